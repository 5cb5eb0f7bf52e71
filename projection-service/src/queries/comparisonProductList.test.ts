/**
 * Comparison products in the read side (issue 17 item 7): the lead product's list (name, shop,
 * price, stock, match result and probability, link), one comparison product's page, and the
 * product's price analysis — comparison offers shown apart and never the cheapest competitor,
 * unless the company switched them in (Settings › Price analysis). Tenant isolation as everywhere.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comparisonProductListSchema, comparisonProductSchema, DEFAULT_PRICE_ANALYSIS_SETTINGS, priceAnalysisDetailSchema } from '@pm/contracts';
import { streams } from '@pm/contracts/events';
import type { Actor } from '@pm/platform';
import { startQueryTestApp, type QueryTestApp } from '../runtime/testSupport/queryTestApp.ts';
import { registerComparisonProductQueries } from './comparisonProductQueries.ts';
import { registerPriceAnalysisQueries } from './priceAnalysisQueries.ts';

const companyId = '01a216b5-973a-7479-83b5-4895cced43f6';
const otherCompany = '01a216b5-973a-7479-83b5-4895cced43f7';
const productId = '01a216b5-0000-7000-8000-0000000000b1';
const urlId = '01a216b5-0000-7000-8000-0000000000d1';
const comparisonId = '01a216b5-0000-7000-8000-0000000000e1';
const sourceId = '01a216b5-0000-7000-8000-0000000000c1';
const viewer: Actor = { userId: 'u-viewer', companyId, email: 'viewer@example.com', role: 'COMPANY_VIEWER', isAdmin: false };

const observed = (url: string, price: string) => ({
  type: 'OfferObserved',
  data: { urlId: url, productId, companyId, sourceId, jobId: `job-${url}`, observedAt: new Date(Date.now() - 3_600_000).toISOString(), pageStatus: 'OK', offer: { price, currency: 'EUR', availability: 'InStock', shippingCost: null }, plausibility: 'ACCEPTED', flagReason: null, comparedWith: null },
});

describe('comparison products on the read side', () => {
  let t: QueryTestApp;
  let position: string;
  const list = `/api/company/${companyId}/products/${productId}/comparison-products`;
  const analysis = `/api/company/${companyId}/price-analysis/${productId}?country=de&withShipping=false`;
  beforeAll(async () => {
    t = await startQueryTestApp([viewer], (app, readModels) => {
      registerComparisonProductQueries(app, readModels);
      registerPriceAnalysisQueries(app, readModels);
    });
    await t.write(streams.source(sourceId), [{ type: 'SourceRegistered', data: { sourceId, fields: { kind: 'STORE', name: 'Bergsport Shop', hostname: 'bergsport-shop.de', shippingCostModel: 'ALWAYS_FREE', scrapeFrequency: 'DAILY', scrapingEnabled: true } } }], null, 'u-platform');
    await t.write(streams.product(productId), [
      { type: 'ProductCreated', data: { productId, companyId, fields: { name: 'Zelt Fjord 2', sku: 'ZELT-2', pricing: { de: { salesPrice: 21900, vatRate: 19 } } } } },
      { type: 'CompetitorUrlAdded', data: { productId, urlId, url: 'https://bergsport-shop.de/fjord-2', sourceId, sourceKind: 'STORE', offerType: 'COMPETITOR_OFFER' } },
      { type: 'ComparisonProductAdded', data: { productId, urlId: comparisonId, url: 'https://bergsport-shop.de/fjord-3', sourceId, sourceKind: 'STORE', name: 'Zelt Fjord 3', matchResult: 'SIMILAR', probability: 0.55, requestId: 'r1', candidateId: 'c1' } },
    ], companyId);
    await t.write(streams.offer(urlId), [observed(urlId, '229.00')], companyId, 'service:scraper');
    // The similar product is cheaper than the same product's offer.
    position = await t.write(streams.offer(comparisonId), [observed(comparisonId, '189.00')], companyId, 'service:scraper');
  });
  afterAll(async () => {
    await t.stop();
  });

  it("lists the lead product's comparison products with shop, price, stock, match result and link", async () => {
    const answer = await t.get(`${list}?minPosition=${position}`, viewer.userId);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(comparisonProductListSchema.parse(answer.json()).items).toEqual([
      expect.objectContaining({ urlId: comparisonId, url: 'https://bergsport-shop.de/fjord-3', name: 'Zelt Fjord 3', source: { id: sourceId, name: 'Bergsport Shop', kind: 'STORE' }, matchResult: 'SIMILAR', probability: 0.55, current: expect.objectContaining({ price: '189.00', availability: 'InStock' }) }),
    ]);
    const page = comparisonProductSchema.parse((await t.get(`/api/company/${companyId}/products/${productId}/urls/${comparisonId}`, viewer.userId)).json());
    expect(page).toMatchObject({ url: { urlId: comparisonId }, comparison: { name: 'Zelt Fjord 3', matchResult: 'SIMILAR' }, current: { price: '189.00' } });
    expect(page.priceHistory.map((p) => p.price)).toEqual(['189.00']);
    // A competitor URL is no comparison product.
    expect(comparisonProductSchema.parse((await t.get(`/api/company/${companyId}/products/${productId}/urls/${urlId}`, viewer.userId)).json()).comparison).toBeNull();
  });

  it('shows comparison offers apart on the price analysis, never as the cheapest competitor while the switch is off', async () => {
    const detail = priceAnalysisDetailSchema.parse((await t.get(analysis, viewer.userId)).json());
    expect(detail.includesComparisonProducts).toBe(false);
    expect(detail.product.cheapest?.urlId).toBe(urlId);
    const comparison = detail.offers.find((o) => o.urlId === comparisonId);
    expect(comparison).toMatchObject({ compared: false, cheapest: false, price: 189, comparison: { name: 'Zelt Fjord 3', matchResult: 'SIMILAR', probability: 0.55 } });
    expect(detail.offers.find((o) => o.urlId === urlId)).toMatchObject({ compared: true, cheapest: true });
    expect(detail.offers.find((o) => o.urlId === urlId)).not.toHaveProperty('comparison');
  });

  it('mixes them in when the company switched it on', async () => {
    const set = await t.write(streams.priceAnalysisSettings(companyId), [{ type: 'PriceAnalysisSettingsSet', data: { companyId, settings: { ...DEFAULT_PRICE_ANALYSIS_SETTINGS, includeComparisonProducts: true } } }], companyId);
    const detail = priceAnalysisDetailSchema.parse((await t.get(`${analysis}&minPosition=${set}`, viewer.userId)).json());
    expect(detail.includesComparisonProducts).toBe(true);
    expect(detail.product.cheapest?.urlId).toBe(comparisonId);
    expect(detail.offers.find((o) => o.urlId === comparisonId)).toMatchObject({ compared: true, cheapest: true });
  });

  it("answers another company's and unknown products like missing ones", async () => {
    expect((await t.get(`/api/company/${otherCompany}/products/${productId}/comparison-products`, viewer.userId)).json()).toMatchObject({ statusCode: 403, code: 'OTHER_COMPANY' });
    expect((await t.get(`/api/company/${companyId}/products/${urlId}/comparison-products`, viewer.userId)).json()).toMatchObject({ statusCode: 404, code: 'PRODUCT_NOT_FOUND' });
  });
});
