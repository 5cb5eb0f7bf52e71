/** The dashboard and price development routes: figures from the log, the tenant boundary, bad input; the company's tolerance and stale age. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardSchema, priceDevelopmentSchema } from '@pm/contracts';
import { streams } from '@pm/contracts/events';
import type { Actor } from '@pm/platform';
import { startQueryTestApp, type QueryTestApp } from '../runtime/testSupport/queryTestApp.ts';
import { registerDashboardQueries } from './dashboardQueries.ts';
import { registerPriceDevelopmentQueries } from './priceDevelopmentQueries.ts';

const companyId = '01a216b5-973a-7479-83b5-4895cced43f6';
const otherCompany = '01a216b5-973a-7479-83b5-4895cced43f7';
const sourceId = '01a216b5-0000-7000-8000-0000000000c1';
const tent = '01a216b5-0000-7000-8000-0000000000a1';
const lamp = '01a216b5-0000-7000-8000-0000000000a2';
const stove = '01a216b5-0000-7000-8000-0000000000a3';
const oldStoveUrl = '01a216b5-0000-7000-8000-0000000000e3';
const foreign = '01a216b5-0000-7000-8000-0000000000b1';
const viewer: Actor = { userId: 'u-viewer', companyId, email: 'viewer@example.com', role: 'COMPANY_VIEWER', isAdmin: false };
const now = () => new Date('2026-11-26T12:00:00.000Z');

describe('dashboard and price development queries', () => {
  let t: QueryTestApp;
  let position: string;
  const dashboard = `/api/company/${companyId}/dashboard`;
  const development = `/api/company/${companyId}/price-development`;
  beforeAll(async () => {
    t = await startQueryTestApp([viewer], (app, readModels) => {
      registerDashboardQueries(app, readModels, { now });
      registerPriceDevelopmentQueries(app, readModels, now);
    });
    await t.write(streams.user(viewer.userId), [{ type: 'UserRegistered', data: { userId: viewer.userId, companyId, email: viewer.email, firstName: 'Vera', lastName: 'Adler', role: 'COMPANY_VIEWER', isAdmin: false } }], companyId);
    await t.write(streams.user(viewer.userId), [{ type: 'UserSettingsChanged', data: { userId: viewer.userId, favoriteProducts: [tent] } }], companyId);
    const product = async (company: string, productId: string, sku: string, salesPrice: number, prices: [string, string]) => {
      const urlId = `${productId.slice(0, -2)}d${productId.slice(-1)}`;
      await t.write(streams.product(productId), [
        { type: 'ProductCreated', data: { productId, companyId: company, fields: { name: sku, sku, brand: 'Vaude', purchasePrice: 50, pricing: { de: { salesPrice, vatRate: 19, precalculatedShippingCost: 5 } } } } },
        { type: 'CompetitorUrlAdded', data: { productId, urlId, url: `https://alpha-outdoor.example/${sku}`, sourceId, sourceKind: 'STORE', offerType: 'COMPETITOR_OFFER' } },
      ], company);
      const observed = (day: string, price: string) => ({
        type: 'OfferObserved',
        data: { urlId, productId, companyId: company, sourceId, jobId: `job-${sku}-${day}`, observedAt: `${day}T06:00:00.000Z`, pageStatus: 'OK', offer: { price, currency: 'EUR', availability: 'InStock', shippingCost: null }, plausibility: 'ACCEPTED', flagReason: null, comparedWith: null },
      });
      return t.write(streams.offer(urlId), [observed('2026-11-25', prices[0]), observed('2026-11-26', prices[1])], company, 'service:scraper');
    };
    await product(otherCompany, foreign, 'FREMD-1', 100, ['100.00', '10.00']);
    // Tent: 119 € own, competitor 130 → 110 (price down, a new undercut); the own price is 8 % above.
    await product(companyId, tent, 'ZELT-1', 119, ['130.00', '110.00']);
    // Lamp: cheapest (competitor 140 → 150, up). Stove: 1 % above the cheapest (within the tolerance).
    await product(companyId, lamp, 'LAMPE-1', 119, ['140.00', '150.00']);
    position = await product(companyId, stove, 'KOCHER-1', 119, ['117.82', '117.82']);
    // A webshop in Germany taking 10 % commission: the top metric counts it and the own shipping cost.
    await t.write(streams.pricingSettings(companyId), [{ type: 'SalesChannelCreated', data: { companyId, channelId: 'webshop', fields: { name: 'Webshop', country: 'de', currency: 'EUR', commissionRate: 10, vatRate: 19, noShippingCost: false } } }], companyId);
    // The stove's second shop was last seen 16 days ago at 115 €: stale at the default 7 days.
    await t.write(streams.product(stove), [{ type: 'CompetitorUrlAdded', data: { productId: stove, urlId: oldStoveUrl, url: 'https://beta-outdoor.example/KOCHER-1', sourceId, sourceKind: 'STORE', offerType: 'COMPETITOR_OFFER' } }], companyId);
    position = await t.write(streams.offer(oldStoveUrl), [{
      type: 'OfferObserved',
      data: { urlId: oldStoveUrl, productId: stove, companyId, sourceId, jobId: 'job-old-stove', observedAt: '2026-11-10T06:00:00.000Z', pageStatus: 'OK', offer: { price: '115.00', currency: 'EUR', availability: 'InStock', shippingCost: null }, plausibility: 'ACCEPTED', flagReason: null, comparedWith: null },
    }], companyId, 'service:scraper');
  });
  afterAll(async () => {
    await t.stop();
  });

  it("answers the position, top metric, proposals, today's changes and favourites of the company", async () => {
    const answer = await t.get(`${dashboard}?minPosition=${position}&withShipping=false`, viewer.userId);
    expect(answer.statusCode).toBe(200);
    const body = dashboardSchema.parse(answer.json());
    // The stove's stale 115 € offer is left out: 1 % above 117.82 is within the default 2 %.
    expect(body.position).toEqual({ compared: 3, cheapest: 1, withinTolerance: 1, moreExpensive: 1, noOffers: 0, noOwnPrice: 0, tolerancePercent: 2 });
    // N = 119 / 1.19 = 100, P = 50, commission 10 % of 119 = 11.90, own shipping 5: profit margin 33.10 % (default top metric; green above 20).
    expect(body.topMetric).toEqual({ metric: 'PROFIT_MARGIN', value: 33.1, productCount: 3, greenThreshold: 20, yellowThreshold: 10 });
    expect(body.proposals).toEqual({ pending: 0, lastRun: null });
    expect(body.changes).toEqual({ day: '2026-11-26', priceUp: 1, priceDown: 1, outOfStock: 0, undercuts: 1 });
    expect(body.favorites).toEqual([{ productId: tent, name: 'ZELT-1', sku: 'ZELT-1', currency: 'EUR', position: 'not-cheapest', ownPrice: 119, cheapestPrice: 110, deviationPercent: 8.18 }]);
  });

  it("counts 'within' by the company's tolerance, and stale offers again once the stale age covers them", async () => {
    const saved = await t.write(streams.priceAnalysisSettings(companyId), [{ type: 'PriceAnalysisSettingsSet', data: { companyId, settings: { deltaMode: 'PERCENT', withShippingCost: true, tolerancePercent: 10, staleAfterDays: 30 } } }], companyId);
    const body = dashboardSchema.parse((await t.get(`${dashboard}?minPosition=${saved}&withShipping=false`, viewer.userId)).json());
    // Tent 8.18 % and stove 3.48 % (its 115 € offer counts at 30 days) above the cheapest: both within 10 %.
    expect(body.position).toEqual({ compared: 3, cheapest: 1, withinTolerance: 2, moreExpensive: 0, noOffers: 0, noOwnPrice: 0, tolerancePercent: 10 });
    const back = await t.write(streams.priceAnalysisSettings(companyId), [{ type: 'PriceAnalysisSettingsSet', data: { companyId, settings: { deltaMode: 'PERCENT', withShippingCost: true, tolerancePercent: 2, staleAfterDays: 30 } } }], companyId);
    const strict = dashboardSchema.parse((await t.get(`${dashboard}?minPosition=${back}&withShipping=false`, viewer.userId)).json());
    expect(strict.position).toMatchObject({ cheapest: 1, withinTolerance: 0, moreExpensive: 2, tolerancePercent: 2 });
  });

  it('answers the daily price indexes of the period', async () => {
    const body = priceDevelopmentSchema.parse((await t.get(`${development}?range=2d&minPosition=${position}`, viewer.userId)).json());
    expect(body).toMatchObject({ from: '2026-11-25', to: '2026-11-26', stores: [], brands: ['Vaude'] });
    // Day 2: (110/130 × 150/140 × 1)^(1/3) = 0.9678… → 96.78.
    expect(body.points).toEqual([
      { day: '2026-11-25', marketIndex: 100, ownIndex: 100, products: 3 },
      { day: '2026-11-26', marketIndex: 96.78, ownIndex: 100, products: 3 },
    ]);
    const month = priceDevelopmentSchema.parse((await t.get(`${development}?month=2026-11`, viewer.userId)).json());
    expect(month).toMatchObject({ from: '2026-11-01', to: '2026-11-26' });
    expect(month.points).toHaveLength(26);
  });

  it('answers the first day with prices, and the last 30 days as today and the 29 days before', async () => {
    const body = priceDevelopmentSchema.parse((await t.get(`${development}?range=30d&minPosition=${position}`, viewer.userId)).json());
    // The first observation is the stove's old offer of 2026-11-10 (another company's prices do not count).
    expect(body).toMatchObject({ from: '2026-10-28', to: '2026-11-26', firstDay: '2026-11-10' });
    expect(body.points).toHaveLength(30);
    // The first day is the company's, whatever the period or filter asks for.
    for (const query of ['range=2d', 'month=2026-10', 'range=all', 'brand=Vaude&range=7d']) {
      expect(priceDevelopmentSchema.parse((await t.get(`${development}?${query}`, viewer.userId)).json()).firstDay, query).toBe('2026-11-10');
    }
    expect(priceDevelopmentSchema.parse((await t.get(`${development}?range=all`, viewer.userId)).json()).from).toBe('2026-11-10');
  });

  it('refuses malformed and future months, unknown categories and shops, another company', async () => {
    expect((await t.get(`${development}?month=2026-13`, viewer.userId)).json()).toMatchObject({ statusCode: 400, code: 'MONTH_INVALID' });
    expect((await t.get(`${development}?month=November`, viewer.userId)).json()).toMatchObject({ statusCode: 400, code: 'MONTH_INVALID' });
    // Before the product's first possible day: refused, not ~700,000 empty days (year 50 read as 1950 by Date.UTC once).
    expect((await t.get(`${development}?month=0050-02`, viewer.userId)).json()).toMatchObject({ statusCode: 400, code: 'MONTH_INVALID' });
    expect((await t.get(`${development}?month=1999-12`, viewer.userId)).json()).toMatchObject({ statusCode: 400, code: 'MONTH_INVALID' });
    expect((await t.get(`${development}?month=2027-01`, viewer.userId)).json()).toMatchObject({ statusCode: 400, code: 'MONTH_IN_FUTURE' });
    expect((await t.get(`${development}?range=3d`, viewer.userId)).json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    expect((await t.get(`${development}?brand=NoSuchBrand`, viewer.userId)).json()).toMatchObject({ statusCode: 404, code: 'BRAND_UNKNOWN' });
    // A brand of the company in another country than its products' is unknown there too.
    expect((await t.get(`${development}?brand=Vaude&country=at`, viewer.userId)).json()).toMatchObject({ statusCode: 404, code: 'BRAND_UNKNOWN' });
    expect((await t.get(`${development}?brand=Vaude`, viewer.userId)).statusCode).toBe(200);
    expect((await t.get(`${development}?categoryId=nope`, viewer.userId)).json()).toMatchObject({ statusCode: 422, code: 'CATEGORY_UNKNOWN' });
    expect((await t.get(`${development}?storeId=${sourceId}`, viewer.userId)).json()).toMatchObject({ statusCode: 422, code: 'SOURCE_UNKNOWN' });
    expect((await t.get(`${dashboard}?country=xx`, viewer.userId)).json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    expect((await t.get(`/api/company/${otherCompany}/dashboard`, viewer.userId)).json()).toMatchObject({ statusCode: 403, code: 'OTHER_COMPANY' });
    expect((await t.get(`/api/company/${otherCompany}/price-development`, viewer.userId)).json()).toMatchObject({ statusCode: 403, code: 'OTHER_COMPANY' });
    expect((await t.get(dashboard)).statusCode).toBe(401);
  });
});
