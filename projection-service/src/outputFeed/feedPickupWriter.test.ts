import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { streams } from '@pm/contracts/events';
import { proposalFixture } from '@pm/contracts/testing';
import { createSqliteEventStore, toEventToAppend, type EventStore } from '@pm/platform';
import { createFeedPickupWriter } from './feedPickupWriter.ts';

const companyId = '01a216b5-973a-7479-83b5-4895cced43f6';
const channelId = '01a216b5-0000-7000-8000-00000000c001';
const adjustmentId = '01a216b5-0000-7000-8000-0000000000b1';
const context = { companyId, userId: 'u1', correlationId: 'c1', causationId: null };

/** Feed pulls are recorded without unbounded growth: new prices on their own, idle pulls per hour and counted. */
describe('feed pickup writer', () => {
  let store: EventStore;
  let clock = new Date('2026-11-20T07:10:00.000Z');
  const now = () => clock;
  const pull = (notPickedUp: string[]) => ({ companyId, channelId, format: 'csv' as const, adjustmentIds: [adjustmentId], notPickedUp });
  const types = async () => (await store.readAll()).map((e) => e.type).filter((type) => type.startsWith('Feed') || type === 'AdjustmentPickedUp');

  beforeEach(async () => {
    store = createSqliteEventStore({ path: ':memory:' });
    clock = new Date('2026-11-20T07:10:00.000Z');
    await store.append(streams.adjustment(adjustmentId), [
      toEventToAppend({ type: 'AdjustmentProposed', data: proposalFixture({ adjustmentId, runId: 'run-1', companyId, productId: 'p1', sku: 'ZELT-1', productName: 'Zelt', channelId }) }, context),
      toEventToAppend({ type: 'AdjustmentConfirmed', data: { adjustmentId, companyId, confirmedBy: 'u1', confirmedAt: '2026-11-20T07:00:00.000Z' } }, context),
    ]);
  });
  afterEach(async () => {
    await store.close();
  });

  it('records a pull that hands over a new price on its own, with the pickup naming it', async () => {
    const writer = createFeedPickupWriter(store, now);
    const first = await writer.recordPull(pull([adjustmentId]));
    expect(first).toMatchObject({ recordedAs: 'SINGLE', pickedUp: 1 });
    // The read model may not know of the pickup yet: the stream decides, and nothing is picked up twice.
    expect(await writer.recordPull(pull([adjustmentId]))).toMatchObject({ recordedAs: 'FIRST_OF_HOUR', pickedUp: 0 });
    expect(await types()).toEqual(['FeedPulled', 'AdjustmentPickedUp', 'FeedPulled']);
    const pickup = (await store.readStream(streams.adjustment(adjustmentId))).at(-1)!;
    expect(pickup.data).toMatchObject({ pullId: first.pullId });
  });

  it('records idle pulls once per channel and hour and writes their count when the hour is over or at flush', async () => {
    const writer = createFeedPickupWriter(store, now);
    for (let i = 0; i < 50; i++) await writer.recordPull(pull([]));
    expect(await types()).toEqual(['FeedPulled']);
    clock = new Date('2026-11-20T08:05:00.000Z');
    await writer.recordPull(pull([]));
    const events = (await store.readAll()).filter((e) => e.type.startsWith('Feed'));
    expect(events.map((e) => [e.type, (e.data as { recordedAs?: string }).recordedAs ?? null])).toEqual([['FeedPulled', 'FIRST_OF_HOUR'], ['FeedPullsCounted', null], ['FeedPulled', 'FIRST_OF_HOUR']]);
    expect(events[1]!.data).toMatchObject({ pullId: (events[0]!.data as { pullId: string }).pullId, hourStart: '2026-11-20T07:00:00.000Z', pulls: 50, lastPulledAt: '2026-11-20T07:10:00.000Z' });
    await writer.flush();
    expect((await store.readAll()).at(-1)!.data).toMatchObject({ hourStart: '2026-11-20T08:00:00.000Z', pulls: 1 });
  });

  it('lets a second process only count an hour another one recorded', async () => {
    await createFeedPickupWriter(store, now).recordPull(pull([]));
    const other = createFeedPickupWriter(store, now);
    expect(await other.recordPull(pull([]))).toMatchObject({ recordedAs: 'COUNTED' });
    await other.flush();
    expect(await types()).toEqual(['FeedPulled', 'FeedPullsCounted']);
  });
});
