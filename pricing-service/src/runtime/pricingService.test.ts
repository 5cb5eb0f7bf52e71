/**
 * The pricing runtime on an SQLite event store and the in-process bus: a requested run is
 * started, computed in chunks with live progress, its proposals and outcomes appended with the
 * run as correlation; a later run supersedes pending proposals; a process that dies half-way
 * through a run leaves it to the next start, which finishes it without duplicates.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { streams, subjects } from '@pm/contracts/events';
import { requestPricingRun } from '../runs/requestPricingRun.ts';
import { createInProcessBus, createSqliteEventStore, newId, toEventToAppend, type Bus, type EventStore, type RecordedEvent } from '@pm/platform';
import { tempDatabasePath } from '@pm/platform/testing';
import { channelFields, productFields, ruleFields } from '../view/testEvents.ts';
import { adjustmentIdOf } from '../runs/runWorker.ts';
import { createPricingService, type PricingOptions } from './pricingService.ts';

const silent = { info: () => {}, warn: () => {}, error: () => {} };
const companyId = '01a202fa-b1d3-742b-8831-a2f80152650f';
const channelId = 'ch1';
const options: Partial<PricingOptions> = { chunkSize: 1, schedulerIntervalMs: 3_600_000, retryDelayMs: 3_600_000 };

let db: ReturnType<typeof tempDatabasePath>;
let events: EventStore;
let bus: Bus;

beforeEach(() => {
  db = tempDatabasePath();
  events = createSqliteEventStore({ path: db.path });
  bus = createInProcessBus();
});
afterEach(async () => {
  await bus.close();
  await events.close();
  db.remove();
});

const context = { companyId, userId: 'service:test', correlationId: newId(), causationId: null };
const write = (streamId: string, type: string, data: unknown) => events.append(streamId, [toEventToAppend({ type, data }, context)]);
const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();

/**
 * Three products (A and B with a competitor price, C without), one channel, one rule "1 % below the
 * cheapest, margin ≥ 15 %". Sales prices of 105: the proposals stay inside the default guardrails
 * (at most 20 % change) that a company without guardrail settings has.
 */
async function seed(): Promise<void> {
  await write(streams.source('s1'), 'SourceRegistered', { sourceId: 's1', fields: { name: 'Bergsport', hostname: 'bergsport.demo.test', kind: 'STORE', shippingCostModel: 'ALWAYS_FREE', scrapeFrequency: 'DAILY', scrapingEnabled: true, crawler: 'crawlee-cheerio-crawler' } });
  for (const [productId, sku, price] of [['pA', 'A-1', '99.90'], ['pB', 'B-2', '89.90'], ['pC', 'C-3', null]] as const) {
    await write(streams.product(productId), 'ProductCreated', { productId, companyId, fields: productFields(sku, { pricing: { de: { salesPrice: 105, vatRate: 19, inStock: true } } }) });
    if (!price) continue;
    const urlId = `u-${productId}`;
    await write(streams.product(productId), 'CompetitorUrlAdded', { productId, urlId, url: `https://bergsport.demo.test/${sku}`, sourceId: 's1', sourceKind: 'STORE', offerType: 'COMPETITOR_OFFER' });
    await write(streams.offer(urlId), 'OfferObserved', { urlId, productId, companyId, sourceId: 's1', jobId: newId(), observedAt: hoursAgo(1), pageStatus: 'OK', offer: { price, currency: 'EUR', availability: 'InStock' }, plausibility: 'ACCEPTED', flagReason: null, comparedWith: null });
  }
  await write(streams.pricingSettings(companyId), 'SalesChannelCreated', { companyId, channelId, fields: channelFields() });
  await write(streams.priceRules(companyId), 'PriceRuleCreated', { companyId, ruleId: 'r1', position: 1, fields: ruleFields(channelId) });
}

const runStream = (runId: string) => events.readStream(streams.pricingRun(runId));
async function finished(runId: string): Promise<RecordedEvent[]> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const recorded = await runStream(runId);
    if (recorded.some((e) => e.type === 'PricingRunCompleted' || e.type === 'PricingRunFailed')) return recorded;
    if (Date.now() > deadline) throw new Error(`run not finished: ${recorded.map((e) => e.type).join(', ')}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
const request = (runId: string) => requestPricingRun(events, { companyId, runId, trigger: 'USER', requestedBy: 'u1', now: new Date() }, { companyId, userId: 'u1', correlationId: newId(), causationId: null });
const ofType = async (type: string) => (await events.readAll()).filter((e) => e.type === type);

describe('pricing runtime', () => {
  it('runs a requested run: started, proposals, outcomes, completed, with progress and the run as correlation', async () => {
    await seed();
    const progress: unknown[] = [];
    await bus.subscribe(subjects.live(companyId), (message) => void progress.push(message));
    const lines: { obj: Record<string, unknown>; msg: string | undefined }[] = [];
    const log = { ...silent, info: (obj: unknown, msg?: string) => void lines.push({ obj: obj as Record<string, unknown>, msg }) };
    const service = createPricingService({ events, bus, log, options });
    await service.start();
    const runId = newId();
    await request(runId);
    const recorded = await finished(runId);
    await service.stop();
    // The worker's line carries the run's correlation id and the request's.
    expect(lines.filter((line) => line.msg === 'pricing run completed')).toEqual([
      { msg: 'pricing run completed', obj: expect.objectContaining({ correlationId: runId, runId, companyId, requestCorrelationId: recorded[0]?.metadata.correlationId, products: 3, proposals: 2 }) },
    ]);

    expect(recorded.map((e) => e.type)).toEqual(['PricingRunRequested', 'PricingRunStarted', 'PricingRunOutcomesRecorded', 'PricingRunOutcomesRecorded', 'PricingRunOutcomesRecorded', 'PricingRunCompleted']);
    const [requested, started] = recorded;
    expect(started?.data).toMatchObject({ productCount: 3, channelCount: 1, ruleCount: 1, channels: [{ channelId, name: 'Shop DE' }], rules: [{ ruleId: 'r1', position: 1 }] });
    for (const event of recorded.slice(1)) expect(event.metadata).toMatchObject({ correlationId: runId, causationId: requested?.id, userId: 'pricing-service', companyId });
    const completed = recorded.at(-1)?.data as { counts: Record<string, number>; proposals: number; unmatched: number };
    expect(completed.counts).toEqual({ EXECUTED: 2, OVERWRITTEN: 0, ERROR: 1, TARGET_FULFILLED: 0, CONSTRAINTS_NOT_MET: 0 });
    expect(completed.proposals).toBe(2);

    const proposed = await ofType('AdjustmentProposed');
    expect(proposed.map((e) => [e.streamId, (e.data as { sku: string }).sku, (e.data as { newPrice: number }).newPrice])).toEqual([
      [streams.adjustment(adjustmentIdOf(runId, 'pA', channelId)), 'A-1', 98.9],
      [streams.adjustment(adjustmentIdOf(runId, 'pB', channelId)), 'B-2', 89],
    ]);
    expect(proposed[0]?.metadata).toMatchObject({ correlationId: runId, causationId: requested?.id });
    const outcomes = recorded.filter((e) => e.type === 'PricingRunOutcomesRecorded').flatMap((e) => (e.data as { outcomes: { sku: string; outcome: string; reason: string | null }[] }).outcomes);
    expect(outcomes.find((o) => o.sku === 'C-3')).toMatchObject({ outcome: 'ERROR', reason: 'NO_COMPETITOR_PRICE' });
    expect(progress).toContainEqual({ type: 'progress', topic: 'pricing-run', data: { runId, done: 3, total: 3 } });
  });

  it('supersedes the pending proposals of an earlier run, never a confirmed one', async () => {
    await seed();
    const service = createPricingService({ events, bus, log: silent, options });
    await service.start();
    const first = newId();
    await request(first);
    await finished(first);
    const confirmedId = adjustmentIdOf(first, 'pB', channelId);
    await write(streams.adjustment(confirmedId), 'AdjustmentConfirmed', { adjustmentId: confirmedId, companyId, confirmedBy: 'u1', confirmedAt: new Date().toISOString() });
    const second = newId();
    await request(second);
    await finished(second);
    await service.stop();

    const discarded = await ofType('AdjustmentDiscarded');
    expect(discarded.map((e) => e.data)).toEqual([expect.objectContaining({ adjustmentId: adjustmentIdOf(first, 'pA', channelId), reason: 'SUPERSEDED', discardedBy: 'pricing-service' })]);
    // pB's confirmed price is its current price now: the second run finds its target fulfilled instead of proposing it again.
    expect((await ofType('AdjustmentProposed')).length).toBe(3);
    const secondOutcomes = (await ofType('PricingRunOutcomesRecorded')).flatMap((e) => (e.data as { runId: string; outcomes: { productId: string; outcome: string; reason: string | null }[] }).runId === second ? (e.data as { outcomes: { productId: string; outcome: string; reason: string | null }[] }).outcomes : []);
    expect(secondOutcomes.find((o) => o.productId === 'pB')).toMatchObject({ outcome: 'TARGET_FULFILLED', reason: 'PRICE_UNCHANGED' });
  });

  it('refuses a second run while one is open, and a run of a company without sales channels', async () => {
    await seed();
    await request(newId());
    await expect(request(newId())).rejects.toMatchObject({ code: 'PRICING_RUN_IN_PROGRESS' });
    const other = newId();
    await expect(requestPricingRun(events, { companyId: other, runId: newId(), trigger: 'USER', requestedBy: 'u1', now: new Date() }, { companyId: other, userId: 'u1', correlationId: newId(), causationId: null })).rejects.toMatchObject({ code: 'NO_SALES_CHANNELS' });
  });

  it('requests the scheduled run once a day at the set time, once even when asked again', async () => {
    await seed();
    await write(streams.pricingSettings(companyId), 'EngineSettingsSet', { companyId, settings: { maxOfferAgeHours: 48, scheduledRun: { enabled: true, time: '05:30' }, feedSyncTime: '06:30', timeZone: 'UTC' } });
    const at = new Date(`${new Date().toISOString().slice(0, 10)}T05:31:00.000Z`);
    const service = createPricingService({ events, bus, log: silent, options: { ...options, now: () => at } });
    await service.start();
    expect(await service.tick()).toBe(1);
    const [requested] = await ofType('PricingRunRequested');
    expect(requested?.data).toMatchObject({ trigger: 'SCHEDULE', requestedBy: 'scheduler' });
    const runId = (requested?.data as { runId: string }).runId;
    expect((await finished(runId)).at(-1)?.type).toBe('PricingRunCompleted');
    expect(await service.tick()).toBe(0);
    await service.stop();
    expect(await ofType('PricingRunRequested')).toHaveLength(1);
  });

  it('finishes a run a dead process left half-way, without duplicate proposals or outcomes', async () => {
    await seed();
    // The first process dies after four writes: Started, A's proposal, A's outcomes, B's proposal.
    let appends = 0;
    let died: () => void = () => {};
    const death = new Promise<void>((resolve) => (died = resolve));
    const dying: EventStore = {
      kind: events.kind,
      append: async (...args) => {
        if (args[0].startsWith('pricingrun-') || args[0].startsWith('adjustment-')) {
          if (appends >= 4) {
            died();
            throw new Error('process died');
          }
          appends++;
        }
        return events.append(...args);
      },
      readStream: (...args) => events.readStream(...args),
      readEvent: (...args) => events.readEvent(...args),
      streamRevision: (...args) => events.streamRevision(...args),
      readAll: (...args) => events.readAll(...args),
      headPosition: () => events.headPosition(),
      subscribeToAll: (...args) => events.subscribeToAll(...args),
      close: async () => {},
    };
    const first = createPricingService({ events: dying, bus, log: silent, options });
    await first.start();
    const runId = newId();
    await request(runId);
    await death;
    await first.stop();
    expect((await runStream(runId)).map((e) => e.type)).toEqual(['PricingRunRequested', 'PricingRunStarted', 'PricingRunOutcomesRecorded']);

    // Restart: a new process (and bus) enqueues the open run again and finishes it.
    const restartedBus = createInProcessBus();
    const second = createPricingService({ events, bus: restartedBus, log: silent, options });
    await second.start();
    const recorded = await finished(runId);
    await second.stop();
    await restartedBus.close();

    expect(recorded.filter((e) => e.type === 'PricingRunStarted')).toHaveLength(1);
    const outcomes = recorded.filter((e) => e.type === 'PricingRunOutcomesRecorded').flatMap((e) => (e.data as { outcomes: { sku: string; adjustmentId: string | null }[] }).outcomes);
    expect(outcomes.map((o) => o.sku)).toEqual(['A-1', 'B-2', 'C-3']);
    expect(outcomes[1]?.adjustmentId).toBe(adjustmentIdOf(runId, 'pB', channelId));
    expect((await ofType('AdjustmentProposed')).map((e) => e.streamId)).toEqual([streams.adjustment(adjustmentIdOf(runId, 'pA', channelId)), streams.adjustment(adjustmentIdOf(runId, 'pB', channelId))]);
    expect(recorded.at(-1)?.data).toMatchObject({ counts: { EXECUTED: 2, ERROR: 1 }, proposals: 2 });
  });
});
