/** The insight routes in their own package: answers as their contracts, tenant isolation, bad input. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandDetailSchema, brandInsightsSchema, checkUrlsPageSchema, outOfStockSchema, priceDeviationsSchema, shopDeviationPageSchema } from '@pm/contracts';
import { streams } from '@pm/contracts/events';
import type { Actor } from '@pm/platform';
import { startQueryTestApp, type QueryTestApp } from '../runtime/testSupport/queryTestApp.ts';
import { registerInsightQueries } from './insightsQueries.ts';

const companyId = '01a216b5-973a-7479-83b5-4895cced43f6';
const otherCompany = '01a216b5-973a-7479-83b5-4895cced43f7';
const tent = '01a216b5-0000-7000-8000-0000000000b1';
const lamp = '01a216b5-0000-7000-8000-0000000000b2';
const foreign = '01a216b5-0000-7000-8000-0000000000b9';
const sourceId = '01a216b5-0000-7000-8000-0000000000c1';
const viewer: Actor = { userId: 'u-viewer', companyId, email: 'viewer@example.com', role: 'COMPANY_VIEWER', isAdmin: false };
const otherViewer: Actor = { userId: 'u-other', companyId: otherCompany, email: 'other@example.com', role: 'COMPANY_VIEWER', isAdmin: false };

describe('insight queries', () => {
  let t: QueryTestApp;
  let position: string;
  const base = `/api/company/${companyId}/insights`;
  beforeAll(async () => {
    t = await startQueryTestApp([viewer, otherViewer], (app, readModels) => registerInsightQueries(app, readModels));
    await t.write(streams.source(sourceId), [{ type: 'SourceRegistered', data: { sourceId, fields: { kind: 'STORE', name: 'Alpha Outdoor', hostname: 'alpha-outdoor.example', shippingCostModel: 'COST_ON_PRODUCT_PAGE', scrapeFrequency: 'DAILY', scrapingEnabled: true } } }], null, 'u-platform');
    const product = async (company: string, productId: string, name: string, brand: string, salesPrice: number, competitorPrice: string, inStock = true) => {
      const urlId = `${productId.slice(0, -2)}d${productId.slice(-1)}`;
      await t.write(streams.product(productId), [
        { type: 'ProductCreated', data: { productId, companyId: company, fields: { name, sku: name.toUpperCase(), brand, pricing: { de: { salesPrice, shippingPrice: 0, inStock } } } } },
        { type: 'CompetitorUrlAdded', data: { productId, urlId, url: `https://alpha-outdoor.example/${name}`, sourceId, sourceKind: 'STORE', offerType: 'COMPETITOR_OFFER' } },
      ], company);
      return t.write(streams.offer(urlId), [{
        type: 'OfferObserved',
        data: { urlId, productId, companyId: company, sourceId, jobId: `job-${name}`, observedAt: new Date().toISOString(), pageStatus: 'OK', offer: { price: competitorPrice, currency: 'EUR', availability: 'InStock', shippingCost: null }, plausibility: 'ACCEPTED', flagReason: null, comparedWith: null },
      }], company, 'service:scraper');
    };
    await product(otherCompany, foreign, 'fremd', 'Fremdmarke', 10, '5.00');
    await product(companyId, lamp, 'lampe', 'Vaude', 20, '25.00', false);
    position = await product(companyId, tent, 'zelt', 'Vaude', 100, '80.00');
  });
  afterAll(async () => {
    await t.stop();
  });

  it('answers the deviations per shop, and one shop page by page', async () => {
    const answer = priceDeviationsSchema.parse((await t.get(`${base}/price-deviations?minPosition=${position}&range=7d`, viewer.userId)).json());
    expect(answer.overall).toMatchObject({ products: 2, cheaper: 1, moreExpensive: 1, medianPercent: 2.5, averagePercent: 2.5, medianCents: -750 });
    expect(answer.shops).toEqual([expect.objectContaining({ storeId: sourceId, name: 'Alpha Outdoor', trend: [expect.objectContaining({ products: 2, cheaper: 1, moreExpensive: 1, averagePercent: 2.5 })] })]);
    const shop = shopDeviationPageSchema.parse((await t.get(`${base}/price-deviations/${sourceId}?sort=deviationPercent&order=asc&pageSize=1`, viewer.userId)).json());
    expect(shop).toMatchObject({ total: 2, pageSize: 1, items: [{ productId: tent, ownCents: 10_000, competitorCents: 8_000, deviationPercent: -20 }] });
  });

  it('answers the brand index with coverage and one brand in detail', async () => {
    const brands = brandInsightsSchema.parse((await t.get(`${base}/brands`, viewer.userId)).json());
    // sqrt(100/80 × 20/25) × 100 = 100
    expect(brands.brands).toEqual([{ brand: 'Vaude', products: 2, covered: 2, coveragePercent: 100, indexCheapest: 100, indexAverage: 100 }]);
    const detail = brandDetailSchema.parse((await t.get(`${base}/brands/Vaude`, viewer.userId)).json());
    expect(detail.shops).toEqual([{ storeId: sourceId, name: 'Alpha Outdoor', products: 2, index: 100 }]);
    // The brand over time: today's observations give today's point, the same index as the headline.
    expect(detail.trend).toEqual([{ day: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), products: 2, indexCheapest: 100, indexAverage: 100 }]);
    expect(detail.productsTotal).toBe(2);
    expect(detail.products.map((product) => product.name)).toEqual(['lampe', 'zelt']);
  });

  it('answers own products out of stock and the URLs to check', async () => {
    const stock = outOfStockSchema.parse((await t.get(`${base}/out-of-stock`, viewer.userId)).json());
    expect(stock).toMatchObject({ ownTotal: 1, own: [{ productId: lamp }], competitorTotal: 0 });
    const urls = checkUrlsPageSchema.parse((await t.get(`${base}/check-urls`, viewer.userId)).json());
    expect(urls).toMatchObject({ total: 0, counts: { 'no-data': 0, 'page-error': 0, flagged: 0, stale: 0 } });
  });

  it("never shows another company's data and refuses bad input", async () => {
    const other = priceDeviationsSchema.parse((await t.get(`/api/company/${otherCompany}/insights/price-deviations`, otherViewer.userId)).json());
    expect(other.overall.products).toBe(1);
    expect((await t.get(`/api/company/${otherCompany}/insights/brands`, viewer.userId)).json()).toMatchObject({ statusCode: 403, code: 'OTHER_COMPANY' });
    expect((await t.get(`${base}/brands/Fremdmarke`, viewer.userId)).json()).toMatchObject({ statusCode: 404, code: 'BRAND_UNKNOWN' });
    expect((await t.get(`${base}/price-deviations/unknown-shop`, viewer.userId)).json()).toMatchObject({ statusCode: 422, code: 'SOURCE_UNKNOWN' });
    expect((await t.get(`${base}/price-deviations?range=5d`, viewer.userId)).json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    expect((await t.get(`${base}/check-urls?reason=whatever`, viewer.userId)).json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
  });
});
