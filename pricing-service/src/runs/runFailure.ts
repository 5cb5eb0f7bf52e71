import { streams } from '@pm/contracts/events';
import { pricingRunDecider } from '@pm/contracts/domain';
import { handleCommand, WrongExpectedRevisionError, type EventStore } from '@pm/platform';

/** Ends a run the worker gave up on (e.g. the store kept failing), through the run's decider: a run that finished meanwhile stays as it is. */
export async function appendRunFailed(events: EventStore, run: { runId: string; companyId: string }, detail: string, actor: string, now = new Date()): Promise<void> {
  const streamId = streams.pricingRun(run.runId);
  const context = { companyId: run.companyId, userId: actor, correlationId: run.runId, causationId: null };
  const failure = { runId: run.runId, companyId: run.companyId, failedAt: now.toISOString(), reason: 'WORKER_GAVE_UP' as const, detail: detail.slice(0, 2_000) };
  await handleCommand(events, streamId, pricingRunDecider, { type: 'FailPricingRun', failure }, context).catch((error: unknown) => {
    // Finished (or failed) by another writer at the same moment: nothing to add.
    if (!(error instanceof WrongExpectedRevisionError)) throw error;
  });
}
