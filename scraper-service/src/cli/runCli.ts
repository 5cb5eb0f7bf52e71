/** Runs a CLI of this folder with the current Node (test support). */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface CliRun {
  status: number | null;
  lines: string[];
  stderr: string;
}

export function runCli(script: 'extract.ts' | 'parsePrice.ts', args: readonly string[], input?: string): CliRun {
  const result = spawnSync(process.execPath, [fileURLToPath(new URL(`./${script}`, import.meta.url)), ...args], {
    input: input ?? '',
    encoding: 'utf8',
    timeout: 20_000,
  });
  return { status: result.status, lines: result.stdout.split('\n').filter((l) => l !== ''), stderr: result.stderr };
}
