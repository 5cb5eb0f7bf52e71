/**
 * One event sequence, every fold of "the life cycle of a price adjustment": the decider, the
 * review read model, the output feed read model, the engine's pricing view, the feed sync's view.
 */
import { describe, it } from 'vitest';
import type { AdjustmentEvent } from '@pm/contracts/events';
import { adjustmentDecider } from '@pm/contracts/domain';
import { proposalFixture } from '@pm/contracts/testing';
import { emptyPricingView, evolvePricingView, FeedSyncView } from '@pm/pricing-service';
import { ADJUSTMENTS, adjustmentsProjector, FEED_ADJUSTMENTS, FEED_ROWS, outputFeedProjector, projectionSpec } from '@pm/projection-service/testing';
import { toDomainEvent, type RecordedEvent } from '@pm/platform';
import { recordedEvent } from '@pm/platform/testing';
import { consistencySpec, type Reader } from './consistencySpec.ts';

interface Shown {
  /** Waits for review. */
  pending: boolean;
  /** Confirmed: the feed exports it (picked up or not). */
  submitted: boolean;
  /** The ERP has pulled it. */
  pickedUp: boolean;
}

const companyId = 'c1';
const opts = { companyId };
const proposed = (adjustmentId = 'a1') => recordedEvent('AdjustmentProposed', proposalFixture({ adjustmentId, runId: 'r1', companyId, productId: 'p1', sku: 'A-1', productName: 'Zelt', channelId: 'ch1' }), opts);
const confirmed = (adjustmentId = 'a1') => recordedEvent('AdjustmentConfirmed', { adjustmentId, companyId, confirmedBy: 'u1', confirmedAt: '2026-11-22T07:00:00.000Z' }, opts);
const discarded = (reason: 'USER' | 'SUPERSEDED', adjustmentId = 'a1') => recordedEvent('AdjustmentDiscarded', { adjustmentId, companyId, discardedBy: 'u1', discardedAt: '2026-11-22T07:00:00.000Z', reason }, opts);
const pickedUp = (adjustmentId = 'a1') => recordedEvent('AdjustmentPickedUp', { adjustmentId, companyId, pullId: 'f1', pickedUpAt: '2026-11-22T08:00:00.000Z' }, opts);
const channel = () => recordedEvent('SalesChannelCreated', { companyId, channelId: 'ch1', fields: { name: 'Shop', country: 'de', currency: 'EUR', commissionRate: 0, vatRate: 19, noShippingCost: true } }, opts);
const product = () => recordedEvent('ProductCreated', { productId: 'p1', companyId, fields: { name: 'Zelt', sku: 'A-1' } }, opts);

const forA1 = (events: RecordedEvent[]) => events.filter((e) => e.type.startsWith('Adjustment') && (e.data as { adjustmentId: string }).adjustmentId === 'a1');

const readers: Reader<Shown>[] = [
  {
    name: 'adjustment decider',
    read: (events) => {
      const state = forA1(events).map((e) => toDomainEvent<AdjustmentEvent>(e)).reduce(adjustmentDecider.evolve, adjustmentDecider.initialState());
      return { pending: state.status === 'PENDING', submitted: state.status === 'CONFIRMED' || state.status === 'PICKED_UP', pickedUp: state.status === 'PICKED_UP' };
    },
  },
  {
    name: 'review read model (review and submitted lists)',
    read: async (events) => {
      const docs = await projectionSpec(adjustmentsProjector).given(...events).documents(ADJUSTMENTS, { _id: 'a1' });
      const status = docs[0]?.['status'];
      return { pending: status === 'PENDING', submitted: status === 'CONFIRMED' || status === 'PICKED_UP', pickedUp: status === 'PICKED_UP' };
    },
  },
  {
    name: 'output feed read model (the CSV/JSON the ERP pulls)',
    read: async (events) => {
      const [row] = await projectionSpec(outputFeedProjector).given(...events).documents(FEED_ROWS, { _id: 'a1' });
      const [state] = await projectionSpec(outputFeedProjector).given(...events).documents(FEED_ADJUSTMENTS, { _id: 'a1' });
      return { pending: state?.['status'] === 'PENDING', submitted: row !== undefined, pickedUp: row?.['pickedUpAt'] != null };
    },
  },
  {
    name: 'engine pricing view (supersedes pending ones, takes confirmed prices as current)',
    read: (events) => {
      const view = events.reduce(evolvePricingView, emptyPricingView());
      const company = view.companies.get(companyId);
      return { pending: company?.pending.get('p1:ch1')?.has('a1') ?? false, submitted: (company?.products.get('p1')?.confirmedPrices.get('ch1')?.length ?? 0) > 0 };
    },
  },
  {
    name: 'feed sync view (morning sync counts)',
    read: (events) => {
      const view = new FeedSyncView();
      for (const event of events) view.apply(event);
      return { submitted: (view.counts(companyId, new Date('2026-11-23T00:00:00.000Z'))[0]?.rows ?? 0) > 0 };
    },
  },
];

const spec = consistencySpec('adjustment life cycle', readers);
const base = () => [channel(), product()];

describe('adjustment life cycle: every fold agrees', () => {
  it('a proposal is pending', async () => {
    await spec.given(...base(), proposed()).allShow({ pending: true, submitted: false, pickedUp: false });
  });
  it('a confirmed one is submitted, then picked up', async () => {
    await spec.given(...base(), proposed(), confirmed()).allShow({ pending: false, submitted: true, pickedUp: false });
    await spec.given(...base(), proposed(), confirmed(), pickedUp()).allShow({ pending: false, submitted: true, pickedUp: true });
  });
  it('a discarded or superseded one is neither pending nor submitted', async () => {
    await spec.given(...base(), proposed(), discarded('USER')).allShow({ pending: false, submitted: false, pickedUp: false });
    await spec.given(...base(), proposed(), discarded('SUPERSEDED')).allShow({ pending: false, submitted: false, pickedUp: false });
  });
  it('a supersede that arrives after the confirmation changes nothing anywhere', async () => {
    await spec.given(...base(), proposed(), confirmed(), discarded('SUPERSEDED')).allShow({ pending: false, submitted: true, pickedUp: false });
  });
  it('a pickup of an unconfirmed proposal changes nothing anywhere', async () => {
    await spec.given(...base(), proposed(), pickedUp()).allShow({ pending: true, submitted: false, pickedUp: false });
  });
});
