/**
 * The ERP connection's and the write-back's routes through `app.inject` (issue 15), against the
 * demo Plenty started in-process over real HTTP: save (the secret never answered), test the
 * connection (ok; the ERP failing 401, 500 or too slowly), refresh inputs end to end (products gain
 * purchase prices, stock and custom values; rejected rows counted with reasons; a failing ERP
 * leaves the previous data), one refresh at a time, write confirmed prices (and retry a failed
 * write), and who may do what.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_INPUT_MAPPING, adjustmentDecider, fold, productDecider, skuDecider } from '@pm/contracts/domain';
import { streams, type ProductEvent, type SkuReservationEvent } from '@pm/contracts/events';
import { createHttpApp, createSqliteEventStore, handleCommand, installAuth, newId, registerApiNotFound, toDomainEvent, type Actor, type EventStore } from '@pm/platform';
import { tempDatabasePath, testAuth } from '@pm/platform/testing';
import { createErpSetup, hostOf, registerDataMappingRoutes, registerErpWriteRoutes, registerPricingRoutes, emptyPricingView, type ErpSetup } from '@pm/pricing-service';
import type { FastifyInstance } from 'fastify';
import { DEMO_SALES_PRICE, demoVariations, startDemoPlenty, type DemoPlenty, type DemoPlentyVariation } from '../demo-plenty/index.ts';
import { seedProposals } from './adjustmentSeed.ts';

const companyId = newId();
const otherCompany = newId();
const channelId = newId();
const actors: Record<string, Actor> = {
  viewer: { userId: newId(), companyId, email: 'viewer@example.com', role: 'COMPANY_VIEWER', isAdmin: false },
  maintainer: { userId: newId(), companyId, email: 'maint@example.com', role: 'COMPANY_MAINTAINER', isAdmin: false },
  admin: { userId: newId(), companyId, email: 'admin@example.com', role: 'COMPANY_ADMIN', isAdmin: false },
};
const SECRET_KEY = Buffer.alloc(32, 7).toString('base64');
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** The demo company's variations plus rows a refresh must reject: no SKU, a SKU twice, a barcode that is no GTIN. */
function plentyRows(): DemoPlentyVariation[] {
  const rows = demoVariations();
  const first = rows[0]!;
  const extra = (id: number, number: string, barcode: string): DemoPlentyVariation => ({ ...first, id, itemId: id, number, name: `Zeile ${id}`, barcodes: [{ barcodeId: 1, code: barcode }], salesPrices: new Map(first.salesPrices), stock: [{ warehouseId: 1, netStock: 1 }], properties: { Saison: 'Sommer' } });
  return [...rows, extra(9001, '', '4006381333931'), extra(9002, first.number, '4006381333931'), extra(9003, 'BAD-GTIN', '123')];
}

describe('ERP routes against the demo Plenty', () => {
  let app: FastifyInstance;
  let events: EventStore;
  let plenty: DemoPlenty;
  let erp: ErpSetup;
  let db: ReturnType<typeof tempDatabasePath>;
  const auth = testAuth(Object.values(actors));
  const rows = plentyRows();
  const demo = rows.slice(0, 24);

  beforeAll(async () => {
    plenty = await startDemoPlenty({ port: 0, variations: rows });
    db = tempDatabasePath();
    events = createSqliteEventStore({ path: db.path });
    erp = createErpSetup({
      events,
      secretKey: SECRET_KEY,
      allowHosts: [hostOf(plenty.url)],
      log: silent,
      // Short limits: a slow ERP is a timeout within the test; no pacing between calls.
      access: { plenty: { timeoutMs: 500, maxRequestsPerSecond: Infinity, maxBackoffMs: 10, maxRateLimitRetries: 0 } },
    });
    app = await createHttpApp({ logLevel: 'silent', bodyLimit: 1_000_000, version: '1.0.0' });
    installAuth(app, auth.authenticator);
    registerPricingRoutes(app, { view: emptyPricingView(), isReady: () => true, events, erp });
    registerDataMappingRoutes(app, { events, openShopSystem: erp.openShopSystem });
    registerErpWriteRoutes(app, erp.writeBack);
    registerApiNotFound(app);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await erp.refreshes.stop();
    await erp.writeBack.stop();
    await plenty.stop();
    await events.close();
    db.remove();
  });
  afterEach(() => {
    plenty.clearFailures();
  });

  const call = async (method: 'GET' | 'PUT' | 'POST', url: string, who: keyof typeof actors | null, payload?: unknown) => {
    const response = await app.inject({ method, url, ...(payload === undefined ? {} : { payload: payload as object }), headers: who ? await auth.headers(actors[who]!.userId) : {} });
    return { status: response.statusCode, body: response.json(), text: response.body };
  };
  const base = `/api/company/${companyId}`;
  const connect = (secret = plenty.password) => call('PUT', `${base}/erp/connection`, 'admin', { system: 'PLENTY', url: plenty.url, username: plenty.username, secret });

  async function productBySku(sku: string) {
    const holder = fold(skuDecider, (await events.readStream(streams.productSku(companyId, sku))).map((r) => toDomainEvent<SkuReservationEvent>(r))).productId;
    if (!holder) return null;
    return fold(productDecider, (await events.readStream(streams.product(holder))).map((r) => toDomainEvent<ProductEvent>(r))).fields;
  }
  async function refresh(who: keyof typeof actors = 'maintainer') {
    const started = await call('POST', `${base}/erp/refreshes`, who, { kind: 'INPUTS' });
    expect(started.status).toBe(202);
    await erp.refreshes.settled(companyId);
    const stream = await events.readStream(streams.erpRefresh(started.body.refreshId));
    return stream.at(-1)!;
  }

  it('refuses a refresh and the write-back before a connection is saved', async () => {
    expect(await call('POST', `${base}/erp/refreshes`, 'admin', { kind: 'INPUTS' })).toMatchObject({ status: 409, body: { code: 'ERP_CONNECTION_MISSING' } });
    expect(await call('POST', `${base}/erp/connection/test`, 'admin')).toMatchObject({ body: { code: 'ERP_CONNECTION_MISSING' } });
  });

  it('saves the connection for an admin; the secret is sealed, never answered, and kept when not sent again', async () => {
    const saved = await connect();
    expect(saved.status).toBe(200);
    expect(saved.text).not.toContain(plenty.password);
    const recorded = JSON.stringify((await events.readStream(streams.erpConnection(companyId))).map((e) => e.data));
    expect(recorded).not.toContain(plenty.password);
    // Saving the address again without a secret keeps the saved one: the test still signs in.
    expect((await call('PUT', `${base}/erp/connection`, 'admin', { system: 'PLENTY', url: plenty.url, username: plenty.username })).status).toBe(200);
    expect(await call('POST', `${base}/erp/connection/test`, 'admin')).toMatchObject({ status: 200, body: { ok: true, code: null, statusCode: null } });
  });

  it('refuses the viewer and maintainers the settings, and another company altogether, before anything is written', async () => {
    const before = await events.headPosition();
    const body = { system: 'PLENTY', url: plenty.url, username: 'x', secret: 'y' };
    expect(await call('PUT', `${base}/erp/connection`, 'viewer', body)).toMatchObject({ status: 403, body: { code: 'ROLE_NOT_ALLOWED' } });
    expect(await call('PUT', `${base}/erp/connection`, 'maintainer', body)).toMatchObject({ status: 403, body: { code: 'ROLE_NOT_ALLOWED' } });
    expect(await call('POST', `${base}/erp/connection/test`, 'maintainer')).toMatchObject({ status: 403, body: { code: 'ROLE_NOT_ALLOWED' } });
    expect(await call('POST', `${base}/erp/refreshes`, 'viewer', { kind: 'INPUTS' })).toMatchObject({ status: 403, body: { code: 'ROLE_NOT_ALLOWED' } });
    expect(await call('PUT', `/api/company/${otherCompany}/erp/connection`, 'admin', body)).toMatchObject({ status: 403, body: { code: 'OTHER_COMPANY' } });
    expect(await call('POST', `/api/company/${otherCompany}/erp/refreshes`, 'admin', { kind: 'INPUTS' })).toMatchObject({ status: 403, body: { code: 'OTHER_COMPANY' } });
    expect(await call('PUT', `${base}/erp/connection`, null, body)).toMatchObject({ status: 401 });
    expect(await events.headPosition()).toBe(before);
  });

  it('tells a failing connection test by the ERP’s status: 401 wrong credentials, 500 the ERP down, too slow a timeout', async () => {
    plenty.failNext({ failure: { kind: 'status', status: 401 }, times: null });
    expect((await call('POST', `${base}/erp/connection/test`, 'admin')).body).toMatchObject({ ok: false, code: 'ERP_UNAUTHORIZED', statusCode: 401 });
    plenty.clearFailures();
    plenty.failNext({ failure: { kind: 'status', status: 500 }, times: null });
    expect((await call('POST', `${base}/erp/connection/test`, 'admin')).body).toMatchObject({ ok: false, code: 'ERP_UNAVAILABLE', statusCode: 500 });
    plenty.clearFailures();
    plenty.failNext({ failure: { kind: 'slow', delayMs: 2_000 }, times: null });
    expect((await call('POST', `${base}/erp/connection/test`, 'admin')).body).toMatchObject({ ok: false, code: 'ERP_TIMEOUT' });
    plenty.clearFailures();
    // A wrong password saved: the ERP refuses the sign-in.
    await connect('not-the-password');
    expect((await call('POST', `${base}/erp/connection/test`, 'admin')).body).toMatchObject({ ok: false, code: 'ERP_UNAUTHORIZED', statusCode: 401 });
    await connect();
    expect((await call('POST', `${base}/erp/connection/test`, 'admin')).body).toMatchObject({ ok: true });
  });

  it('refreshes inputs: products gain purchase prices, stock and custom values; bad rows are counted with their reasons', async () => {
    expect((await call('PUT', `${base}/data-mapping/custom-values`, 'admin', { definitions: [{ key: 'season', label: 'Saison', dataType: 'TEXT' }] })).status).toBe(200);
    const mapping = { ...DEFAULT_INPUT_MAPPING, rows: [...DEFAULT_INPUT_MAPPING.rows, { source: 'property:Saison', target: { kind: 'customValue', key: 'season' }, dataType: 'TEXT', numberFormat: 'DOT' }] };
    expect((await call('PUT', `${base}/data-mapping/input`, 'admin', { mapping })).status).toBe(200);

    const completed = await refresh();
    expect(completed.type).toBe('ErpRefreshCompleted');
    const data = completed.data as { summary: { read: number; created: number; rejected: number }; rejectedRows: { code: string; sku: string | null }[] };
    expect(data.summary).toMatchObject({ read: rows.length, created: 24, updated: 0, rejected: 3 });
    expect(data.rejectedRows.map((r) => r.code).sort()).toEqual(['INVALID_GTIN', 'SKU_DUPLICATE', 'SKU_MISSING'].sort());

    for (const variation of demo.slice(0, 5)) {
      const product = await productBySku(variation.number);
      expect(product).toMatchObject({
        name: variation.name,
        gtin: variation.barcodes[0]!.code,
        purchasePrice: variation.purchasePrice,
        stockQuantity: variation.stock.reduce((sum, s) => sum + s.netStock, 0),
        customValues: { season: variation.properties['Saison'] },
      });
    }
    expect(await productBySku('BAD-GTIN')).toBeNull();

    // The same data again: nothing changes.
    const again = await refresh('admin');
    expect((again.data as { summary: unknown }).summary).toMatchObject({ created: 0, updated: 0, unchanged: 24, rejected: 3 });
  });

  it('a refresh the ERP fails (500 while reading) is recorded with its status and leaves the previous data', async () => {
    const before = await productBySku(demo[0]!.number);
    plenty.failNext({ failure: { kind: 'status', status: 500 }, pathPrefix: '/rest/items', times: null });
    const failed = await refresh();
    expect(failed.type).toBe('ErpRefreshFailed');
    expect(failed.data).toMatchObject({ code: 'ERP_UNAVAILABLE', statusCode: 500 });
    expect(await productBySku(demo[0]!.number)).toEqual(before);
  });

  it('runs one refresh per company at a time: a second start answers 409 ERP_REFRESH_RUNNING', async () => {
    plenty.failNext({ failure: { kind: 'slow', delayMs: 300 }, pathPrefix: '/rest/items', times: 1 });
    const first = await call('POST', `${base}/erp/refreshes`, 'admin', { kind: 'INPUTS' });
    expect(first.status).toBe(202);
    expect(await call('POST', `${base}/erp/refreshes`, 'maintainer', { kind: 'OUTPUT_CHANNELS' })).toMatchObject({ status: 409, body: { code: 'ERP_REFRESH_RUNNING' } });
    await erp.refreshes.settled(companyId);
    const channels = await call('POST', `${base}/erp/refreshes`, 'maintainer', { kind: 'OUTPUT_CHANNELS' });
    expect(channels.status).toBe(202);
    await erp.refreshes.settled(companyId);
    const last = (await events.readStream(streams.erpRefresh(channels.body.refreshId))).map((e) => e.type);
    expect(last).toEqual(['ErpRefreshStarted', 'ErpOutputChannelsRead', 'ErpRefreshCompleted']);
  });

  describe('write-back', () => {
    const adjustmentsFor = async (count: number, offset: number, newPrice: number) => {
      const products = demo.slice(offset, offset + count).map((v) => ({ productId: newId(), sku: v.number, name: v.name, oldPrice: 49.99, newPrice }));
      const { adjustmentIds } = await seedProposals(events, { companyId, channelId, channelName: 'Webshop', createChannel: offset === 0, products, requestedBy: actors.admin!.userId });
      for (const id of adjustmentIds) {
        await handleCommand(events, streams.adjustment(id), adjustmentDecider, { type: 'ConfirmAdjustment', companyId, userId: actors.admin!.userId, at: new Date().toISOString() }, { companyId, userId: actors.admin!.userId, correlationId: id, causationId: null });
      }
      return adjustmentIds;
    };
    const typesOf = async (id: string) => (await events.readStream(streams.adjustment(id))).map((e) => e.type);

    it('writes confirmed prices to the sales prices the output mapping names, once', async () => {
      const ids = await adjustmentsFor(2, 0, 39.99);
      expect(await call('PUT', `${base}/data-mapping/output`, 'admin', { mapping: { channels: [{ channelId, regularSalesPriceId: String(DEMO_SALES_PRICE.webshop), strikeSalesPriceId: String(DEMO_SALES_PRICE.webshopStrike) }] } })).toMatchObject({ status: 200 });
      expect(await call('GET', `${base}/erp/write-back`, 'viewer')).toMatchObject({ status: 200, body: { mode: 'ON_DEMAND' } });
      plenty.clearWrites();
      expect(await call('POST', `${base}/erp/write-back/write-now`, 'maintainer', { adjustmentIds: ids })).toMatchObject({ status: 200, body: { written: 2, failed: 0 } });
      expect(plenty.price(demo[0]!.id, DEMO_SALES_PRICE.webshop)).toBe(39.99);
      expect(plenty.price(demo[0]!.id, DEMO_SALES_PRICE.webshopStrike)).toBe(49.99);
      expect(plenty.writes()).toHaveLength(4);
      for (const id of ids) expect(await typesOf(id)).toEqual(['AdjustmentProposed', 'AdjustmentConfirmed', 'ErpPriceWritten']);
      // Written once: asking again sends nothing.
      expect((await call('POST', `${base}/erp/write-back/write-now`, 'admin', { adjustmentIds: ids })).body).toMatchObject({ written: 0, batches: 0 });
      expect(plenty.writes()).toHaveLength(4);
    });

    it('records the ERP’s refusal with its status; a retry writes it', async () => {
      const [id] = await adjustmentsFor(1, 2, 29.99);
      plenty.failNext({ failure: { kind: 'status', status: 500 }, pathPrefix: '/rest/items/variations/variation_sales_prices', times: null });
      expect((await call('POST', `${base}/erp/write-back/write-now`, 'admin', { adjustmentIds: [id] })).body).toMatchObject({ written: 0, failed: 1 });
      expect((await events.readStream(streams.adjustment(id!))).at(-1)).toMatchObject({ type: 'ErpPriceWriteFailed', data: { statusCode: 500, code: 'ERP_UNAVAILABLE' } });
      plenty.clearFailures();
      expect(await call('POST', `${base}/erp/write-back/retry`, 'viewer', { adjustmentIds: [id] })).toMatchObject({ status: 403, body: { code: 'ROLE_NOT_ALLOWED' } });
      expect(await call('POST', `${base}/erp/write-back/retry`, 'maintainer', { adjustmentIds: [id] })).toMatchObject({ status: 200, body: { written: 1 } });
      expect(plenty.price(demo[2]!.id, DEMO_SALES_PRICE.webshop)).toBe(29.99);
      expect(await call('POST', `${base}/erp/write-back/retry`, 'admin', { adjustmentIds: [id] })).toMatchObject({ status: 409, body: { code: 'ERP_WRITE_NOT_FAILED' } });
    });

    it('lets only admins set the mode, and refuses the viewer writes and other companies', async () => {
      const before = await events.headPosition();
      expect(await call('PUT', `${base}/erp/write-back/mode`, 'maintainer', { mode: 'AUTOMATIC' })).toMatchObject({ status: 403, body: { code: 'ROLE_NOT_ALLOWED' } });
      expect(await call('POST', `${base}/erp/write-back/write-now`, 'viewer', {})).toMatchObject({ status: 403, body: { code: 'ROLE_NOT_ALLOWED' } });
      expect(await call('POST', `/api/company/${otherCompany}/erp/write-back/write-now`, 'admin', {})).toMatchObject({ status: 403, body: { code: 'OTHER_COMPANY' } });
      expect(await call('GET', `/api/company/${otherCompany}/erp/write-back`, 'admin')).toMatchObject({ status: 403, body: { code: 'OTHER_COMPANY' } });
      expect(await events.headPosition()).toBe(before);
      expect(await call('PUT', `${base}/erp/write-back/mode`, 'admin', { mode: 'AUTOMATIC' })).toMatchObject({ status: 200 });
      expect((await events.readStream(streams.erpWriteBack(companyId))).at(-1)).toMatchObject({ type: 'ErpWriteModeSet', data: { mode: 'AUTOMATIC' } });
    });
  });
});
