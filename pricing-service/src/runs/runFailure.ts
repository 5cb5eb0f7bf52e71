import { streams } from '@pm/contracts';
import { toEventToAppend, WrongExpectedRevisionError, type EventStore } from '@pm/platform';

/** Ends a run the worker gave up on (e.g. the store kept failing): PricingRunFailed, unless it finished meanwhile. */
export async function appendRunFailed(events: EventStore, run: { runId: string; companyId: string }, reason: string, actor: string, now = new Date()): Promise<void> {
  const streamId = streams.pricingRun(run.runId);
  const recorded = await events.readStream(streamId);
  const last = recorded.at(-1);
  if (!last || last.type === 'PricingRunCompleted' || last.type === 'PricingRunFailed') return;
  const context = { companyId: run.companyId, userId: actor, correlationId: run.runId, causationId: recorded[0]?.id ?? null };
  const failed = toEventToAppend({ type: 'PricingRunFailed', data: { runId: run.runId, companyId: run.companyId, failedAt: now.toISOString(), reason: reason.slice(0, 2_000) } }, context);
  await events.append(streamId, [failed], last.revision).catch((error: unknown) => {
    if (!(error instanceof WrongExpectedRevisionError)) throw error;
  });
}
