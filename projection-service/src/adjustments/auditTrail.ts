import { type AuditEntry, type AuditTrail, type DecisionTrace } from '@pm/contracts';
import { streams, type AdjustmentErpWriteEvent, type AdjustmentEvent } from '@pm/contracts/events';
import { appError, toDomainEvent, type EventStore, type RecordedEvent } from '@pm/platform';
import type { ReadModels } from '../runtime/readModels.ts';
import { serviceNameOf, userNames } from './userNames.ts';

const RUN_STEPS = new Set(['PricingRunRequested', 'PricingRunStarted', 'PricingRunCompleted', 'PricingRunFailed']);
const ADJUSTMENT_STEPS: Record<AdjustmentEvent['type'] | AdjustmentErpWriteEvent['type'], AuditEntry['step']> = {
  AdjustmentProposed: 'PROPOSAL',
  AdjustmentConfirmed: 'CONFIRMATION',
  AdjustmentDiscarded: 'DISCARD',
  AdjustmentPickedUp: 'PICKUP',
  ErpPriceWritten: 'ERP_WRITTEN',
  ErpPriceWriteFailed: 'ERP_WRITE_FAILED',
  ErpPriceWriteRetried: 'ERP_WRITE_RETRIED',
};
const stepOf = (type: string): AuditEntry['step'] | undefined => (ADJUSTMENT_STEPS as Partial<Record<string, AuditEntry['step']>>)[type];

/** The proposal's payload without its trace: the trace view shows that laid out already. */
function payloadOf(event: RecordedEvent): unknown {
  if (event.type !== 'AdjustmentProposed') return event.data;
  const { trace: _trace, ...rest } = event.data as { trace: unknown };
  return rest;
}

/**
 * The chain of events behind one adjustment, read from the event log: the competitor
 * observations its trace names (by event id), the run's lifecycle events, the proposal and
 * every decision and pickup, and the write-back to the ERP (written / failed / retried), ordered
 * by their position in the log.
 */
export async function auditTrailOf(events: EventStore, readModels: ReadModels, companyId: string, adjustmentId: string): Promise<AuditTrail> {
  const adjustment = await events.readStream(streams.adjustment(adjustmentId));
  const first = adjustment[0];
  const proposed = first?.type === 'AdjustmentProposed' ? toDomainEvent<AdjustmentEvent>(first) : null;
  if (!proposed || proposed.type !== 'AdjustmentProposed' || proposed.data.companyId !== companyId) throw appError('ADJUSTMENT_NOT_FOUND', 'The price adjustment was not found.');
  const trace: DecisionTrace = proposed.data.trace;
  const [observations, run] = await Promise.all([
    Promise.all(trace.offers.map(async (offer) => ({ eventId: offer.eventId, event: await events.readEvent(streams.offer(offer.urlId), offer.eventId) }))),
    events.readStream(streams.pricingRun(proposed.data.runId)),
  ]);
  const found = observations.flatMap((o) => (o.event && o.event.type === 'OfferObserved' ? [o.event] : []));
  const missingEventIds = observations.filter((o) => !o.event || o.event.type !== 'OfferObserved').map((o) => o.eventId);
  const chain: { step: AuditEntry['step']; event: RecordedEvent }[] = [
    ...found.map((event) => ({ step: 'OBSERVATION' as const, event })),
    ...run.filter((e) => RUN_STEPS.has(e.type)).map((event) => ({ step: 'RUN' as const, event })),
    // Every event of the adjustment's stream with a step: its life cycle and the ERP write-back.
    ...adjustment.flatMap((event) => {
      const step = stepOf(event.type);
      return step ? [{ step, event }] : [];
    }),
  ].sort((a, b) => (a.event.position < b.event.position ? -1 : a.event.position > b.event.position ? 1 : 0));
  const names = await userNames(readModels, chain.map((c) => c.event.metadata.userId ?? ''));
  return {
    adjustmentId,
    missingEventIds,
    entries: chain.map(({ step, event }) => {
      const actorId = event.metadata.userId ?? '';
      const service = serviceNameOf(actorId);
      return {
        step,
        eventId: event.id,
        type: event.type,
        streamId: event.streamId,
        position: event.position.toString(),
        occurredAt: event.metadata.occurredAt,
        actor: service === null ? { kind: 'USER', id: actorId, name: names.get(actorId) ?? '' } : { kind: 'SERVICE', id: actorId, name: service },
        data: payloadOf(event),
      };
    }),
  };
}
