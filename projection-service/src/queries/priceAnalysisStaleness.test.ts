/** Stale offers in the price analysis: older than the company's stale age they are shown, but compared no more (list and detail). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PRICE_ANALYSIS_SETTINGS, priceAnalysisDetailSchema, priceAnalysisPageSchema } from '@pm/contracts';
import { streams } from '@pm/contracts/events';
import type { Actor } from '@pm/platform';
import { startQueryTestApp, type QueryTestApp } from '../runtime/testSupport/queryTestApp.ts';
import { registerExportRoutes } from '../exports/exportRoutes.ts';
import { registerPriceAnalysisQueries } from './priceAnalysisQueries.ts';

const companyId = '01a216b5-973a-7479-83b5-4895cced4301';
const stove = '01a216b5-0000-7000-8000-0000000003b1';
const freshUrl = '01a216b5-0000-7000-8000-0000000003d1';
const oldUrl = '01a216b5-0000-7000-8000-0000000003d2';
const sourceId = '01a216b5-0000-7000-8000-0000000003c1';
const viewer: Actor = { userId: 'u-viewer', companyId, email: 'viewer@example.com', role: 'COMPANY_VIEWER', isAdmin: false };
const now = () => new Date('2026-11-26T12:00:00.000Z');

describe('price analysis: stale offers', () => {
  let t: QueryTestApp;
  let position: string;
  const base = `/api/company/${companyId}/price-analysis`;
  const observed = (urlId: string, observedAt: string, price: string) => ({
    type: 'OfferObserved',
    data: { urlId, productId: stove, companyId, sourceId, jobId: `job-${urlId}-${observedAt}`, observedAt, pageStatus: 'OK', offer: { price, currency: 'EUR', availability: 'InStock', shippingCost: null }, plausibility: 'ACCEPTED', flagReason: null, comparedWith: null },
  });
  beforeAll(async () => {
    t = await startQueryTestApp([viewer], (app, readModels) => {
      registerPriceAnalysisQueries(app, readModels, now);
      registerExportRoutes(app, readModels, now);
    });
    const url = (urlId: string, shop: string) => ({ type: 'CompetitorUrlAdded', data: { productId: stove, urlId, url: `https://${shop}.example/kocher`, sourceId, sourceKind: 'STORE', offerType: 'COMPETITOR_OFFER' } });
    await t.write(streams.product(stove), [
      { type: 'ProductCreated', data: { productId: stove, companyId, fields: { name: 'Kocher', sku: 'KOCHER-1', pricing: { de: { salesPrice: 55, shippingPrice: 0 } } } } },
      url(freshUrl, 'alpha'),
      url(oldUrl, 'beta'),
    ], companyId);
    await t.write(streams.offer(freshUrl), [observed(freshUrl, '2026-11-26T06:00:00.000Z', '60.00')], companyId, 'service:scraper');
    // Last seen 12 days before "now": stale at the default of 7 days.
    position = await t.write(streams.offer(oldUrl), [observed(oldUrl, '2026-11-14T06:00:00.000Z', '50.00')], companyId, 'service:scraper');
  });
  afterAll(async () => {
    await t.stop();
  });

  it('leaves an offer older than the stale age out of cheapest and position, and shows it as stale', async () => {
    const page = priceAnalysisPageSchema.parse((await t.get(`${base}?minPosition=${position}`, viewer.userId)).json());
    expect(page.items.map((r) => [r.name, r.position, r.cheapest?.total, r.offerCount, r.staleCount])).toEqual([['Kocher', 'cheapest', 60, 1, 1]]);
    const detail = priceAnalysisDetailSchema.parse((await t.get(`${base}/${stove}`, viewer.userId)).json());
    expect(detail.product).toMatchObject({ position: 'cheapest', cheapest: { total: 60 }, staleCount: 1 });
    expect(detail.offers.map((o) => [o.urlId, o.status, o.compared, o.cheapest, o.observedAt])).toEqual([
      [oldUrl, 'stale', false, false, '2026-11-14T06:00:00.000Z'],
      [freshUrl, 'current', true, true, '2026-11-26T06:00:00.000Z'],
    ]);
  });

  it('leaves it out of the price analysis export as the screen does', async () => {
    const csv = (await t.get(`/api/company/${companyId}/exports/price-analysis.csv?country=de&minPosition=${position}`, viewer.userId)).body.replace(/^\uFEFF/, '');
    const [header, row] = csv.split('\r\n').map((line) => line.split(','));
    const cell = (name: string) => row?.[header!.indexOf(name)];
    expect([cell('sku'), cell('cheapest_price'), cell('position'), cell('offers')]).toEqual(['KOCHER-1', '60.00', 'cheapest', '1']);
  });

  it('counts the offer again when the company allows older offers', async () => {
    const saved = await t.write(streams.priceAnalysisSettings(companyId), [{ type: 'PriceAnalysisSettingsSet', data: { companyId, settings: { ...DEFAULT_PRICE_ANALYSIS_SETTINGS, staleAfterDays: 30 } } }], companyId);
    const page = priceAnalysisPageSchema.parse((await t.get(`${base}?minPosition=${saved}`, viewer.userId)).json());
    expect(page.items.map((r) => [r.position, r.cheapest?.total, r.offerCount, r.staleCount])).toEqual([['not-cheapest', 50, 2, 0]]);
  });
});
