import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_ENGINE_SETTINGS } from '@pm/contracts';
import { streams } from '@pm/contracts/events';
import { createSqliteEventStore, toEventToAppend, type CommandContext, type EventStore } from '@pm/platform';
import { sampleDecisionTrace } from '@pm/platform/testing';
import { createFeedSyncScheduler } from './feedSyncScheduler.ts';

const companyId = 'c1';
const context: CommandContext = { companyId, userId: 'service:test', correlationId: 'x', causationId: null };
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe('feed sync scheduler', () => {
  let dir: string;
  let events: EventStore;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'feedsync-'));
    events = createSqliteEventStore({ path: join(dir, 'events.sqlite') });
  });
  afterEach(async () => {
    await events.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const append = (streamId: string, type: string, data: Record<string, unknown>) => events.append(streamId, [toEventToAppend({ type, data: { companyId, ...data } }, context)]);
  async function confirmed(adjustmentId: string, channelId: string, sku: string, strikeUntil: string | null) {
    await append(streams.adjustment(adjustmentId), 'AdjustmentProposed', {
      adjustmentId, runId: 'r', productId: 'p', sku, productName: sku, channelId, currency: 'EUR', oldPrice: null, oldStrikePrice: null, newPrice: 10,
      strikePrice: strikeUntil ? 12 : null, strikePriceFrom: strikeUntil ? '2026-04-01T00:00:00.000Z' : null, strikePriceUntil: strikeUntil, proposedAt: '2026-04-01T00:00:00.000Z', trace: sampleDecisionTrace(channelId),
    });
    await append(streams.adjustment(adjustmentId), 'AdjustmentConfirmed', { adjustmentId, confirmedBy: 'u', confirmedAt: '2026-04-01T00:00:00.000Z' });
  }
  const channel = (channelId: string) =>
    append(streams.pricingSettings(companyId), 'SalesChannelCreated', { channelId, fields: { name: channelId, country: 'de', currency: 'EUR', commissionRate: 0, vatRate: 19, noShippingCost: false } });

  /** A scheduler on a fake clock whose view has read the log so far. */
  async function scheduler(clock: { now: Date }) {
    const s = createFeedSyncScheduler({ events, log: silent, now: () => clock.now, checkEveryMs: 3_600_000 });
    await s.start();
    await caughtUp(s);
    return s;
  }
  async function caughtUp(s: ReturnType<typeof createFeedSyncScheduler>) {
    const head = await events.headPosition();
    while (s.view.position < head) await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const syncs = async () => (await events.readStream(streams.feedSync(companyId))).map((e) => e.data as { syncedAt: string; channels: unknown[] });

  it('synchronises at the configured morning time with row counts and expired strike prices, once per day across instances', async () => {
    await channel('ch1');
    await channel('ch2');
    await append(streams.pricingSettings(companyId), 'EngineSettingsSet', { settings: { ...DEFAULT_ENGINE_SETTINGS, feedSyncTime: '07:00', timeZone: 'UTC' } });
    await confirmed('a1', 'ch1', 'SKU-1', '2026-05-04T03:00:00.000Z');
    await confirmed('a2', 'ch1', 'SKU-2', '2026-06-01T00:00:00.000Z');
    await confirmed('a3', 'ch1', 'SKU-2', null); // replaces a2
    await confirmed('a4', 'ch2', 'SKU-1', null);
    await confirmed('a5', 'ch2', 'SKU-3', null);
    await append(streams.adjustment('a6'), 'AdjustmentProposed', {
      adjustmentId: 'a6', runId: 'r', productId: 'p', sku: 'SKU-9', productName: 'x', channelId: 'ch2', currency: 'EUR', oldPrice: null, oldStrikePrice: null, newPrice: 1,
      strikePrice: null, strikePriceFrom: null, strikePriceUntil: null, proposedAt: '2026-04-01T00:00:00.000Z', trace: sampleDecisionTrace('ch2'),
    }); // pending: not in the feed

    const clock = { now: new Date('2026-05-04T06:59:00Z') };
    const first = await scheduler(clock);
    const second = await scheduler(clock);
    expect(await first.syncDue()).toEqual([]);

    clock.now = new Date('2026-05-04T07:00:00Z');
    expect(await first.syncDue()).toEqual([companyId]);
    expect(await second.syncDue()).toEqual([]);
    expect(await first.syncDue()).toEqual([]);
    expect(await syncs()).toEqual([
      { companyId, syncedAt: '2026-05-04T07:00:00.000Z', channels: [{ channelId: 'ch1', rows: 2, expiredStrikePrices: 1 }, { channelId: 'ch2', rows: 2, expiredStrikePrices: 0 }] },
    ]);

    // The next morning: the strike price that ended before the last sync is not counted again.
    clock.now = new Date('2026-05-05T08:00:00Z');
    await caughtUp(second);
    expect(await second.syncDue()).toEqual([companyId]);
    expect((await syncs()).at(-1)?.channels).toEqual([{ channelId: 'ch1', rows: 2, expiredStrikePrices: 0 }, { channelId: 'ch2', rows: 2, expiredStrikePrices: 0 }]);
    await first.stop();
    await second.stop();
  });

  it('leaves companies without sales channels alone', async () => {
    const s = await scheduler({ now: new Date('2026-05-04T12:00:00Z') });
    await append(streams.pricingSettings(companyId), 'EngineSettingsSet', { settings: DEFAULT_ENGINE_SETTINGS });
    expect(await s.syncDue()).toEqual([]);
    expect(await syncs()).toEqual([]);
    await s.stop();
  });
});
