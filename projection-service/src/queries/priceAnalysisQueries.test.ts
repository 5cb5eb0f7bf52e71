/** The price-analysis routes in their own package: rows and detail as their contracts (read your writes), with and without shipping, refusals. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceAnalysisDetailSchema, priceAnalysisPageSchema } from '@pm/contracts';
import { streams } from '@pm/contracts/events';
import type { Actor } from '@pm/platform';
import { startQueryTestApp, type QueryTestApp } from '../runtime/testSupport/queryTestApp.ts';
import { registerPriceAnalysisQueries } from './priceAnalysisQueries.ts';

const companyId = '01a216b5-973a-7479-83b5-4895cced43f6';
const otherCompany = '01a216b5-973a-7479-83b5-4895cced43f7';
const tent = '01a216b5-0000-7000-8000-0000000000b1';
const lamp = '01a216b5-0000-7000-8000-0000000000b2';
const foreign = '01a216b5-0000-7000-8000-0000000000b9';
const sourceId = '01a216b5-0000-7000-8000-0000000000c1';
const viewer: Actor = { userId: 'u-viewer', companyId, email: 'viewer@example.com', role: 'COMPANY_VIEWER', isAdmin: false };
/** A company of its own for the position filters, so the other tests' rows stay as they are. */
const splitCompany = '01a216b5-973a-7479-83b5-4895cced43f8';
const splitViewer: Actor = { userId: 'u-split', companyId: splitCompany, email: 'split@example.com', role: 'COMPANY_VIEWER', isAdmin: false };

describe('price analysis queries', () => {
  let t: QueryTestApp;
  let position: string;
  let splitPosition: string;
  const base = `/api/company/${companyId}/price-analysis`;
  beforeAll(async () => {
    t = await startQueryTestApp([viewer, splitViewer], (app, readModels) => registerPriceAnalysisQueries(app, readModels));
    await t.write(streams.source(sourceId), [{ type: 'SourceRegistered', data: { sourceId, fields: { kind: 'STORE', name: 'Alpha Outdoor', hostname: 'alpha-outdoor.example', shippingCostModel: 'COST_ON_PRODUCT_PAGE', scrapeFrequency: 'DAILY', scrapingEnabled: true } } }], null, 'u-platform');
    const product = async (company: string, productId: string, name: string, sku: string, salesPrice: number, shippingPrice: number, competitorPrice: string) => {
      const urlId = `${productId.slice(0, -2)}d${productId.slice(-1)}`;
      await t.write(streams.product(productId), [
        { type: 'ProductCreated', data: { productId, companyId: company, fields: { name, sku, brand: 'Vaude', pricing: { de: { salesPrice, shippingPrice } } } } },
        { type: 'CompetitorUrlAdded', data: { productId, urlId, url: `https://alpha-outdoor.example/${sku}`, sourceId, sourceKind: 'STORE', offerType: 'COMPETITOR_OFFER' } },
      ], company);
      return t.write(streams.offer(urlId), [{
        type: 'OfferObserved',
        data: { urlId, productId, companyId: company, sourceId, jobId: `job-${sku}`, observedAt: new Date().toISOString(), pageStatus: 'OK', offer: { price: competitorPrice, currency: 'EUR', availability: 'InStock', shippingCost: '20.00' }, plausibility: 'ACCEPTED', flagReason: null, comparedWith: null },
      }], company, 'service:scraper');
    };
    await product(otherCompany, foreign, 'Fremdes Zelt', 'FREMD-1', 10, 0, '5.00');
    await product(companyId, lamp, 'Lampe', 'LAMPE-1', 20, 0, '25.00');
    position = await product(companyId, tent, 'Zelt', 'ZELT-1', 100, 5, '90.00');
    // Without shipping: Kocher 1.01 % above the cheapest offer, Plane 11.11 % above, Becher the cheapest.
    await product(splitCompany, '01a216b5-0000-7000-8000-0000000000e1', 'Kocher', 'KOCHER-1', 50, 0, '49.50');
    await product(splitCompany, '01a216b5-0000-7000-8000-0000000000e2', 'Plane', 'PLANE-1', 100, 0, '90.00');
    splitPosition = await product(splitCompany, '01a216b5-0000-7000-8000-0000000000e3', 'Becher', 'BECHER-1', 5, 0, '6.00');
  });
  afterAll(async () => {
    await t.stop();
  });

  it("lists the company's products with where their price stands, with or without shipping", async () => {
    const answer = await t.get(`${base}?minPosition=${position}&sort=nameLocal&order=asc`, viewer.userId);
    expect(answer.statusCode).toBe(200);
    const page = priceAnalysisPageSchema.parse(answer.json());
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    expect(page.items.map((r) => [r.name, r.position, r.cheapest?.sourceName, r.cheapest?.total])).toEqual([['Lampe', 'cheapest', 'Alpha Outdoor', 45], ['Zelt', 'cheapest', 'Alpha Outdoor', 110]]);
    const withoutShipping = priceAnalysisPageSchema.parse((await t.get(`${base}?withShipping=false&position=not-cheapest`, viewer.userId)).json());
    expect(withoutShipping.items.map((r) => [r.name, r.ownPrice?.total, r.deviation?.absolute])).toEqual([['Zelt', 100, 10]]);
  });

  it("answers one product's figures and every offer; another company's product like a missing one", async () => {
    const detail = priceAnalysisDetailSchema.parse((await t.get(`${base}/${tent}?minPosition=${position}`, viewer.userId)).json());
    expect(detail.product).toMatchObject({ productId: tent, status: 'active', ownPrice: { price: 100, shippingCost: 5, total: 105, source: 'SALES_PRICE' } });
    expect(detail.offers).toEqual([expect.objectContaining({ sourceName: 'Alpha Outdoor', price: 90, shippingCost: 20, total: 110, status: 'current', compared: true, cheapest: true })]);
    expect((await t.get(`${base}/${foreign}`, viewer.userId)).json()).toMatchObject({ statusCode: 404, code: 'PRODUCT_NOT_FOUND' });
  });

  it("splits the not-cheapest products by the company's tolerance, as the dashboard counts them", async () => {
    const names = async (query: string) => priceAnalysisPageSchema.parse((await t.get(`/api/company/${splitCompany}/price-analysis?withShipping=false&sort=nameLocal&order=asc&${query}`, splitViewer.userId)).json()).items.map((r) => r.name);
    expect(await names(`position=not-cheapest&minPosition=${splitPosition}`)).toEqual(['Kocher', 'Plane']);
    // The default tolerance: 2 %.
    expect(await names('position=within-tolerance')).toEqual(['Kocher']);
    expect(await names('position=more-expensive')).toEqual(['Plane']);
    const saved = await t.write(streams.priceAnalysisSettings(splitCompany), [{ type: 'PriceAnalysisSettingsSet', data: { companyId: splitCompany, settings: { deltaMode: 'PERCENT', withShippingCost: true, tolerancePercent: 15, staleAfterDays: 7 } } }], splitCompany);
    expect(await names(`position=within-tolerance&minPosition=${saved}`)).toEqual(['Kocher', 'Plane']);
    expect(await names('position=more-expensive')).toEqual([]);
    expect(await names('position=cheapest')).toEqual(['Becher']);
    expect((await t.get(`/api/company/${splitCompany}/price-analysis?position=cheaper`, splitViewer.userId)).json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
  });

  it('refuses bad parameters and another company', async () => {
    expect((await t.get(`${base}?withShipping=yes`, viewer.userId)).json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', details: { issues: [expect.objectContaining({ path: 'withShipping' })] } });
    expect((await t.get(`${base}/${tent}?sort=sku`, viewer.userId)).json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    expect((await t.get(`/api/company/${otherCompany}/price-analysis`, viewer.userId)).json()).toMatchObject({ statusCode: 403, code: 'OTHER_COMPANY' });
  });
});
