import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streams } from '@pm/contracts/events';
import { toEventToAppend, type CommandContext } from '@pm/platform';
import { confirmedEvent, proposedEvent } from '../testSupport/adjustmentEvents.ts';
import { startTestProduct, type TestProduct } from '../testSupport/startTestProduct.ts';

/**
 * Issue 11 defect 10, feed pulls: every pull of the public feed URL appended an event, so a
 * leaked or busy-polled URL grew the event log without bound. A pull that hands over confirmed
 * prices is still recorded on its own (with one pickup per adjustment); pulls that hand over
 * nothing new are recorded at most once per channel and hour, and counted.
 */
describe('feed pulls', () => {
  let t: TestProduct;
  let admin: string;
  let companyId: string;
  let feedId: string;
  const channelId = crypto.randomUUID();
  const adjustments = [crypto.randomUUID(), crypto.randomUUID()];

  beforeAll(async () => {
    t = await startTestProduct();
    admin = await t.signIn('admin@demo.example');
    companyId = (await t.api('GET', '/api/profile', { token: admin })).body.company.id;
    const context: CommandContext = { companyId, userId: 'service:test', correlationId: crypto.randomUUID(), causationId: null };
    const append = (streamId: string, event: { type: string; data: unknown }) => t.product.events.append(streamId, [toEventToAppend(event, context)]);
    await append(streams.pricingSettings(companyId), { type: 'SalesChannelCreated', data: { companyId, channelId, fields: { name: 'Webshop DE', country: 'de', currency: 'EUR', commissionRate: 0, vatRate: 19, noShippingCost: false } } });
    for (const [i, adjustmentId] of adjustments.entries()) {
      await append(streams.adjustment(adjustmentId), proposedEvent({ adjustmentId, companyId, channelId, sku: `PULL-${i}`, newPrice: 10 + i }));
      await append(streams.adjustment(adjustmentId), confirmedEvent(adjustmentId, companyId));
    }
    feedId = (await t.api('POST', `/api/company/${companyId}/output-feed/feed-id`, { token: admin })).body.feedId as string;
  });
  afterAll(async () => {
    await t?.stop();
  });

  const eventsAfter = async (position: bigint) => (await t.product.events.readAll()).filter((e) => e.position > position);

  it('appends a bounded number of events for 1,000 pulls of an unchanged feed, and keeps the audit trail', async () => {
    // The first pull hands both prices over: recorded with its pickups.
    const before = await t.product.events.headPosition();
    expect((await t.api('GET', `/api/feed/${feedId}/${channelId}.csv`)).status).toBe(200);
    const first = await eventsAfter(before);
    expect(first.map((e) => e.type).sort()).toEqual(['AdjustmentPickedUp', 'AdjustmentPickedUp', 'FeedPulled']);
    const pulled = first.find((e) => e.type === 'FeedPulled')!;
    expect(pulled.data).toMatchObject({ channelId, format: 'csv', rows: 2, adjustmentIds: expect.arrayContaining(adjustments) });
    const head = await t.product.events.headPosition();
    const status = await t.api('GET', `/api/company/${companyId}/output-feed?minPosition=${head}`, { token: admin });
    expect(status.body.channels[0]).toMatchObject({ rows: 2, waitingForPickup: 0 });

    // 1,000 more pulls of the same feed, 25 at a time, CSV and JSON.
    for (let round = 0; round < 40; round++) {
      const answers = await Promise.all(Array.from({ length: 25 }, (_, i) => t.api('GET', `/api/feed/${feedId}/${channelId}.${i % 2 ? 'json' : 'csv'}`)));
      expect(answers.every((a) => a.status === 200)).toBe(true);
    }
    const later = await eventsAfter(head);
    // One record for the hour (two more should the hour turn meanwhile: the count of the old hour and the new hour's record).
    expect(later.length).toBeGreaterThanOrEqual(1);
    expect(later.length).toBeLessThanOrEqual(3);
    expect(later.every((e) => e.type === 'FeedPulled' || e.type === 'FeedPullsCounted')).toBe(true);
    for (const id of adjustments) expect((await t.product.events.readStream(streams.adjustment(id))).filter((e) => e.type === 'AdjustmentPickedUp')).toHaveLength(1);

    // At shutdown the pulls are counted: the log says how often the feed was pulled.
    await t.product.app.close();
    const counted = (await eventsAfter(head)).filter((e) => e.type === 'FeedPullsCounted').map((e) => e.data as { pulls: number; channelId: string });
    expect(counted.every((c) => c.channelId === channelId)).toBe(true);
    expect(counted.reduce((sum, c) => sum + c.pulls, 0)).toBe(1_000);
  }, 120_000);
});
