import { DHL_RATE } from '@pm/contracts/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_CONSTRAINTS, type SalesChannelFields } from '@pm/contracts';
import { streams } from '@pm/contracts/events';
import { toEventToAppend } from '@pm/platform';
import { expectRefused } from './testSupport/expectRefused.ts';
import { startTestProduct, type TestProduct } from './testSupport/startTestProduct.ts';

const shop: SalesChannelFields = { name: 'Webshop DE', country: 'de', currency: 'EUR', commissionRate: 0, vatRate: 19, noShippingCost: false };

/** Price-engine settings: validation of spec §5, roles of spec §6, read-your-writes. */
describe('pricing settings API', () => {
  let t: TestProduct;
  let admin: string;
  let maintainer: string;
  let viewer: string;
  let companyId: string;
  const base = () => `/api/company/${companyId}`;
  const refused = (call: Promise<{ status: number; body: any }>, status: number, code: string) => expectRefused(t, call, status, code);
  const settings = async (position: string, token = viewer) => {
    const response = await t.api('GET', `${base()}/pricing-settings?minPosition=${position}`, { token });
    expect(response.status).toBe(200);
    return response.body;
  };

  beforeAll(async () => {
    t = await startTestProduct();
    admin = await t.signIn('admin@demo.example');
    maintainer = await t.signIn('maintainer@demo.example');
    viewer = await t.signIn('viewer@demo.example');
    companyId = (await t.api('GET', '/api/profile', { token: admin })).body.company.id;
  });
  afterAll(async () => {
    await t.stop();
  });

  it('maintains sales channels with unique names and percentages of 0–100', async () => {
    expect((await settings('0')).channels).toEqual([]);
    const created = await t.api('POST', `${base()}/sales-channels`, { token: maintainer, body: shop });
    expect(created.status).toBe(201);
    const view = await settings(created.body.position);
    expect(view.channels).toEqual([{ channelId: created.body.id, ...shop }]);

    await refused(t.api('POST', `${base()}/sales-channels`, { token: admin, body: { ...shop, name: 'webshop de' } }), 409, 'SALES_CHANNEL_NAME_TAKEN');
    await refused(t.api('POST', `${base()}/sales-channels`, { token: admin, body: { ...shop, name: 'Neu', vatRate: 120 } }), 400, 'VALIDATION_FAILED');
    await refused(t.api('POST', `${base()}/sales-channels`, { token: admin, body: { ...shop, name: 'Neu', commissionRate: -1 } }), 400, 'VALIDATION_FAILED');
    await refused(t.api('POST', `${base()}/sales-channels`, { token: admin, body: { ...shop, name: 'Neu', currency: 'JPY' } }), 400, 'VALIDATION_FAILED');
    await refused(t.api('POST', `${base()}/sales-channels`, { token: viewer, body: { ...shop, name: 'Viewer' } }), 403, 'ROLE_NOT_ALLOWED');

    const updated = await t.api('PUT', `${base()}/sales-channels/${created.body.id}`, { token: admin, body: { ...shop, commissionRate: 12.5, expectedRevision: view.revision } });
    expect(updated.status).toBe(200);
    expect((await settings(updated.body.position)).channels[0].commissionRate).toBe(12.5);
    // The same stale revision again: someone changed the channel since.
    await refused(t.api('PUT', `${base()}/sales-channels/${created.body.id}`, { token: admin, body: { ...shop, expectedRevision: view.revision } }), 409, 'CONCURRENCY_CONFLICT');
    await refused(t.api('PUT', `${base()}/sales-channels/${crypto.randomUUID()}`, { token: admin, body: shop }), 404, 'SALES_CHANNEL_NOT_FOUND');
  });

  it('refuses to delete a channel a price rule uses', async () => {
    const channel = await t.api('POST', `${base()}/sales-channels`, { token: admin, body: { ...shop, name: 'Marktplatz' } });
    const ruleId = crypto.randomUUID();
    const context = { companyId, userId: 'service:test', correlationId: crypto.randomUUID(), causationId: null };
    const rule = { name: '1 % unter Wettbewerb', salesChannelId: channel.body.id, conditions: [], target: { type: 'PURCHASE_MARKUP', percent: 30 }, constraints: NO_CONSTRAINTS, active: true };
    await t.product.events.append(streams.priceRules(companyId), [toEventToAppend({ type: 'PriceRuleCreated', data: { companyId, ruleId, position: 1, fields: rule } }, context)]);
    const inUse = await refused(t.api('DELETE', `${base()}/sales-channels/${channel.body.id}`, { token: admin }), 409, 'SALES_CHANNEL_IN_USE');
    expect(inUse.body.details).toEqual({ rules: ['1 % unter Wettbewerb'] });

    await t.product.events.append(streams.priceRules(companyId), [toEventToAppend({ type: 'PriceRuleDeleted', data: { companyId, ruleId } }, context)]);
    const deleted = await t.api('DELETE', `${base()}/sales-channels/${channel.body.id}`, { token: admin });
    expect(deleted.status).toBe(200);
    expect((await settings(deleted.body.position)).channels.map((c: { name: string }) => c.name)).toEqual(['Webshop DE']);
  });

  it('maintains shipping rates with every field required', async () => {
    const created = await t.api('POST', `${base()}/shipping-rates`, { token: maintainer, body: DHL_RATE });
    expect(created.status).toBe(201);
    expect((await settings(created.body.position)).shippingRates).toEqual([{ rateId: created.body.id, ...DHL_RATE }]);
    const { lqAllowed: _lq, ...withoutFlag } = DHL_RATE;
    await refused(t.api('POST', `${base()}/shipping-rates`, { token: admin, body: withoutFlag }), 400, 'VALIDATION_FAILED');
    await refused(t.api('POST', `${base()}/shipping-rates`, { token: admin, body: { ...DHL_RATE, baseTariff: -1 } }), 400, 'VALIDATION_FAILED');
    await refused(t.api('POST', `${base()}/shipping-rates`, { token: admin, body: { ...DHL_RATE, maxWeight: 0 } }), 400, 'VALIDATION_FAILED');
    await refused(t.api('POST', `${base()}/shipping-rates`, { token: admin, body: { ...DHL_RATE, shippingMode: 'TRUCK' } }), 400, 'VALIDATION_FAILED');
    await refused(t.api('POST', `${base()}/shipping-rates`, { token: viewer, body: DHL_RATE }), 403, 'ROLE_NOT_ALLOWED');
    await refused(t.api('DELETE', `${base()}/shipping-rates/${crypto.randomUUID()}`, { token: admin }), 404, 'SHIPPING_RATE_NOT_FOUND');
    const deleted = await t.api('DELETE', `${base()}/shipping-rates/${created.body.id}`, { token: admin });
    expect((await settings(deleted.body.position)).shippingRates).toEqual([]);
  });

  it('lets company admins alone set the metric settings', async () => {
    const metrics = { topMetric: 'PURCHASE_MARKUP', visibleMetrics: ['PURCHASE_MARKUP', 'PROFIT_MARGIN'], greenThreshold: 30, yellowThreshold: 15 };
    await refused(t.api('PUT', `${base()}/pricing-settings/metrics`, { token: maintainer, body: { metrics } }), 403, 'ROLE_NOT_ALLOWED');
    await refused(t.api('PUT', `${base()}/pricing-settings/metrics`, { token: viewer, body: { metrics } }), 403, 'ROLE_NOT_ALLOWED');
    await refused(t.api('PUT', `${base()}/pricing-settings/metrics`, { token: admin, body: { metrics: { ...metrics, yellowThreshold: 40 } } }), 400, 'VALIDATION_FAILED');
    await refused(t.api('PUT', `${base()}/pricing-settings/metrics`, { token: admin, body: { metrics: { ...metrics, visibleMetrics: ['PROFIT_MARGIN'] } } }), 400, 'VALIDATION_FAILED');
    const set = await t.api('PUT', `${base()}/pricing-settings/metrics`, { token: admin, body: { metrics } });
    expect(set.status).toBe(200);
    expect((await settings(set.body.position)).metrics).toEqual(metrics);
  });

  it('sets competitors, price endings and engine settings', async () => {
    const store = { kind: 'STORE', name: 'Bergsport Shop', hostname: 'bergsport-shop.example', shippingCostModel: 'COST_ON_PRODUCT_PAGE', scrapeFrequency: 'DAILY', scrapingEnabled: true };
    const connected = await t.api('POST', `${base()}/sources`, { token: admin, body: store });
    const competitors = { mode: 'ONLY', sourceIds: [connected.body.id] };
    await refused(t.api('PUT', `${base()}/pricing-settings/competitors`, { token: admin, body: { competitors: { mode: 'ONLY', sourceIds: [crypto.randomUUID()] } } }), 422, 'SOURCE_UNKNOWN');
    await refused(t.api('PUT', `${base()}/pricing-settings/competitors`, { token: viewer, body: { competitors } }), 403, 'ROLE_NOT_ALLOWED');
    let last = await t.api('PUT', `${base()}/pricing-settings/competitors`, { token: maintainer, body: { competitors } });
    expect(last.status).toBe(200);

    await refused(t.api('PUT', `${base()}/pricing-settings/price-endings`, { token: admin, body: { priceEndings: { endings: [100], rounding: 'NEAREST' } } }), 400, 'VALIDATION_FAILED');
    last = await t.api('PUT', `${base()}/pricing-settings/price-endings`, { token: maintainer, body: { priceEndings: { endings: [99, 49], rounding: 'DOWN' } } });

    const engine = { maxOfferAgeHours: 24, scheduledRun: { enabled: true, time: '04:45' }, feedSyncTime: '06:00', timeZone: 'Europe/Vienna' };
    await refused(t.api('PUT', `${base()}/pricing-settings/engine`, { token: admin, body: { settings: { ...engine, timeZone: 'Mars/Olympus' } } }), 400, 'VALIDATION_FAILED');
    await refused(t.api('PUT', `${base()}/pricing-settings/engine`, { token: admin, body: { settings: { ...engine, feedSyncTime: '25:00' } } }), 400, 'VALIDATION_FAILED');
    await refused(t.api('PUT', `${base()}/pricing-settings/engine`, { token: admin, body: { settings: { ...engine, maxOfferAgeHours: 0 } } }), 400, 'VALIDATION_FAILED');
    const before = await settings(last.body.position);
    last = await t.api('PUT', `${base()}/pricing-settings/engine`, { token: maintainer, body: { settings: engine, expectedRevision: before.revision } });
    expect(last.status).toBe(200);
    await refused(t.api('PUT', `${base()}/pricing-settings/engine`, { token: admin, body: { settings: engine, expectedRevision: before.revision } }), 409, 'CONCURRENCY_CONFLICT');

    const view = await settings(last.body.position);
    expect(view).toMatchObject({ competitors, priceEndings: { endings: [99, 49], rounding: 'DOWN' }, engine });
  });

  it("keeps other companies' settings apart", async () => {
    const other = await t.product.commands.companyCommands.createCompany({ name: 'Fremd AG' }, { companyId: null, userId: 'service:test', correlationId: crypto.randomUUID(), causationId: null });
    await refused(t.api('GET', `/api/company/${other.id}/pricing-settings`, { token: admin }), 403, 'OTHER_COMPANY');
    await refused(t.api('POST', `/api/company/${other.id}/sales-channels`, { token: admin, body: { ...shop, name: 'Fremd' } }), 403, 'OTHER_COMPANY');
    await refused(t.api('PUT', `/api/company/${other.id}/pricing-settings/metrics`, { token: admin, body: { metrics: { topMetric: 'PROFIT_MARGIN', visibleMetrics: ['PROFIT_MARGIN'], greenThreshold: 2, yellowThreshold: 1 } } }), 403, 'OTHER_COMPANY');
    const foreign = await t.product.commands.pricingSettingsCommands.createSalesChannel(other.id, { ...shop, name: 'Fremd' }, { companyId: other.id, userId: 'service:test', correlationId: crypto.randomUUID(), causationId: null });
    // Another company's channel addressed through our own company is simply not there.
    await refused(t.api('DELETE', `${base()}/sales-channels/${foreign.id}`, { token: admin }), 404, 'SALES_CHANNEL_NOT_FOUND');
  });
});
