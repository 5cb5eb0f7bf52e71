/**
 * Issue 15 through the whole product as `npm start` wires it (all-in-one with the demo Plenty):
 * connect, map the output, confirm proposals, write them to the ERP on demand and see each
 * adjustment's write state on the submitted list; automatic mode writes a confirmation by
 * itself; a refresh of the inputs shows its result on GET …/erp/connection.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adjustmentPageSchema, erpConnectionViewSchema, type AdjustmentSummary } from '@pm/contracts';
import { newId } from '@pm/platform';
import { DEMO_SALES_PRICE, demoVariations, type DemoPlenty } from '../demo-plenty/index.ts';
import { seedProposals } from './adjustmentSeed.ts';
import { startTestProduct, type TestProduct } from './testSupport/startTestProduct.ts';

const SECRET_KEY = Buffer.alloc(32, 3).toString('base64');
const variations = demoVariations();

async function eventually<T>(probe: () => Promise<T | undefined>, what: string, attempts = 100): Promise<T> {
  for (let i = 0; i < attempts; i++) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`never happened: ${what}`);
}

describe('ERP write-back in the all-in-one product', () => {
  let t: TestProduct;
  let plenty: DemoPlenty;
  let admin: string;
  let viewer: string;
  let companyId: string;
  const channelId = newId();
  const base = () => `/api/company/${companyId}`;

  beforeAll(async () => {
    t = await startTestProduct({ DEMO_PLENTY: 'true', DEMO_PLENTY_PORT: '0', ERP_SECRET_KEY: SECRET_KEY });
    plenty = t.product.demoPlenty()!;
    admin = await t.signIn('admin@demo.example');
    viewer = await t.signIn('viewer@demo.example');
    companyId = (await t.api('GET', '/api/profile', { token: admin })).body.company.id;
    expect((await t.api('PUT', `${base()}/erp/connection`, { token: admin, body: { system: 'PLENTY', url: plenty.url, username: plenty.username, secret: plenty.password } })).status).toBe(200);
  }, 60_000);
  afterAll(async () => {
    await t.stop();
  });

  /** Proposals for demo variations, confirmed through the API. */
  async function confirmed(offset: number, count: number, newPrice: number, createChannel = false): Promise<string[]> {
    const products = variations.slice(offset, offset + count).map((v) => ({ productId: newId(), sku: v.number, name: v.name, oldPrice: 59.99, newPrice }));
    const { adjustmentIds } = await seedProposals(t.product.events, { companyId, channelId, channelName: 'ERP-Shop', createChannel, products, requestedBy: 'service:test' });
    for (const id of adjustmentIds) expect((await t.api('POST', `${base()}/adjustments/${id}/confirm`, { token: admin })).status).toBe(200);
    return adjustmentIds;
  }
  const submitted = async (): Promise<Map<string, AdjustmentSummary>> =>
    new Map(adjustmentPageSchema.parse((await t.api('GET', `${base()}/adjustments/submitted?channelId=${channelId}&pageSize=200`, { token: viewer })).body).items.map((i) => [i.adjustmentId, i]));

  it('writes confirmed prices on demand and shows each one as written on the submitted list', async () => {
    const ids = await confirmed(0, 2, 44.99, true);
    expect((await t.api('PUT', `${base()}/data-mapping/output`, { token: admin, body: { mapping: { channels: [{ channelId, regularSalesPriceId: String(DEMO_SALES_PRICE.webshop), strikeSalesPriceId: String(DEMO_SALES_PRICE.webshopStrike) }] } } })).status).toBe(200);
    // Awaiting: on the list and counted by the write-back.
    await eventually(async () => ((await submitted()).get(ids[1]!)?.erpWrite?.status === 'NONE' ? true : undefined), 'awaiting on the list');
    await eventually(async () => ((await t.api('GET', `${base()}/erp/write-back`, { token: viewer })).body.pending === 2 ? true : undefined), 'two pending');

    const written = await t.api('POST', `${base()}/erp/write-back/write-now`, { token: admin, body: {} });
    expect(written).toMatchObject({ status: 200, body: { written: 2, failed: 0 } });
    expect(plenty.price(variations[0]!.id, DEMO_SALES_PRICE.webshop)).toBe(44.99);
    expect(plenty.price(variations[1]!.id, DEMO_SALES_PRICE.webshopStrike)).toBe(59.99);
    const list = await eventually(async () => {
      const items = await submitted();
      return ids.every((id) => items.get(id)?.erpWrite?.status === 'WRITTEN') ? items : undefined;
    }, 'written on the list');
    expect(list.get(ids[0]!)?.erpWrite).toMatchObject({ status: 'WRITTEN', writtenAt: expect.any(String), attempts: 1, statusCode: null });
    expect((await t.api('GET', `${base()}/erp/write-back`, { token: viewer })).body).toMatchObject({ mode: 'ON_DEMAND', pending: 0 });
  });

  it('shows a failed write with the ERP’s status code, and the retry', async () => {
    const [id] = await confirmed(2, 1, 33.33);
    plenty.failNext({ failure: { kind: 'status', status: 500 }, pathPrefix: '/rest/items/variations/variation_sales_prices', times: null });
    expect((await t.api('POST', `${base()}/erp/write-back/write-now`, { token: admin, body: { adjustmentIds: [id] } })).body).toMatchObject({ failed: 1 });
    plenty.clearFailures();
    const failed = await eventually(async () => {
      const state = (await submitted()).get(id!)?.erpWrite;
      return state?.status === 'FAILED' ? state : undefined;
    }, 'failed on the list');
    expect(failed).toMatchObject({ statusCode: 500, code: 'ERP_UNAVAILABLE', attempts: 1 });
    expect((await t.api('POST', `${base()}/erp/write-back/retry`, { token: admin, body: { adjustmentIds: [id] } })).body).toMatchObject({ written: 1 });
    await eventually(async () => ((await submitted()).get(id!)?.erpWrite?.status === 'WRITTEN' ? true : undefined), 'written after the retry');
  });

  it('in automatic mode writes a confirmed price shortly after its confirmation', async () => {
    expect((await t.api('PUT', `${base()}/erp/write-back/mode`, { token: admin, body: { mode: 'AUTOMATIC' } })).status).toBe(200);
    const [id] = await confirmed(3, 1, 27.77);
    await eventually(async () => ((await submitted()).get(id!)?.erpWrite?.status === 'WRITTEN' ? true : undefined), 'written by itself');
    expect(plenty.price(variations[3]!.id, DEMO_SALES_PRICE.webshop)).toBe(27.77);
  });

  it('in automatic mode tries again when the ERP could not be reached, until the price is written', async () => {
    // The automatic write's first call (the variations read) fails at the transport: nothing is recorded, the price waits.
    plenty.failNext({ failure: { kind: 'status', status: 503 }, pathPrefix: '/rest/items/variations', times: 1 });
    const [id] = await confirmed(4, 1, 21.21);
    await eventually(async () => ((await submitted()).get(id!)?.erpWrite?.status === 'WRITTEN' ? true : undefined), 'written by a later attempt', 300);
    expect(plenty.price(variations[4]!.id, DEMO_SALES_PRICE.webshop)).toBe(21.21);
    plenty.clearFailures();
  });

  it('refreshes the inputs and shows the result on the connection', async () => {
    const started = await t.api('POST', `${base()}/erp/refreshes`, { token: admin, body: { kind: 'INPUTS' } });
    expect(started.status).toBe(202);
    const view = await eventually(async () => {
      const body = erpConnectionViewSchema.parse((await t.api('GET', `${base()}/erp/connection?minPosition=${started.body.position}`, { token: viewer })).body);
      return body.lastInputsRefresh?.status === 'COMPLETED' ? body : undefined;
    }, 'refresh completed');
    expect(view.lastInputsRefresh?.summary).toMatchObject({ read: variations.length, rejected: 0 });
    expect(view.secretSet).toBe(true);
  });
});

describe('the morning sync on the price-engine overview', () => {
  let t: TestProduct;
  let admin: string;
  let companyId: string;

  beforeAll(async () => {
    t = await startTestProduct({ DEMO_PLENTY: 'true', DEMO_PLENTY_PORT: '0', ERP_SECRET_KEY: SECRET_KEY });
    const plenty = t.product.demoPlenty()!;
    admin = await t.signIn('admin@demo.example');
    companyId = (await t.api('GET', '/api/profile', { token: admin })).body.company.id;
    expect((await t.api('PUT', `/api/company/${companyId}/erp/connection`, { token: admin, body: { system: 'PLENTY', url: plenty.url, username: plenty.username, secret: plenty.password } })).status).toBe(200);
    await seedProposals(t.product.events, { companyId, channelId: newId(), channelName: 'Morgen-Shop', createChannel: true, products: [], requestedBy: 'service:test' });
  }, 60_000);
  afterAll(async () => {
    await t.stop();
  });

  it('shows the morning’s steps in order: inputs refreshed, scheduled run skipped (off), feed synchronised', async () => {
    // The morning starts at once: the feed sync time is midnight UTC, scheduled runs are off.
    const settings = { maxOfferAgeHours: 48, scheduledRun: { enabled: false, time: '05:30' }, feedSyncTime: '00:00', timeZone: 'UTC' };
    const put = await t.api('PUT', `/api/company/${companyId}/pricing-settings/engine`, { token: admin, body: { settings } });
    expect(put.status).toBe(200);
    const morning = t.product.morning()!;
    const overview = await eventually(async () => {
      await morning.check();
      await morning.settled();
      const body = (await t.api('GET', `/api/company/${companyId}/price-engine/overview`, { token: admin })).body;
      return body.morningSync?.steps?.length === 3 ? body : undefined;
    }, 'three steps on the overview');
    expect(overview.morningSync.date).toBe(new Date().toISOString().slice(0, 10));
    expect(overview.morningSync.steps).toMatchObject([
      { step: 'INPUTS_REFRESH', status: 'COMPLETED', refId: expect.any(String) },
      { step: 'SCHEDULED_RUN', status: 'SKIPPED', code: 'SCHEDULED_RUN_OFF' },
      { step: 'FEED_SYNC', status: 'COMPLETED' },
    ]);
  });
});
