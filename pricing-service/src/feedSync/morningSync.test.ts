/**
 * The morning sync (issue 15 item 9) on a fake clock, with the real refresh runner, the real
 * pricing runtime (scheduled run over the in-process bus) and the real feed sync scheduler: inputs
 * and output channels refreshed, then the scheduled run, then the feed, in that order; a failing ERP is recorded and
 * the chain goes on; the next day starts afresh.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_ENGINE_SETTINGS } from '@pm/contracts';
import { fold, morningSyncDecider, morningStepOf } from '@pm/contracts/domain';
import { streams, type MorningSyncEvent } from '@pm/contracts/events';
import { AppError, createInProcessBus, createSqliteEventStore, newId, toDomainEvent, toEventToAppend, type Bus, type EventStore } from '@pm/platform';
import { tempDatabasePath } from '@pm/platform/testing';
import { createErpRefreshRunner } from '../erpRefresh/erpRefreshRunner.ts';
import { scheduledRunId } from '../runs/runScheduler.ts';
import { createPricingService } from '../runtime/pricingService.ts';
import type { ShopSystem, ShopVariation } from '../shopSystem/shopSystem.ts';
import { channelFields, productFields, ruleFields } from '../view/testEvents.ts';
import { createFeedSyncScheduler } from './feedSyncScheduler.ts';
import { createMorningSync, type MorningSync } from './morningSync.ts';

const silent = { info: () => {}, warn: () => {}, error: () => {} };
const companyId = '01a202fa-b1d3-742b-8831-a2f80152650f';
const channelId = 'ch1';
const context = { companyId, userId: 'service:test', correlationId: newId(), causationId: null };

const variation = (sku: string, purchasePriceCents: number): ShopVariation => ({ sku, variationId: sku, itemId: null, name: `Artikel ${sku}`, barcodes: [], salesPrices: [], purchasePriceCents, stock: 4, properties: {} });

let db: ReturnType<typeof tempDatabasePath>;
let events: EventStore;
let bus: Bus;
let clock: Date;
let erpFails: boolean;
let stops: (() => Promise<void>)[];

const shop: ShopSystem = {
  kind: 'plenty',
  maxWriteBatch: 50,
  testConnection: async () => ({ ok: true, description: 'test' }),
  async *readVariations() {
    if (erpFails) throw new AppError('ERP_UNAVAILABLE', 'The ERP answered 500.', { statusCode: 500 });
    yield { page: 1, variations: [variation('A-1', 5_000), variation('B-2', 6_000)], issues: [], totalCount: 2, isLastPage: true };
  },
  readSalesPriceConfigurations: async () => [],
  writeSalesPrices: async () => [],
};

async function seed(engine: Partial<typeof DEFAULT_ENGINE_SETTINGS>, connected = true) {
  const write = (streamId: string, type: string, data: unknown) => events.append(streamId, [toEventToAppend({ type, data }, context)]);
  await write(streams.pricingSettings(companyId), 'SalesChannelCreated', { companyId, channelId, fields: channelFields() });
  await write(streams.pricingSettings(companyId), 'EngineSettingsSet', { companyId, settings: { ...DEFAULT_ENGINE_SETTINGS, timeZone: 'UTC', ...engine } });
  await write(streams.priceRules(companyId), 'PriceRuleCreated', { companyId, ruleId: 'r1', position: 1, fields: ruleFields(channelId) });
  await write(streams.product('p1'), 'ProductCreated', { productId: 'p1', companyId, fields: productFields('A-1', { pricing: { de: { salesPrice: 105, vatRate: 19, inStock: true } } }) });
  if (connected) await write(streams.erpConnection(companyId), 'ErpConnectionSet', { companyId, system: 'PLENTY', url: 'https://erp.example.com', username: 'rest', secret: null });
}

/** The three parts as a process wires them, on the fake clock; their own timers never fire in the test (an hour apart). */
async function start() {
  const now = () => clock;
  let morning: MorningSync | null = null;
  const refreshes = createErpRefreshRunner({ events, openShopSystem: async () => shop, now });
  const feedSync = createFeedSyncScheduler({ events, log: silent, now, checkEveryMs: 3_600_000, mayRun: (c, d) => morning?.feedMaySync(c, d) ?? false });
  const pricing = createPricingService({ events, bus, log: silent, options: { chunkSize: 100, schedulerIntervalMs: 3_600_000, retryDelayMs: 3_600_000, now }, scheduledRunMayStart: (c, d) => morning?.runMayStart(c, d) ?? false });
  morning = createMorningSync({ events, log: silent, refreshes, feedSync, now, checkEveryMs: 3_600_000 });
  await pricing.start();
  await feedSync.start();
  for (let i = 0; i < 200 && !feedSync.isCaughtUp(); i++) await new Promise((r) => setTimeout(r, 10));
  stops.push(() => pricing.stop(), () => feedSync.stop(), () => refreshes.stop());
  return { morning, pricing, feedSync };
}

async function steps(date: string) {
  const state = fold(morningSyncDecider, (await events.readStream(streams.morningSync(companyId))).map((r) => toDomainEvent<MorningSyncEvent>(r)));
  return { refresh: morningStepOf(state, date, 'INPUTS_REFRESH'), run: morningStepOf(state, date, 'SCHEDULED_RUN'), feed: morningStepOf(state, date, 'FEED_SYNC') };
}

async function runEnded(runId: string) {
  for (let i = 0; i < 500; i++) {
    const types = (await events.readStream(streams.pricingRun(runId))).map((e) => e.type);
    if (types.includes('PricingRunCompleted') || types.includes('PricingRunFailed')) return types;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('the scheduled run did not end');
}

const feedSyncs = async () => (await events.readStream(streams.feedSync(companyId))).map((e) => (e.data as { syncedAt: string }).syncedAt);

beforeEach(() => {
  db = tempDatabasePath();
  events = createSqliteEventStore({ path: db.path });
  bus = createInProcessBus();
  erpFails = false;
  stops = [];
});
afterEach(async () => {
  for (const stop of stops) await stop();
  await bus.close();
  await events.close();
  db.remove();
});

describe('morning sync', () => {
  it('refreshes the inputs, then requests the scheduled run, then synchronises the feed — and records a failing ERP without skipping the next day', async () => {
    await seed({ scheduledRun: { enabled: true, time: '05:30' }, feedSyncTime: '06:30' });
    const { morning, pricing, feedSync } = await start();

    // Day 1, before the time: nothing.
    clock = new Date('2026-11-20T05:00:00Z');
    await morning.check();
    expect(await pricing.tick()).toBe(0);
    expect(await steps('2026-11-20')).toEqual({ refresh: null, run: null, feed: null });

    // The time: the run waits for the refresh; the ERP fails (500) — recorded with its status.
    clock = new Date('2026-11-20T05:31:00Z');
    erpFails = true;
    expect(await pricing.tick()).toBe(0);
    await morning.check();
    await morning.settled();
    expect((await steps('2026-11-20')).refresh).toMatchObject({ status: 'FAILED', code: 'ERP_UNAVAILABLE', statusCode: 500 });

    // The run goes on yesterday's data, and the feed waits for it.
    expect(await feedSync.syncDue()).toEqual([]);
    expect(await pricing.tick()).toBe(1);
    await runEnded(scheduledRunId(companyId, '2026-11-20'));
    clock = new Date('2026-11-20T05:40:00Z');
    await morning.check();
    expect((await steps('2026-11-20')).run).toMatchObject({ status: 'COMPLETED', refId: scheduledRunId(companyId, '2026-11-20') });
    expect((await steps('2026-11-20')).feed).toBeNull();

    // The feed at its time.
    clock = new Date('2026-11-20T06:31:00Z');
    await morning.check();
    expect((await steps('2026-11-20')).feed).toMatchObject({ status: 'COMPLETED' });
    expect(await feedSyncs()).toEqual(['2026-11-20T06:31:00.000Z']);

    // Day 2: the ERP answers again — the whole chain runs, in order.
    erpFails = false;
    clock = new Date('2026-11-21T05:30:00Z');
    expect(await pricing.tick()).toBe(0);
    await morning.check();
    await morning.settled();
    const day2 = await steps('2026-11-21');
    expect(day2.refresh).toMatchObject({ status: 'COMPLETED', refId: expect.any(String) });
    const refresh = (await events.readStream(streams.erpRefresh(day2.refresh!.refId!))).at(-1)!;
    expect(refresh.data).toMatchObject({ summary: { read: 2, created: 2, rejected: 0 } });
    // The output channels are read every morning too (after the inputs), also on the day the inputs failed.
    expect((await events.readAll()).filter((e) => e.type === 'ErpOutputChannelsRead')).toHaveLength(2);
    expect(await pricing.tick()).toBe(1);
    await runEnded(scheduledRunId(companyId, '2026-11-21'));
    clock = new Date('2026-11-21T06:45:00Z');
    await morning.check();
    await morning.check();
    expect(await steps('2026-11-21')).toMatchObject({ run: { status: 'COMPLETED' }, feed: { status: 'COMPLETED' } });
    expect(await feedSyncs()).toEqual(['2026-11-20T06:31:00.000Z', '2026-11-21T06:45:00.000Z']);

    // Order in the log: refresh ended before the run was requested, the run ended before the feed sync.
    const all = await events.readAll();
    const at = (type: string, pick: (data: Record<string, unknown>) => boolean = () => true) => all.findIndex((e) => e.type === type && pick(e.data as Record<string, unknown>));
    const day2Run = scheduledRunId(companyId, '2026-11-21');
    expect(at('ErpRefreshCompleted')).toBeLessThan(at('PricingRunRequested', (d) => d['runId'] === day2Run));
    expect(at('PricingRunCompleted', (d) => d['runId'] === day2Run)).toBeLessThan(all.findLastIndex((e) => e.type === 'FeedSynchronised'));
  });

  it('without a connection or scheduled runs: the steps are skipped, and the feed is synchronised at its time', async () => {
    await seed({ scheduledRun: { enabled: false, time: '05:30' }, feedSyncTime: '06:30' }, false);
    const { morning } = await start();
    clock = new Date('2026-11-20T06:00:00Z');
    await morning.check();
    expect(await steps('2026-11-20')).toEqual({ refresh: null, run: null, feed: null });
    clock = new Date('2026-11-20T06:30:00Z');
    await morning.check();
    await morning.settled();
    await morning.check();
    expect(await steps('2026-11-20')).toMatchObject({ refresh: { status: 'SKIPPED', code: 'NO_ERP_CONNECTION' }, run: { status: 'SKIPPED', code: 'SCHEDULED_RUN_OFF' }, feed: { status: 'COMPLETED' } });
    expect(await feedSyncs()).toEqual(['2026-11-20T06:30:00.000Z']);
  });

  it('a run that has not ended three hours after its time no longer holds up the feed', async () => {
    await seed({ scheduledRun: { enabled: true, time: '05:30' }, feedSyncTime: '06:30' });
    const { morning } = await start();
    clock = new Date('2026-11-20T05:30:00Z');
    await morning.check();
    await morning.settled();
    // The run is never requested (no tick of the run scheduler): the feed waits …
    clock = new Date('2026-11-20T07:00:00Z');
    await morning.check();
    expect(await feedSyncs()).toEqual([]);
    // … until three hours after the run's time.
    clock = new Date('2026-11-20T08:30:00Z');
    await morning.check();
    expect(await steps('2026-11-20')).toMatchObject({ run: { status: 'FAILED', code: 'RUN_NOT_FINISHED' }, feed: { status: 'COMPLETED' } });
    expect(await feedSyncs()).toEqual(['2026-11-20T08:30:00.000Z']);
  });
});
