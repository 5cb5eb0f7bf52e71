/**
 * Requests a rule-engine run of a company (a user's "Start rule engine" or the daily schedule):
 * reserves it on `pricingruns-<companyId>` with the revision read (race-free: one run at a time),
 * then requests the run on its own stream (both through their deciders); the run worker picks it up from the log.
 */
import { streams, type PricingSettingsEvent } from '@pm/contracts/events';
import { foldPricingSettings, pricingRunDecider, runReservationDecider, salesChannelIdsOf, type LastRunStatus } from '@pm/contracts/domain';
import { appError, fold, handleCommand, toDomainEvent, toEventToAppend, WrongExpectedRevisionError, type CommandContext, type EventStore } from '@pm/platform';

export interface RunRequest {
  companyId: string;
  runId: string;
  trigger: 'USER' | 'SCHEDULE';
  requestedBy: string;
  now: Date;
}

export interface RunRequested {
  runId: string;
  /** Global position of the request (0n when the run had been requested already). */
  position: bigint;
}

const FINISHED = new Set(['PricingRunCompleted', 'PricingRunFailed']);

export async function lastRunStatus(events: EventStore, runId: string): Promise<LastRunStatus> {
  const [last] = await events.readStream(streams.pricingRun(runId), { direction: 'backwards', maxCount: 1 });
  if (!last) return 'MISSING';
  return FINISHED.has(last.type) ? 'FINISHED' : 'OPEN';
}

/** Sales channels of the company now (created and not deleted), from its settings stream. */
export async function salesChannelCount(events: EventStore, companyId: string): Promise<number> {
  const settings = foldPricingSettings((await events.readStream(streams.pricingSettings(companyId))).map((e) => toDomainEvent<PricingSettingsEvent>(e)));
  return salesChannelIdsOf(settings).length;
}

/** `context` names the actor; every event of the run is correlated by the run id. */
export async function requestPricingRun(events: EventStore, request: RunRequest, actorContext: CommandContext): Promise<RunRequested> {
  const { companyId, runId, trigger, requestedBy, now } = request;
  const context: CommandContext = { ...actorContext, companyId, correlationId: runId };
  if ((await salesChannelCount(events, companyId)) === 0) throw appError('NO_SALES_CHANNELS', 'Please create a sales channel first.');
  const streamId = streams.pricingRuns(companyId);
  const recorded = await events.readStream(streamId);
  const state = fold(runReservationDecider, recorded.map((e) => toDomainEvent(e)));
  const lastRun = state.lastRunId === null ? 'MISSING' : await lastRunStatus(events, state.lastRunId);
  const reservation = runReservationDecider.decide({ type: 'ReservePricingRun', companyId, runId, trigger, at: now.toISOString(), lastRun }, state);
  if (reservation.length === 0) return { runId, position: 0n };
  const expected = recorded.at(-1)?.revision ?? 'no_stream';
  try {
    await events.append(streamId, reservation.map((e) => toEventToAppend(e, context)), expected);
  } catch (error) {
    // Another request reserved first: its run is the one in progress.
    if (error instanceof WrongExpectedRevisionError) throw appError('PRICING_RUN_IN_PROGRESS', 'The rule engine is already running. Please wait until the run has finished.');
    throw error;
  }
  const written = await handleCommand(events, streams.pricingRun(runId), pricingRunDecider, { type: 'RequestPricingRun', request: { runId, companyId, trigger, requestedBy, requestedAt: now.toISOString() } }, context);
  return { runId, position: written.position };
}
