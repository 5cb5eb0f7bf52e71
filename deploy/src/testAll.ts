/**
 * `npm test`: type-checking and lint (side by side: each uses one core), the i18n catalogs, every
 * vitest suite (unit, contract, API), the web build and the end-to-end suite in Chromium, in that
 * order; stops at the first failing step. Ends with one summary line.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = new URL('../../', import.meta.url).pathname;
const TMP = join(ROOT, '.tmp');
mkdirSync(TMP, { recursive: true });
const vitestReport = join(TMP, 'vitest-report.json');
const e2eReport = join(TMP, 'e2e-report.json');
rmSync(vitestReport, { force: true });
rmSync(e2eReport, { force: true });

interface Command {
  cmd: string;
  args: string[];
  env?: Record<string, string>;
  cwd?: string;
}
/** A step runs its commands side by side and fails when one of them fails. */
const steps: { name: string; commands: Command[] }[] = [
  {
    name: 'type-check and lint',
    commands: [
      { cmd: 'npm', args: ['run', '--silent', 'typecheck'] },
      { cmd: 'npx', args: ['eslint', '--max-warnings', '0', '.'] },
    ],
  },
  { name: 'i18n catalogs', commands: [{ cmd: 'npx', args: ['lingui', 'extract'], env: { LINGUI_CONFIG: join(ROOT, 'web', 'lingui.config.ts') }, cwd: join(ROOT, 'web') }] },
  { name: 'unit, contract and API tests', commands: [{ cmd: 'npx', args: ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`] }] },
  { name: 'web build', commands: [{ cmd: 'npm', args: ['run', 'build', '--workspace', 'web'] }] },
  // Every spec in one run, two at a time, each with its own server (playwright.config.ts).
  { name: 'end-to-end tests (Chromium)', commands: [{ cmd: 'npx', args: ['playwright', 'test'], env: { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport } }] },
];

function run(command: Command): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command.cmd, command.args, { cwd: command.cwd ?? ROOT, stdio: 'inherit', env: { ...process.env, ...command.env } });
    child.once('error', (error) => {
      console.error(`${command.cmd} ${command.args.join(' ')}: ${error.message}`);
      resolve(1);
    });
    child.once('exit', (code) => resolve(code ?? 1));
  });
}

const counts = { passed: 0, failed: 0, skipped: 0 };
function collect(): void {
  if (existsSync(vitestReport)) {
    const report = JSON.parse(readFileSync(vitestReport, 'utf8')) as { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number };
    counts.passed += report.numPassedTests;
    counts.failed += report.numFailedTests;
    counts.skipped += report.numPendingTests + report.numTodoTests;
  }
  if (existsSync(e2eReport)) {
    const report = JSON.parse(readFileSync(e2eReport, 'utf8')) as { stats: { expected: number; unexpected: number; flaky: number; skipped: number } };
    counts.passed += report.stats.expected + report.stats.flaky;
    counts.failed += report.stats.unexpected;
    counts.skipped += report.stats.skipped;
  }
}

let failedStep: string | null = null;
for (const step of steps) {
  console.log(`\n=== ${step.name} ===`);
  const started = Date.now();
  const codes = await Promise.all(step.commands.map(run));
  const ok = codes.every((code) => code === 0);
  console.log(`--- ${step.name}: ${ok ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (!ok) {
    failedStep = step.name;
    break;
  }
}
collect();
if (failedStep) console.log(`\nFailed step: ${failedStep}`);
console.log(`\n${counts.passed} passed, ${counts.failed + (failedStep && counts.failed === 0 ? 1 : 0)} failed, ${counts.skipped} skipped`);
process.exit(failedStep ? 1 : 0);
