/** Check URLs and out of stock answer their counts from the aggregate and page through the reasons in list order. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkUrlsPageSchema, outOfStockSchema } from '@pm/contracts';
import { streams } from '@pm/contracts/events';
import type { Actor } from '@pm/platform';
import { startQueryTestApp, type QueryTestApp } from '../runtime/testSupport/queryTestApp.ts';
import { INSIGHT_URLS, insightIndexes } from './insightsDocs.ts';
import { registerInsightQueries } from './insightsQueries.ts';

const companyId = '01a216b5-973a-7479-83b5-4895cced4401';
const productId = '01a216b5-0000-7000-8000-0000000004b1';
const sourceId = '01a216b5-0000-7000-8000-0000000004c1';
const url = (n: number) => `01a216b5-0000-7000-8000-0000000004d${n}`;
const viewer: Actor = { userId: 'u-viewer', companyId, email: 'viewer@example.com', role: 'COMPANY_VIEWER', isAdmin: false };

describe('check URLs and out of stock from the URL counts', () => {
  let t: QueryTestApp;
  let position: string;
  const base = `/api/company/${companyId}/insights`;
  beforeAll(async () => {
    t = await startQueryTestApp([viewer], (app, readModels) => registerInsightQueries(app, readModels));
    await t.write(streams.source(sourceId), [{ type: 'SourceRegistered', data: { sourceId, fields: { kind: 'STORE', name: 'Alpha Outdoor', hostname: 'alpha-outdoor.example', shippingCostModel: 'COST_ON_PRODUCT_PAGE', scrapeFrequency: 'DAILY', scrapingEnabled: true } } }], null, 'u-platform');
    await t.write(streams.product(productId), [
      { type: 'ProductCreated', data: { productId, companyId, fields: { name: 'Zelt', sku: 'Z-1', brand: 'Vaude', pricing: { de: { salesPrice: 100, shippingPrice: 0 } } } } },
      ...[1, 2, 3, 4, 5, 6].map((n) => ({ type: 'CompetitorUrlAdded', data: { productId, urlId: url(n), url: `https://alpha-outdoor.example/${n}`, sourceId, sourceKind: 'STORE', offerType: 'COMPETITOR_OFFER' } })),
    ], companyId);
    const now = Date.now();
    const observed = (n: number, kind: 'error' | 'flagged' | 'out' | 'old') => ({
      type: 'OfferObserved',
      data: {
        urlId: url(n),
        productId,
        companyId,
        sourceId,
        jobId: `job-${n}`,
        observedAt: new Date(kind === 'old' ? now - 3 * 86_400_000 : now).toISOString(),
        pageStatus: kind === 'error' ? 'NOT_FOUND_404' : 'OK',
        offer: kind === 'error' ? null : { price: kind === 'out' ? null : '90.00', currency: 'EUR', availability: kind === 'out' ? 'OutOfStock' : 'InStock', shippingCost: null },
        plausibility: kind === 'flagged' ? 'FLAGGED' : 'ACCEPTED',
        flagReason: kind === 'flagged' ? 'PRICE_JUMP' : null,
        comparedWith: null,
      },
    });
    // URL 1: never scraped (no data); 2, 3: error pages; 4: flagged; 5: last scraped 3 days ago (stale); 6: out of stock.
    for (const [n, kind] of [[2, 'error'], [3, 'error'], [4, 'flagged'], [5, 'old'], [6, 'out']] as const) position = await t.write(streams.offer(url(n)), [observed(n, kind)], companyId, 'service:scraper');
  });
  afterAll(async () => {
    await t.stop();
  });

  it('counts each reason and pages through no data, error pages, flagged prices, then stale URLs', async () => {
    const page = async (query: string) => checkUrlsPageSchema.parse((await t.get(`${base}/check-urls?minPosition=${position}&${query}`, viewer.userId)).json());
    const first = await page('pageSize=2');
    expect(first.counts).toEqual({ 'no-data': 1, 'page-error': 2, flagged: 1, stale: 1 });
    expect(first.total).toBe(5);
    expect(first.items.map((item) => [item.urlId, item.reason])).toEqual([[url(1), 'no-data'], [url(2), 'page-error']]);
    expect((await page('pageSize=2&page=2')).items.map((item) => [item.urlId, item.reason])).toEqual([[url(3), 'page-error'], [url(4), 'flagged']]);
    expect((await page('pageSize=2&page=3')).items.map((item) => [item.urlId, item.reason])).toEqual([[url(5), 'stale']]);
    expect((await page('pageSize=2&page=4')).items).toEqual([]);
    const errors = await page('reason=page-error&pageSize=1&page=2');
    expect(errors).toMatchObject({ total: 2, items: [{ urlId: url(3), reason: 'page-error', pageStatus: 'NOT_FOUND_404' }] });
  });

  it('answers the competitor URLs out of stock with their total', async () => {
    const stock = outOfStockSchema.parse((await t.get(`${base}/out-of-stock?minPosition=${position}`, viewer.userId)).json());
    expect(stock).toMatchObject({ competitorTotal: 1, competitor: [{ urlId: url(6), shopName: 'Alpha Outdoor' }] });
  });

  it("reads a reason's page in its index's order (company, reason, id), not by sorting every URL of the reason", () => {
    const indexed = (insightIndexes[INSIGHT_URLS] ?? []).map((index) => Object.keys(index.keys).join(','));
    expect(indexed).toContain('companyId,reason,_id');
  });
});

describe('check URLs: stale rows in the order of their last scrape', () => {
  const otherCompany = '01a216b5-973a-7479-83b5-4895cced4402';
  const otherProduct = '01a216b5-0000-7000-8000-0000000004b2';
  const otherSource = '01a216b5-0000-7000-8000-0000000004c2';
  const staleUrl = (n: number) => `01a216b5-0000-7000-8000-0000000004e${n}`;
  const otherViewer: Actor = { userId: 'u-viewer-2', companyId: otherCompany, email: 'viewer2@example.com', role: 'COMPANY_VIEWER', isAdmin: false };
  let t: QueryTestApp;
  let position: string;
  beforeAll(async () => {
    t = await startQueryTestApp([otherViewer], (app, readModels) => registerInsightQueries(app, readModels));
    await t.write(streams.source(otherSource), [{ type: 'SourceRegistered', data: { sourceId: otherSource, fields: { kind: 'STORE', name: 'Beta Outdoor', hostname: 'beta-outdoor.example', shippingCostModel: 'COST_ON_PRODUCT_PAGE', scrapeFrequency: 'DAILY', scrapingEnabled: true } } }], null, 'u-platform');
    await t.write(streams.product(otherProduct), [
      { type: 'ProductCreated', data: { productId: otherProduct, companyId: otherCompany, fields: { name: 'Kocher', sku: 'K-1', brand: 'Primus', pricing: { de: { salesPrice: 50, shippingPrice: 0 } } } } },
      ...[1, 2, 3].map((n) => ({ type: 'CompetitorUrlAdded', data: { productId: otherProduct, urlId: staleUrl(n), url: `https://beta-outdoor.example/${n}`, sourceId: otherSource, sourceKind: 'STORE', offerType: 'COMPETITOR_OFFER' } })),
    ], otherCompany);
    // Last scraped 2, 3 and 4 days ago: the dates' order is the reverse of the ids'.
    const now = Date.now();
    for (const [n, days] of [[1, 2], [2, 3], [3, 4]] as const) {
      position = await t.write(streams.offer(staleUrl(n)), [{
        type: 'OfferObserved',
        data: { urlId: staleUrl(n), productId: otherProduct, companyId: otherCompany, sourceId: otherSource, jobId: `job-s${n}`, observedAt: new Date(now - days * 86_400_000).toISOString(), pageStatus: 'OK', offer: { price: '45.00', currency: 'EUR', availability: 'InStock', shippingCost: null }, plausibility: 'ACCEPTED', flagReason: null, comparedWith: null },
      }], otherCompany, 'service:scraper');
    }
  });
  afterAll(async () => {
    await t.stop();
  });

  it('pages the stale URLs oldest scrape first, each row whole', async () => {
    const page = async (query: string) => checkUrlsPageSchema.parse((await t.get(`/api/company/${otherCompany}/insights/check-urls?minPosition=${position}&reason=stale&${query}`, otherViewer.userId)).json());
    const first = await page('pageSize=2');
    expect(first.total).toBe(3);
    expect(first.items.map((item) => item.urlId)).toEqual([staleUrl(3), staleUrl(2)]);
    expect(first.items[0]).toMatchObject({ reason: 'stale', shopName: 'Beta Outdoor', url: 'https://beta-outdoor.example/3', name: 'Kocher' });
    expect((await page('pageSize=2&page=2')).items.map((item) => item.urlId)).toEqual([staleUrl(1)]);
  });
});
