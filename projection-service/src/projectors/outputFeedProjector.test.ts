import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createEmbeddedDocumentStore, type DocumentStore, type RecordedEvent, type WriteOp } from '@pm/platform';
import { FEED_ROWS, type FeedRowDoc } from '../outputFeed/feedAdjustmentState.ts';
import { FEED_COMPANIES, type FeedCompanyDoc } from '../outputFeed/feedCompanyWrites.ts';
import { currentFeedRows } from '../outputFeed/feedRows.ts';
import { recordedEvent, sampleDecisionTrace } from '@pm/platform/testing';
import { foldEntityStates } from '../runtime/entityStateFold.ts';
import { outputFeedProjector } from './outputFeedProjector.ts';

const companyId = 'c1';
const channelId = 'ch1';

function recorded(type: string, data: Record<string, unknown>): RecordedEvent {
  return recordedEvent(type, { companyId, ...data }, { companyId, occurredAt: '2026-05-01T10:00:00.000Z' });
}

const proposed = (adjustmentId: string, sku: string, newPrice: number, strike: { price: number; from: string; until: string } | null = null, channel = channelId) =>
  recorded('AdjustmentProposed', {
    adjustmentId,
    runId: 'r1',
    productId: `p-${sku}`,
    sku,
    productName: sku,
    channelId: channel,
    currency: 'EUR',
    oldPrice: 10,
    oldStrikePrice: null,
    newPrice,
    strikePrice: strike?.price ?? null,
    strikePriceFrom: strike?.from ?? null,
    strikePriceUntil: strike?.until ?? null,
    proposedAt: '2026-05-01T09:00:00.000Z',
    trace: sampleDecisionTrace(channel),
  });
const confirmed = (adjustmentId: string, confirmedAt = '2026-05-01T11:00:00.000Z') => recorded('AdjustmentConfirmed', { adjustmentId, confirmedBy: 'u', confirmedAt });
const discarded = (adjustmentId: string) => recorded('AdjustmentDiscarded', { adjustmentId, discardedBy: 'u', discardedAt: '2026-05-01T11:00:00.000Z', reason: 'USER' });
const pickedUp = (adjustmentId: string) => recorded('AdjustmentPickedUp', { adjustmentId, pullId: 'pull1', pickedUpAt: '2026-05-01T12:00:00.000Z' });
const channel = (type: 'SalesChannelCreated' | 'SalesChannelUpdated', name: string, id = channelId) =>
  recorded(type, { channelId: id, fields: { name, country: 'de', currency: 'EUR', commissionRate: 0, vatRate: 19, noShippingCost: false } });
const feedId = (id: string) => recorded('FeedIdGenerated', { feedId: id });

describe('output feed projector', () => {
  let docs: DocumentStore;
  beforeEach(() => {
    docs = createEmbeddedDocumentStore({ path: ':memory:' });
  });
  afterEach(async () => {
    await docs.close();
  });

  /** Applies batches as the projection runner does: the projector's writes, then the folded states. */
  async function apply(...batches: RecordedEvent[][]) {
    const state = outputFeedProjector.state!;
    for (const batch of batches) {
      const handled = batch.filter((e) => outputFeedProjector.handles.includes(e.type));
      const ops: WriteOp[] = handled.flatMap((e) => outputFeedProjector.project!(e));
      const writes = await foldEntityStates(state, handled, (ids) => docs.find(state.collection, { _id: { $in: ids } }));
      await docs.applyBatch([...ops, ...writes.map((w) => w.op)]);
    }
  }
  const rows = async (now = new Date('2026-05-02T00:00:00.000Z'), channel = channelId) => currentFeedRows(await docs.find<FeedRowDoc>(FEED_ROWS, { companyId, channelId: channel }), now);
  const each = (events: RecordedEvent[]) => events.map((e) => [e]);

  it('exports a confirmed price and not a pending or discarded one', async () => {
    await apply(...each([proposed('a1', 'SKU-1', 19.99), proposed('a2', 'SKU-2', 5), proposed('a3', 'SKU-3', 7), confirmed('a1'), discarded('a2')]));
    expect(await rows()).toEqual([
      { sku: 'SKU-1', price: 19.99, strikePrice: null, strikePriceUntil: null, currency: 'EUR', adjustmentId: 'a1', confirmedAt: '2026-05-01T11:00:00.000Z', pickedUp: false },
    ]);
  });

  it('replaces an older confirmation of the same SKU by a newer one, also within one batch', async () => {
    await apply(...each([proposed('a1', 'SKU-1', 20), confirmed('a1'), proposed('a2', 'SKU-1', 18), confirmed('a2', '2026-05-01T12:00:00.000Z')]));
    expect((await rows()).map((r) => [r.adjustmentId, r.price])).toEqual([['a2', 18]]);
    expect(await docs.count(FEED_ROWS, {})).toBe(1);

    // Proposed in one order, confirmed in the other, all in one batch: the later confirmation wins.
    await apply([proposed('b1', 'SKU-9', 30), proposed('b2', 'SKU-9', 31), confirmed('b2'), confirmed('b1')]);
    expect((await rows()).find((r) => r.sku === 'SKU-9')?.adjustmentId).toBe('b1');
  });

  it('marks a pickup, and a late pickup of a replaced adjustment does not bring it back', async () => {
    await apply(...each([proposed('a1', 'SKU-1', 20), confirmed('a1'), pickedUp('a1')]));
    expect((await rows())[0]).toMatchObject({ adjustmentId: 'a1', pickedUp: true });
    await apply(...each([proposed('a2', 'SKU-1', 18), confirmed('a2')]));
    await apply([proposed('a3', 'SKU-2', 1), confirmed('a3'), pickedUp('a3')]);
    expect((await rows()).map((r) => [r.sku, r.adjustmentId, r.pickedUp])).toEqual([['SKU-1', 'a2', false], ['SKU-2', 'a3', true]]);
  });

  it('exports a strike price only inside its window', async () => {
    const strike = { price: 29.99, from: '2026-05-01T00:00:00.000Z', until: '2026-05-31T00:00:00.000Z' };
    await apply(...each([proposed('a1', 'SKU-1', 19.99, strike), confirmed('a1')]));
    expect((await rows(new Date('2026-05-10T00:00:00.000Z')))[0]).toMatchObject({ strikePrice: 29.99, strikePriceUntil: '2026-05-31T00:00:00.000Z' });
    expect((await rows(new Date('2026-05-31T00:00:00.000Z')))[0]).toMatchObject({ price: 19.99, strikePrice: null, strikePriceUntil: null });
    expect((await rows(new Date('2026-04-30T00:00:00.000Z')))[0]).toMatchObject({ strikePrice: null });
  });

  it('ends a strike price without an end date 30 days after its start (spec §9)', async () => {
    await apply(...each([proposed('a1', 'SKU-1', 19.99, { price: 25, from: '2026-05-01T00:00:00.000Z', until: '' }), confirmed('a1')]));
    expect((await rows(new Date('2026-05-30T23:00:00.000Z')))[0]).toMatchObject({ strikePrice: 25, strikePriceUntil: '2026-05-31T00:00:00.000Z' });
    expect((await rows(new Date('2026-05-31T00:00:01.000Z')))[0]).toMatchObject({ strikePrice: null });
  });

  it('keeps rows per channel', async () => {
    await apply(...each([proposed('a1', 'SKU-1', 20), proposed('a2', 'SKU-1', 22, null, 'ch2'), confirmed('a1'), confirmed('a2')]));
    expect((await rows()).map((r) => r.price)).toEqual([20]);
    expect((await rows(undefined, 'ch2')).map((r) => r.price)).toEqual([22]);
  });

  it('answers a new feed id and forgets the old one; knows channel names, the last pull and sync', async () => {
    await apply(...each([channel('SalesChannelCreated', 'Shop'), feedId('OLD'), channel('SalesChannelUpdated', 'Webshop'), feedId('NEW')]));
    expect(await docs.findOne(FEED_COMPANIES, { feedId: 'OLD' })).toBeNull();
    const company = await docs.findOne<FeedCompanyDoc>(FEED_COMPANIES, { feedId: 'NEW' });
    expect(company).toMatchObject({ _id: companyId, channels: { [channelId]: { name: 'Webshop', currency: 'EUR' } } });
    await apply(
      [recorded('FeedPulled', { pullId: 'p', channelId, format: 'csv', pulledAt: '2026-05-02T06:00:00.000Z', adjustmentIds: [], rows: 0 })],
      [recorded('FeedSynchronised', { syncedAt: '2026-05-02T06:30:00.000Z', channels: [{ channelId, rows: 0, expiredStrikePrices: 0 }] })],
      [recorded('SalesChannelDeleted', { channelId })],
    );
    expect(await docs.findOne<FeedCompanyDoc>(FEED_COMPANIES, { _id: companyId })).toMatchObject({ lastPulledAt: '2026-05-02T06:00:00.000Z', lastSyncedAt: '2026-05-02T06:30:00.000Z', channels: {} });
  });
});
