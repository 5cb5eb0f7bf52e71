/** Runs a CLI of this folder with the current Node (test support). */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** How long one CLI run may take before it counts as hung; the CLI tests' own time limit is above it. */
export const CLI_RUN_TIMEOUT_MS = 110_000;

export interface CliRun {
  status: number | null;
  lines: string[];
  stderr: string;
}

export function runCli(script: 'extract.ts' | 'parsePrice.ts', args: readonly string[], input?: string): CliRun {
  const result = spawnSync(process.execPath, [fileURLToPath(new URL(`./${script}`, import.meta.url)), ...args], {
    input: input ?? '',
    encoding: 'utf8',
    // A hang guard only: a cold Node with the extractor's imports can take many seconds on a loaded 2-core machine.
    timeout: CLI_RUN_TIMEOUT_MS,
  });
  return { status: result.status, lines: result.stdout.split('\n').filter((l) => l !== ''), stderr: result.stderr };
}
