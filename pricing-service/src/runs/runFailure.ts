import { streams } from '@pm/contracts/events';
import { pricingRunDecider } from '@pm/contracts/domain';
import { createStreamWriter, WrongExpectedRevisionError, type EventStore } from '@pm/platform';

/** Ends a run the worker gave up on (e.g. the store kept failing), through the run's decider: a run that finished meanwhile stays as it is. */
export async function appendRunFailed(events: EventStore, run: { runId: string; companyId: string }, detail: string, actor: string, now = new Date()): Promise<void> {
  const streamId = streams.pricingRun(run.runId);
  const recorded = await events.readStream(streamId);
  if (recorded.length === 0) return;
  // Caused by the run's request, like every other event of the run (the audit trail follows it).
  const context = { companyId: run.companyId, userId: actor, correlationId: run.runId, causationId: recorded[0]?.id ?? null };
  const failure = { runId: run.runId, companyId: run.companyId, failedAt: now.toISOString(), reason: 'WORKER_GAVE_UP' as const, detail: detail.slice(0, 2_000) };
  await createStreamWriter(events, streamId, pricingRunDecider, recorded, context).decide({ type: 'FailPricingRun', failure }).catch((error: unknown) => {
    // Finished (or failed) by another writer at the same moment: nothing to add.
    if (!(error instanceof WrongExpectedRevisionError)) throw error;
  });
}
