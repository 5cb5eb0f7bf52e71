/** The offers and price-history routes in their own package: what was observed (read your writes), the contract's fields only, refusals. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceHistorySchema, urlOffersSchema } from '@pm/contracts';
import { streams } from '@pm/contracts/events';
import type { Actor } from '@pm/platform';
import { startQueryTestApp, type QueryTestApp } from '../runtime/testSupport/queryTestApp.ts';
import { registerScrapingQueries } from './scrapingQueries.ts';

const companyId = '01a216b5-973a-7479-83b5-4895cced43f6';
const otherCompany = '01a216b5-973a-7479-83b5-4895cced43f7';
const productId = '01a216b5-0000-7000-8000-0000000000b1';
const urlId = '01a216b5-0000-7000-8000-0000000000d1';
const sourceId = '01a216b5-0000-7000-8000-0000000000c1';
const viewer: Actor = { userId: 'u-viewer', companyId, email: 'viewer@example.com', role: 'COMPANY_VIEWER', isAdmin: false };

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();
const observed = (price: string, plausibility: 'ACCEPTED' | 'FLAGGED', observedAt: string) => ({
  type: 'OfferObserved',
  data: { urlId, productId, companyId, sourceId, jobId: `job-${observedAt}`, observedAt, pageStatus: 'OK', offer: { price, currency: 'EUR', availability: 'InStock', shippingCost: '4.90' }, plausibility, flagReason: plausibility === 'FLAGGED' ? 'PRICE_JUMP' : null, comparedWith: null },
});

describe('scraping queries', () => {
  let t: QueryTestApp;
  let position: string;
  const base = `/api/company/${companyId}/products/${productId}`;
  beforeAll(async () => {
    t = await startQueryTestApp([viewer], (app, readModels) => registerScrapingQueries(app, readModels));
    await t.write(streams.product(productId), [
      { type: 'ProductCreated', data: { productId, companyId, fields: { name: 'Zelt', sku: 'ZELT-1' } } },
      { type: 'CompetitorUrlAdded', data: { productId, urlId, url: 'https://bergsport-shop.de/zelt', sourceId, sourceKind: 'STORE', offerType: 'COMPETITOR_OFFER' } },
    ], companyId);
    position = await t.write(streams.offer(urlId), [observed('100.00', 'ACCEPTED', daysAgo(20)), observed('10.00', 'FLAGGED', daysAgo(1))], companyId, 'service:scraper');
  });
  afterAll(async () => {
    await t.stop();
  });

  it('answers the offer behind each URL: the current price, the flagged one with its reason, the last page status', async () => {
    const answer = await t.get(`${base}/offers?minPosition=${position}`, viewer.userId);
    expect(answer.statusCode).toBe(200);
    const [offer] = urlOffersSchema.parse(answer.json());
    expect(offer).toMatchObject({ id: urlId, sourceId, current: { price: '100.00', confirmed: false }, pending: { price: '10.00', flagReason: 'PRICE_JUMP' }, lastObservation: { pageStatus: 'OK', plausibility: 'FLAGGED' } });
    expect(Object.keys(answer.json()[0]).sort()).toEqual(['current', 'id', 'lastObservation', 'pending', 'sourceId']);
  });

  it("answers each URL's observations in the range, oldest first", async () => {
    const all = priceHistorySchema.parse((await t.get(`${base}/price-history?range=all&minPosition=${position}`, viewer.userId)).json());
    expect(all.map((s) => [s.urlId, s.points.map((p) => [p.price, p.flagged])])).toEqual([[urlId, [['100.00', false], ['10.00', true]]]]);
    const week = priceHistorySchema.parse((await t.get(`${base}/price-history?range=7d`, viewer.userId)).json());
    expect(week[0]?.points.map((p) => p.price)).toEqual(['10.00']);
  });

  it('refuses an unknown range, a bad product id and another company', async () => {
    expect((await t.get(`${base}/price-history?range=1y`, viewer.userId)).json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', details: { issues: [expect.objectContaining({ path: 'range' })] } });
    expect((await t.get(`/api/company/${companyId}/products/zelt/offers`, viewer.userId)).json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', details: { issues: [expect.objectContaining({ path: 'productId' })] } });
    expect((await t.get(`/api/company/${otherCompany}/products/${productId}/offers`, viewer.userId)).json()).toMatchObject({ statusCode: 403, code: 'OTHER_COMPANY' });
  });
});
