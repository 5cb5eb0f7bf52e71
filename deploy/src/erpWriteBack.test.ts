/**
 * The write-back of confirmed prices (issue 15 item 7) against the demo Plenty over real HTTP:
 * written once per adjustment, failures recorded with the ERP's answer, retried, and — the crash
 * test — a writer killed between the ERP's answer and recording it, restarted: the demo Plenty
 * received each price once and the events say written once.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { streams } from '@pm/contracts/events';
import { adjustmentDecider } from '@pm/contracts/domain';
import { createSqliteEventStore, handleCommand, newId, type EventStore } from '@pm/platform';
import { createErpWriter, createPlentyAdapter, type ErpWriterHooks, type ShopSystem } from '@pm/pricing-service';
import { DEMO_SALES_PRICE, demoVariations, startDemoPlenty, type DemoPlenty } from '../demo-plenty/index.ts';
import { seedProposals } from './adjustmentSeed.ts';

const companyId = newId();
const channelId = newId();
const user = { userId: newId(), correlationId: newId() };
const variations = demoVariations();

class Crash extends Error {}

describe('write-back of confirmed prices to the demo Plenty', () => {
  let plenty: DemoPlenty;
  let events: EventStore;
  let shop: ShopSystem;
  const writer = (hooks?: ErpWriterHooks) =>
    createErpWriter({
      events,
      shopSystemOf: async () => shop,
      outputMappingOf: async () => (channel) => (channel === channelId ? { regularSalesPriceId: String(DEMO_SALES_PRICE.webshop), strikeSalesPriceId: String(DEMO_SALES_PRICE.webshopStrike) } : null),
      ...(hooks ? { hooks } : {}),
    });

  /** Proposals for the first `count` demo variations (new price 19.99, old 24.99: with a strike price), confirmed. */
  async function confirmed(count: number, offset = 0, newPrice = 19.99): Promise<string[]> {
    const products = variations.slice(offset, offset + count).map((v) => ({ productId: newId(), sku: v.number, name: v.name, oldPrice: 24.99, newPrice }));
    const { adjustmentIds } = await seedProposals(events, { companyId, channelId, channelName: 'Webshop', createChannel: false, products, requestedBy: user.userId });
    for (const id of adjustmentIds) await handleCommand(events, streams.adjustment(id), adjustmentDecider, { type: 'ConfirmAdjustment', companyId, userId: user.userId, at: new Date().toISOString() }, { companyId, userId: user.userId, correlationId: id, causationId: null });
    return adjustmentIds;
  }
  const typesOf = async (id: string) => (await events.readStream(streams.adjustment(id))).map((e) => e.type);

  beforeAll(async () => {
    plenty = await startDemoPlenty({ port: 0 });
    shop = createPlentyAdapter({ baseUrl: plenty.url, username: plenty.username, password: plenty.password, allowHosts: [new URL(plenty.url).host], maxRequestsPerSecond: Infinity });
  });
  afterAll(async () => {
    await plenty.stop();
  });
  beforeEach(() => {
    events = createSqliteEventStore({ path: ':memory:' });
    plenty.clearWrites();
  });
  afterEach(async () => {
    plenty.clearFailures();
    await events.close();
  });

  it('writes the regular and the strike price of each confirmed adjustment once, and records it', async () => {
    const ids = await confirmed(2);
    const summary = await writer().write(companyId, ids, user);
    expect(summary).toMatchObject({ written: 2, failed: 0, batches: 1 });
    expect(plenty.price(variations[0]!.id, DEMO_SALES_PRICE.webshop)).toBe(19.99);
    expect(plenty.price(variations[0]!.id, DEMO_SALES_PRICE.webshopStrike)).toBe(24.99);
    expect(plenty.writes().map((w) => [w.variationId, w.salesPriceId, w.price])).toEqual(
      expect.arrayContaining([[variations[0]!.id, DEMO_SALES_PRICE.webshop, 19.99], [variations[1]!.id, DEMO_SALES_PRICE.webshopStrike, 24.99]]),
    );
    for (const id of ids) expect(await typesOf(id)).toEqual(['AdjustmentProposed', 'AdjustmentConfirmed', 'ErpPriceWritten']);
    // Written is final: asking again sends nothing.
    const writes = plenty.writes().length;
    expect(await writer().write(companyId, ids, user)).toMatchObject({ written: 0, batches: 0 });
    expect(plenty.writes()).toHaveLength(writes);
  });

  it('writes only what was confirmed', async () => {
    const products = [{ productId: newId(), sku: variations[0]!.number, name: 'x', oldPrice: 24.99, newPrice: 9.99 }];
    const { adjustmentIds } = await seedProposals(events, { companyId, channelId, channelName: 'Webshop', createChannel: false, products, requestedBy: user.userId });
    expect(await writer().write(companyId, adjustmentIds, user)).toMatchObject({ written: 0, batches: 0 });
    expect(plenty.writes()).toEqual([]);
  });

  it('records the ERP’s refusal with its status and message, and writes it on a retry', async () => {
    const [id] = await confirmed(1);
    plenty.failNext({ failure: { kind: 'status', status: 500 }, pathPrefix: '/rest/items/variations/variation_sales_prices' });
    expect(await writer().write(companyId, [id!], user)).toMatchObject({ written: 0, failed: 1 });
    const failed = (await events.readStream(streams.adjustment(id!))).at(-1)!;
    expect(failed.type).toBe('ErpPriceWriteFailed');
    expect(failed.data).toMatchObject({ statusCode: 500, code: 'ERP_UNAVAILABLE' });
    // A failed write waits for a user: writing again does not send it.
    expect(await writer().write(companyId, [id!], user)).toMatchObject({ written: 0, failed: 0, batches: 0 });
    expect(await writer().retry(companyId, [id!], user)).toMatchObject({ written: 1 });
    expect(await typesOf(id!)).toEqual(['AdjustmentProposed', 'AdjustmentConfirmed', 'ErpPriceWriteFailed', 'ErpPriceWriteRetried', 'ErpPriceWritten']);
    await expect(writer().retry(companyId, [id!], user)).rejects.toMatchObject({ code: 'ERP_WRITE_NOT_FAILED' });
  });

  it('fails an adjustment of an unmapped channel or an unknown SKU without calling the ERP for it', async () => {
    const products = [{ productId: newId(), sku: 'NOT-IN-PLENTY', name: 'x', oldPrice: null, newPrice: 9.99 }];
    const { adjustmentIds } = await seedProposals(events, { companyId, channelId, channelName: 'Webshop', createChannel: false, products, requestedBy: user.userId });
    const other = await seedProposals(events, { companyId, channelId: newId(), channelName: 'Amazon', createChannel: false, products: [{ productId: newId(), sku: variations[0]!.number, name: 'x', oldPrice: null, newPrice: 9.99 }], requestedBy: user.userId });
    for (const id of [...adjustmentIds, ...other.adjustmentIds]) await handleCommand(events, streams.adjustment(id), adjustmentDecider, { type: 'ConfirmAdjustment', companyId, userId: user.userId, at: new Date().toISOString() }, { companyId, userId: user.userId, correlationId: id, causationId: null });
    expect(await writer().write(companyId, [...adjustmentIds, ...other.adjustmentIds], user)).toMatchObject({ failed: 2, batches: 0 });
    expect((await events.readStream(streams.adjustment(adjustmentIds[0]!))).at(-1)?.data).toMatchObject({ code: 'ERP_VARIATION_NOT_FOUND' });
    expect((await events.readStream(streams.adjustment(other.adjustmentIds[0]!))).at(-1)?.data).toMatchObject({ code: 'ERP_OUTPUT_MAPPING_MISSING' });
    expect(plenty.writes()).toEqual([]);
  });

  it('crash between the ERP’s answer and recording it: after a restart the prices are not sent again and are recorded written once', async () => {
    const ids = await confirmed(3);
    const crashing = writer({ afterErpAnswer: () => Promise.reject(new Crash('killed')) });
    await expect(crashing.write(companyId, ids, user)).rejects.toBeInstanceOf(Crash);
    const sent = plenty.writes().length;
    expect(sent).toBe(6);
    for (const id of ids) expect(await typesOf(id)).toEqual(['AdjustmentProposed', 'AdjustmentConfirmed']);

    // Restart: a new writer (nothing kept in memory) reconciles the open batch from the ERP's prices.
    const summary = await writer().write(companyId, ids, user);
    expect(summary).toMatchObject({ reconciled: 3, written: 0, failed: 0 });
    expect(plenty.writes()).toHaveLength(sent);
    for (const id of ids) {
      const stream = await events.readStream(streams.adjustment(id));
      expect(stream.filter((e) => e.type === 'ErpPriceWritten')).toHaveLength(1);
      expect(stream.at(-1)?.data).toMatchObject({ reconciled: true });
    }
    const ledger = (await events.readStream(streams.erpWriteBack(companyId))).map((e) => e.type);
    expect(ledger).toEqual(['ErpWriteBatchPlanned', 'ErpWriteBatchRecorded']);
    // Each price is in the ERP's recorded writes exactly once.
    const keys = plenty.writes().map((w) => `${w.variationId}/${w.salesPriceId}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('crash after planning, before the ERP was called: the restart sends the batch (once) and records it', async () => {
    const ids = await confirmed(2, 5, 17.49);
    // The planned batch with no call: the ERP refuses the connection, as a process dying right after planning leaves it.
    const dying = writer({ afterErpAnswer: () => Promise.reject(new Crash('killed')) });
    plenty.failNext({ failure: { kind: 'status', status: 503 }, pathPrefix: '/rest/items/variations/variation_sales_prices', times: 1 });
    await expect(dying.write(companyId, ids, user)).rejects.toBeInstanceOf(Crash);
    expect(plenty.writes()).toEqual([]);
    const summary = await writer().write(companyId, ids, user);
    expect(summary).toMatchObject({ reconciled: 0, written: 2 });
    expect(plenty.writes()).toHaveLength(4);
    expect(plenty.price(variations[5]!.id, DEMO_SALES_PRICE.webshop)).toBe(17.49);
    for (const id of ids) expect((await typesOf(id)).filter((t) => t === 'ErpPriceWritten')).toHaveLength(1);
  });

  it('a crash after some adjustments were recorded: the restart only closes the batch', async () => {
    const ids = await confirmed(2, 10);
    let recorded = 0;
    const original = events.append.bind(events);
    // The process dies right after the first adjustment's outcome was appended.
    events.append = async (streamId, list, expected) => {
      const result = await original(streamId, list, expected);
      if (list.some((e) => e.type === 'ErpPriceWritten') && ++recorded === 1) throw new Crash('killed');
      return result;
    };
    await expect(writer().write(companyId, ids, user)).rejects.toBeInstanceOf(Crash);
    events.append = original;
    const sent = plenty.writes().length;
    await writer().write(companyId, ids, user);
    expect(plenty.writes()).toHaveLength(sent);
    for (const id of ids) expect((await typesOf(id)).filter((t) => t === 'ErpPriceWritten')).toHaveLength(1);
    expect((await events.readStream(streams.erpWriteBack(companyId))).map((e) => e.type)).toEqual(['ErpWriteBatchPlanned', 'ErpWriteBatchRecorded']);
  });
});
