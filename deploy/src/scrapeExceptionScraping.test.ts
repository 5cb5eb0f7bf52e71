/**
 * A scrape exception created, changed and deleted through the admin API changes how the running
 * scraper reads the demo web's plain-HTML shop — from the next job on, without a restart. Without
 * one, the shop's pages (no structured data) are read by the visible-page fallback (issue 16). No demo
 * assortment here, so no exception exists until the test creates one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PRODUCTS, DEMO_SHOPS, dayKey, demoAssortment, offerOn, SPECIAL_PAGES } from '@pm/demo-web';
import { startTestProduct, type TestProduct } from './testSupport/startTestProduct.ts';

const shop = DEMO_SHOPS.find((s) => s.style === 'selector')!;
const day = dayKey(new Date());
// Products the plain-HTML shop lists on ordinary pages with the product in stock today.
const candidates = demoAssortment().products.filter((p) => {
  const product = DEMO_PRODUCTS.find((d) => d.sku === p.fields.sku)!;
  return p.competitorUrls.some((u) => u.storeHostname === shop.hostname) && !SPECIAL_PAGES.some((s) => s.sku === p.fields.sku && s.shopKey === shop.key) && offerOn(shop, product, day).availability === 'InStock';
});

let t: TestProduct;
let admin: string;
let platform: string;
let companyId: string;
let next = 0;

/** Adds the next candidate product with its URL at the shop and waits for its first job's outcome. */
async function scrapeNextProduct() {
  const product = candidates[next++];
  if (!product) throw new Error('not enough demo products for the test');
  const url = product.competitorUrls.find((u) => u.storeHostname === shop.hostname)!.url;
  const productId = (await t.api('POST', `/api/company/${companyId}/products`, { token: admin, body: { name: product.fields.name, sku: product.fields.sku } })).body.id;
  const added = await t.api('POST', `/api/company/${companyId}/products/${productId}/urls`, { token: admin, body: { url } });
  expect(added.status).toBe(201);
  const deadline = Date.now() + 30_000;
  for (;;) {
    const log = await t.product.events.readAll();
    const job = log.find((e) => e.type === 'ScrapeJobCreated' && (e.data as any).url === url)?.data as any;
    const completed = job && log.find((e) => e.type === 'ScrapeJobCompleted' && (e.data as any).jobId === job.jobId)?.data as any;
    if (completed) {
      const observed = log.find((e) => e.type === 'OfferObserved' && (e.data as any).jobId === job.jobId)?.data as any;
      const demo = DEMO_PRODUCTS.find((d) => d.sku === product.fields.sku)!;
      return { completed, observed, expectedPrice: (offerOn(shop, demo, day).priceCents / 100).toFixed(2) };
    }
    if (Date.now() > deadline) throw new Error(`no outcome for ${url}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

beforeAll(async () => {
  t = await startTestProduct({ SCRAPE_ENABLED: 'true', DEMO_WEB: 'true', SCRAPE_NEW_URLS_IMMEDIATELY: 'true', SCRAPE_ALLOW_PRIVATE_HOSTS: 'true', SCRAPE_RETRY_DELAY_MS: '0', SCRAPE_SCHEDULER_INTERVAL_MS: '1000' });
  admin = await t.signIn('admin@demo.example');
  platform = await t.signIn('platform@demo.example');
  companyId = (await t.api('GET', '/api/profile', { token: admin })).body.company.id;
  const connected = await t.api('POST', `/api/company/${companyId}/sources`, {
    token: admin,
    body: { kind: 'STORE', name: shop.name, hostname: shop.hostname, shippingCostModel: shop.shipping.model, scrapeFrequency: 'DAILY', scrapingEnabled: true, crawler: shop.crawlerKind },
  });
  expect(connected.status).toBe(201);
}, 60_000);

afterAll(async () => {
  await t?.stop();
});

describe('scrape exceptions in the running scraper', () => {
  it('reads the plain-HTML shop with its exception once created, follows its changes, and falls back to the visible page after its deletion', async () => {
    expect(candidates.length).toBeGreaterThanOrEqual(4);
    // Without an exception the page (no structured data) is read by the visible-page fallback.
    const without = await scrapeNextProduct();
    expect(without.completed.pageStatus).toBe('OK');
    expect(without.observed.offer).toMatchObject({ price: without.expectedPrice, currency: 'EUR', availability: 'InStock' });
    expect(without.completed.logs.some((l: { message: string }) => l.message.startsWith('Scrape exception'))).toBe(false);

    const created = await t.api('POST', '/api/admin/scrape-exceptions', {
      token: platform,
      body: { code: 'trailmarkt-plain-html', scope: { hostname: shop.hostname, pathPattern: '^/artikel/' }, ...shop.selectors },
    });
    expect(created.status).toBe(201);
    const withException = await scrapeNextProduct();
    expect(withException.completed.pageStatus).toBe('OK');
    expect(withException.completed.logs.map((l: { message: string }) => l.message)).toContain('Scrape exception trailmarkt-plain-html applied');
    expect(withException.observed.offer).toMatchObject({ price: withException.expectedPrice, currency: 'EUR', availability: 'InStock' });

    const changed = await t.api('PUT', `/api/admin/scrape-exceptions/${created.body.id}`, {
      token: platform,
      body: { instructions: { ...shop.selectors!.instructions, availabilityValues: { 'Sofort lieferbar': 'LimitedAvailability' } } },
    });
    expect(changed.status).toBe(200);
    const afterChange = await scrapeNextProduct();
    expect(afterChange.observed.offer).toMatchObject({ price: afterChange.expectedPrice, availability: 'LimitedAvailability' });

    expect((await t.api('DELETE', `/api/admin/scrape-exceptions/${created.body.id}`, { token: platform })).status).toBe(200);
    const afterDelete = await scrapeNextProduct();
    // Read by the fallback again: the exception's availability mapping no longer applies.
    expect(afterDelete.observed.offer).toMatchObject({ price: afterDelete.expectedPrice, availability: 'InStock' });
    expect(afterDelete.completed.logs.some((l: { message: string }) => l.message.startsWith('Scrape exception'))).toBe(false);
  }, 120_000);
});
