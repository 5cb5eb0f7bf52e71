/** The scrape-record list in its own package: attempts as written with product and source names, no proxy URL or worker, filters, refusals. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scrapeRecordPageSchema } from '@pm/contracts';
import { streams } from '@pm/contracts/events';
import type { Actor } from '@pm/platform';
import { startQueryTestApp, type QueryTestApp } from '../runtime/testSupport/queryTestApp.ts';
import { registerScrapeRecordQueries } from './scrapeRecordQueries.ts';

const companyId = '01a216b5-973a-7479-83b5-4895cced43f6';
const otherCompany = '01a216b5-973a-7479-83b5-4895cced43f7';
const productId = '01a216b5-0000-7000-8000-0000000000b1';
const urlId = '01a216b5-0000-7000-8000-0000000000d1';
const sourceId = '01a216b5-0000-7000-8000-0000000000c1';
const ok = '01a216b5-0000-7000-8000-0000000000a1';
const failed = '01a216b5-0000-7000-8000-0000000000a2';
const viewer: Actor = { userId: 'u-viewer', companyId, email: 'viewer@example.com', role: 'COMPANY_VIEWER', isAdmin: false };

const created = (jobId: string) => ({ type: 'ScrapeJobCreated', data: { jobId, companyId, productId, urlId, url: 'https://bergsport-shop.de/zelt', sourceId, jobType: 'PRODUCT_PAGE', trigger: 'SCRAPE_NOW', crawler: 'crawlee-cheerio-crawler', proxyUrl: 'http://user:secret@proxy.internal:3128', requestId: 'request-1' } });

describe('scrape record queries', () => {
  let t: QueryTestApp;
  let position: string;
  const base = `/api/company/${companyId}/scrape-records`;
  beforeAll(async () => {
    t = await startQueryTestApp([viewer], (app, readModels) => registerScrapeRecordQueries(app, readModels));
    await t.write(streams.source(sourceId), [{ type: 'SourceRegistered', data: { sourceId, fields: { kind: 'STORE', name: 'Bergsport Shop', hostname: 'bergsport-shop.de', shippingCostModel: 'COST_ON_PRODUCT_PAGE', scrapeFrequency: 'DAILY', scrapingEnabled: true } } }], null, 'u-platform');
    await t.write(streams.product(productId), [{ type: 'ProductCreated', data: { productId, companyId, fields: { name: 'Zelt', sku: 'ZELT-1' } } }], companyId);
    const service = 'service:scraper';
    await t.write(streams.scrapeJob(ok), [
      created(ok),
      { type: 'ScrapeJobFetched', data: { jobId: ok, trial: 1, worker: 'worker-1' } },
      { type: 'ScrapeJobCompleted', data: { jobId: ok, trial: 1, durationMs: 120, httpStatus: 200, finalUrl: null, pageStatus: 'OK', offers: [{ price: '99.00', currency: 'EUR' }], logs: [{ at: new Date().toISOString(), kind: 'SUCCESS', message: 'price 99.00 EUR' }] } },
    ], companyId, service);
    position = await t.write(streams.scrapeJob(failed), [
      // Jobs now name the company's configured proxy by id.
      { type: 'ScrapeJobCreated', data: { ...created(failed).data, proxyUrl: null, proxyId: 'de-1' } },
      { type: 'ScrapeJobFetched', data: { jobId: failed, trial: 1, worker: 'worker-1' } },
      { type: 'ScrapeJobFailed', data: { jobId: failed, trial: 1, durationMs: 30_000, error: 'timeout', timedOut: true, willRetry: true, logs: [] } },
    ], companyId, service);
  });
  afterAll(async () => {
    await t.stop();
  });

  it('lists the attempts newest first with product and source names, whether a proxy was used, never its URL', async () => {
    const answer = await t.get(`${base}?minPosition=${position}`, viewer.userId);
    expect(answer.statusCode).toBe(200);
    const page = scrapeRecordPageSchema.parse(answer.json());
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: 50 });
    expect(page.items.map((r) => [r.id, r.status, r.price])).toEqual([[failed, 'TIMED_OUT', null], [ok, 'COMPLETED', '99.00']]);
    expect(page.items[1]).toMatchObject({ viaProxy: true, product: { name: 'Zelt', sku: 'ZELT-1' }, source: { name: 'Bergsport Shop', kind: 'STORE' }, logs: [expect.objectContaining({ trial: 1 })] });
    for (const internal of ['proxyUrl', 'worker', 'companyId', 'requestId']) expect(answer.json().items[1]).not.toHaveProperty(internal);
    expect(page.items[0]?.viaProxy).toBe(true);
    expect(answer.json().items[0]).not.toHaveProperty('proxyId');
  });

  it('filters by repeated parameters and refuses contradicting ones and another company', async () => {
    const completed = scrapeRecordPageSchema.parse((await t.get(`${base}?status=COMPLETED&status=CREATED`, viewer.userId)).json());
    expect(completed.items.map((r) => r.id)).toEqual([ok]);
    expect((await t.get(`${base}?days=3&createdFrom=2026-11-01T00:00:00Z`, viewer.userId)).json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', details: { issues: [expect.objectContaining({ path: 'days' })] } });
    expect((await t.get(`/api/company/${otherCompany}/scrape-records`, viewer.userId)).json()).toMatchObject({ statusCode: 403, code: 'OTHER_COMPANY' });
  });
});
