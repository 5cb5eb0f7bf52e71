import type { PricingRunProgress, PricingRunView } from '@pm/contracts';

/**
 * The company's run in progress, if any: runs are newest first and one runs at a time, so it is
 * the first run of the first page when that one has not finished.
 */
export function runningRun(runs: readonly PricingRunView[] | undefined, page: number): PricingRunView | null {
  const latest = page === 1 ? runs?.[0] : undefined;
  return latest && (latest.status === 'REQUESTED' || latest.status === 'RUNNING') ? latest : null;
}

/** The live progress if it is this run's (an older run's last report says nothing about it). */
export function progressOf(run: PricingRunView, progress: PricingRunProgress | null): PricingRunProgress | null {
  return progress?.runId === run.runId ? progress : null;
}
