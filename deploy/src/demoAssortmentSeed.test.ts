import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAssortment } from '@pm/demo-web';
import { DEMO_SHIPPING_RATES } from './demoAssortmentSeed.ts';
import { startTestProduct, type TestProduct } from './testSupport/startTestProduct.ts';

/** `npm start`'s demo data: created through the commands, valid under every rule of the API. */
describe('demo assortment seed', () => {
  let t: TestProduct;
  beforeAll(async () => {
    t = await startTestProduct({ SEED_DEMO_ASSORTMENT: 'true', DEMO_WEB: 'true' });
  });
  afterAll(async () => {
    await t.stop();
  });

  it('creates the demo products, categories, sources and competitor URLs', async () => {
    const data = demoAssortment();
    const token = await t.signIn('viewer@demo.example');
    const companyId = (await t.api('GET', '/api/profile', { token })).body.company.id;
    const head = (await t.product.events.headPosition()).toString();
    const setup = (await t.api('GET', `/api/company/${companyId}/setup?minPosition=${head}`, { token })).body;
    expect(setup).toMatchObject({ products: data.products.length, sources: data.stores.length + data.aggregators.length });

    const products = (await t.api('GET', `/api/company/${companyId}/products?pageSize=100&minPosition=${head}`, { token })).body;
    expect(products.total).toBe(data.products.length);
    const urlCount = products.items.reduce((n: number, p: { urls: unknown[] }) => n + p.urls.length, 0);
    expect(urlCount).toBe(data.products.reduce((n, p) => n + p.competitorUrls.length + p.aggregatorUrls.length, 0));

    const categories = (await t.api('GET', `/api/company/${companyId}/categories?minPosition=${head}`, { token })).body as { id: string; path: string[] }[];
    const paths = new Set(categories.map((c) => c.path.join(' › ')));
    for (const product of data.products) expect(paths.has(product.categoryPath.join(' › '))).toBe(true);
    const first = products.items.find((p: { sku: string }) => p.sku === data.products[0]?.fields.sku);
    expect(categories.find((c) => c.id === first.categoryId)?.path).toEqual(data.products[0]?.categoryPath);
  });

  it("creates the demo shop's shipping rates, so a first rule-engine run can cost its parcels", async () => {
    const token = await t.signIn('viewer@demo.example');
    const companyId = (await t.api('GET', '/api/profile', { token })).body.company.id;
    const head = (await t.product.events.headPosition()).toString();
    const settings = (await t.api('GET', `/api/company/${companyId}/pricing-settings?minPosition=${head}`, { token })).body as { shippingRates: { carrier: string }[]; channels: unknown[] };
    expect(settings.shippingRates.map((r) => r.carrier).sort()).toEqual(DEMO_SHIPPING_RATES.map((r) => r.carrier).sort());
    expect(settings.channels).toEqual([]);
  });

  it('creates the scrape exceptions the demo sites need', async () => {
    const token = await t.signIn('platform@demo.example');
    const head = (await t.product.events.headPosition()).toString();
    const exceptions = (await t.api('GET', `/api/admin/scrape-exceptions?minPosition=${head}`, { token })).body as { code: string; scope: { hostname: string } }[];
    expect(exceptions.map((e) => [e.code, e.scope.hostname])).toEqual(demoAssortment().scrapeExceptions.map((e) => [e.code, e.scope.hostname]).sort());
  });

  it('serves the demo web beside the product', async () => {
    const demoWeb = t.product.demoWeb();
    expect(demoWeb).not.toBeNull();
    const index = await fetch(demoWeb!.url);
    expect(index.status).toBe(200);
  });
});
