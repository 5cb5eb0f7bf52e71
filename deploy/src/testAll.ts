/**
 * `npm test`: type-checking, lint, every vitest suite (unit, contract, API) and the end-to-end
 * suite in Chromium, in that order; stops at the first failing step. Ends with one summary line.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { e2eGroups } from './e2eSpecs.ts';

const ROOT = new URL('../../', import.meta.url).pathname;
const TMP = join(ROOT, '.tmp');
mkdirSync(TMP, { recursive: true });
const vitestReport = join(TMP, 'vitest-report.json');
const groups = e2eGroups();
const e2eReports = groups.map((_, i) => join(TMP, `e2e-report-${i + 1}.json`));
rmSync(vitestReport, { force: true });
for (const report of e2eReports) rmSync(report, { force: true });

const steps: { name: string; cmd: string; args: string[]; env?: Record<string, string> }[] = [
  { name: 'type-check', cmd: 'npm', args: ['run', '--silent', 'typecheck'] },
  { name: 'lint', cmd: 'npx', args: ['eslint', '--max-warnings', '0', '.'] },
  { name: 'i18n catalogs', cmd: 'npx', args: ['lingui', 'extract'], env: { LINGUI_CONFIG: join(ROOT, 'web', 'lingui.config.ts') } },
  { name: 'unit, contract and API tests', cmd: 'npx', args: ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`] },
  { name: 'web build', cmd: 'npm', args: ['run', 'build', '--workspace', 'web'] },
  // One group of specs (and their servers) at a time.
  ...groups.map((group, i) => ({ name: `end-to-end tests (Chromium) ${i + 1}/${groups.length}: ${group.join(', ')}`, cmd: 'npx', args: ['playwright', 'test'], env: { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReports[i]!, E2E_SPECS: group.join(',') } })),
];

const counts = { passed: 0, failed: 0, skipped: 0 };
function collect(): void {
  if (existsSync(vitestReport)) {
    const report = JSON.parse(readFileSync(vitestReport, 'utf8')) as { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number };
    counts.passed += report.numPassedTests;
    counts.failed += report.numFailedTests;
    counts.skipped += report.numPendingTests + report.numTodoTests;
  }
  for (const file of e2eReports) {
    if (!existsSync(file)) continue;
    const report = JSON.parse(readFileSync(file, 'utf8')) as { stats: { expected: number; unexpected: number; flaky: number; skipped: number } };
    counts.passed += report.stats.expected + report.stats.flaky;
    counts.failed += report.stats.unexpected;
    counts.skipped += report.stats.skipped;
  }
}

let failedStep: string | null = null;
for (const step of steps) {
  console.log(`\n=== ${step.name} ===`);
  const started = Date.now();
  const cwd = step.name === 'i18n catalogs' ? join(ROOT, 'web') : ROOT;
  const result = spawnSync(step.cmd, step.args, { cwd, stdio: 'inherit', env: { ...process.env, ...step.env } });
  console.log(`--- ${step.name}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (result.status !== 0) {
    failedStep ??= step.name;
    // The end-to-end groups are independent: run the rest to see every failure.
    if (!step.name.startsWith('end-to-end')) break;
  }
}
collect();
if (failedStep) console.log(`\nFailed step: ${failedStep}`);
console.log(`\n${counts.passed} passed, ${counts.failed + (failedStep && counts.failed === 0 ? 1 : 0)} failed, ${counts.skipped} skipped`);
process.exit(failedStep ? 1 : 0);
