/** The admin scrape-job list and detail: every company's jobs for platform admins only, filters, keyset paging, replay links, history, deleted jobs gone. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminScrapeRecordPageSchema, adminScrapeJobDetailSchema, adminScrapeJobIdsSchema, adminScrapeJobPageSchema, type AdminScrapeJobPage } from '@pm/contracts';
import { streams } from '@pm/contracts/events';
import type { Actor } from '@pm/platform';
import { startQueryTestApp, type QueryTestApp } from '../runtime/testSupport/queryTestApp.ts';
import { registerAdminScrapeJobQueries } from './adminScrapeJobQueries.ts';
import { registerAdminScrapeRecordQueries } from './adminScrapeRecordQueries.ts';

const companyA = '01a216b5-973a-7479-83b5-4895cced43f6';
const companyB = '01a216b5-973a-7479-83b5-4895cced43f7';
const productId = '01a216b5-0000-7000-8000-0000000000b1';
const urlId = '01a216b5-0000-7000-8000-0000000000d1';
const store = '01a216b5-0000-7000-8000-0000000000c1';
const aggregator = '01a216b5-0000-7000-8000-0000000000c2';
const job = (n: number) => `01a216b5-0000-7000-8000-0000000001${String(n).padStart(2, '0')}`;
const platformAdmin: Actor = { userId: 'u-platform', companyId: companyA, email: 'platform@example.com', role: 'COMPANY_ADMIN', isAdmin: true };
const companyAdmin: Actor = { userId: 'u-admin', companyId: companyA, email: 'admin@example.com', role: 'COMPANY_ADMIN', isAdmin: false };
const service = 'service:scraper';

const created = (jobId: string, companyId: string, sourceId = store, extra: Record<string, unknown> = {}) => ({
  type: 'ScrapeJobCreated',
  data: { jobId, companyId, productId, urlId, url: 'https://bergsport-shop.de/zelt', sourceId, jobType: sourceId === store ? 'PRODUCT_PAGE' : 'AGGREGATOR_PRICE_TABLE', trigger: 'SCHEDULE', crawler: 'crawlee-cheerio-crawler', proxyUrl: null, proxyId: null, ...extra },
});
const failedRun = (jobId: string) => [
  { type: 'ScrapeJobFetched', data: { jobId, trial: 1, worker: 'worker-1' } },
  { type: 'ScrapeJobFailed', data: { jobId, trial: 1, durationMs: 800, error: 'HTTP 500', timedOut: false, willRetry: false, logs: [{ at: '2026-01-01T00:00:00.000Z', kind: 'ERROR', message: 'HTTP 500' }] } },
];

describe('admin scrape job queries', () => {
  let t: QueryTestApp;
  let position: string;
  const page = async (query: string): Promise<AdminScrapeJobPage> => {
    const answer = await t.get(`/api/admin/scrape-jobs?minPosition=${position}${query ? `&${query}` : ''}`, platformAdmin.userId);
    expect(answer.statusCode).toBe(200);
    return adminScrapeJobPageSchema.parse(answer.json());
  };
  beforeAll(async () => {
    t = await startQueryTestApp([platformAdmin, companyAdmin], (app, readModels, events) => {
      registerAdminScrapeJobQueries(app, readModels, events);
      registerAdminScrapeRecordQueries(app, readModels);
    });
    await t.write(streams.company(companyB), [{ type: 'CompanyCreated', data: { companyId: companyB, name: 'Bergsport GmbH', logoUrl: null, logoPadding: 0, countries: [], leadCountry: null, feedId: 'feed-b' } }], companyB, 'u-platform');
    // Jobs 1..6 in creation order: 1, 3, 5 failed (company A store, B store, A aggregator), 2 completed, 4 and 6 created.
    for (let n = 1; n <= 6; n++) {
      const companyId = n % 2 === 0 ? companyA : n === 3 ? companyB : companyA;
      const sourceId = n === 5 ? aggregator : store;
      const events = [created(job(n), companyId, sourceId), ...(n % 2 === 1 ? failedRun(job(n)) : n === 2 ? [{ type: 'ScrapeJobFetched', data: { jobId: job(2), trial: 1, worker: 'worker-2' } }, { type: 'ScrapeJobCompleted', data: { jobId: job(2), trial: 1, durationMs: 90, httpStatus: 200, finalUrl: null, pageStatus: 'OK', offers: [], logs: [] } }] : [])];
      position = await t.write(streams.scrapeJob(job(n)), events, companyId, service);
    }
    // Job 7 replays job 1; job 6 is deleted.
    await t.write(streams.scrapeJob(job(7)), [created(job(7), companyA, store, { replayOf: job(1), createdBy: platformAdmin.userId })], companyA, platformAdmin.userId);
    position = await t.write(streams.scrapeJob(job(6)), [{ type: 'ScrapeJobDeleted', data: { jobId: job(6), companyId: companyA } }], companyA, platformAdmin.userId);
  });
  afterAll(async () => {
    await t.stop();
  });

  it('lists FAILED and CREATED jobs of every company by default, newest first, without deleted ones', async () => {
    const answer = await page('');
    expect(answer.items.map((j) => j.id)).toEqual([job(7), job(5), job(4), job(3), job(1)]);
    expect(answer.nextCursor).toBeNull();
    expect(answer.items.find((j) => j.id === job(3))).toMatchObject({ companyId: companyB, companyName: 'Bergsport GmbH', status: 'FAILED', trials: 1, durationMs: 800, error: 'HTTP 500', worker: 'worker-1', resultKind: 'EXECUTION_FAILED' });
  });

  it('links a replay to its job both ways', async () => {
    const answer = await page('');
    expect(answer.items.find((j) => j.id === job(7))).toMatchObject({ replayOf: job(1), trigger: 'SCHEDULE' });
    expect(answer.items.find((j) => j.id === job(1))).toMatchObject({ replayedBy: [job(7)] });
  });

  it('filters by status, company, store, aggregator, type and created date', async () => {
    expect((await page('status=COMPLETED')).items.map((j) => j.id)).toEqual([job(2)]);
    expect((await page('status=COMPLETED&status=FAILED&resultKind=SUCCESS')).items.map((j) => j.id)).toEqual([job(2)]);
    expect((await page(`companyId=${companyB}`)).items.map((j) => j.id)).toEqual([job(3)]);
    expect((await page(`aggregatorId=${aggregator}`)).items.map((j) => j.id)).toEqual([job(5)]);
    expect((await page('jobType=AGGREGATOR_PRICE_TABLE&status=FAILED&status=COMPLETED')).items.map((j) => j.id)).toEqual([job(5)]);
    expect((await page(`storeId=${store}&status=FAILED`)).items.map((j) => j.id)).toEqual([job(3), job(1)]);
    expect((await page('createdFrom=2000-01-01T00:00:00Z&createdTo=2000-01-02T00:00:00Z')).items).toEqual([]);
    expect((await page('createdFrom=2000-01-01T00:00:00Z')).items).toHaveLength(5);
  });

  it('pages by cursor in both directions without repeating or skipping a job', async () => {
    const all = ['status=FAILED', 'status=CREATED', 'status=COMPLETED'].join('&');
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const next: AdminScrapeJobPage = await page(`${all}&pageSize=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      seen.push(...next.items.map((j) => j.id));
      cursor = next.nextCursor;
    } while (cursor);
    expect(seen).toEqual([job(7), job(5), job(4), job(3), job(2), job(1)]);
    const oldest = await page(`${all}&sort=oldest&pageSize=4`);
    expect(oldest.items.map((j) => j.id)).toEqual([job(1), job(2), job(3), job(4)]);
    const rest = await page(`${all}&sort=oldest&pageSize=4&cursor=${encodeURIComponent(oldest.nextCursor ?? '')}`);
    expect(rest.items.map((j) => j.id)).toEqual([job(5), job(7)]);
    expect(rest.nextCursor).toBeNull();
  });

  it('answers the ids and the count a bulk action over a filter would touch', async () => {
    const answer = adminScrapeJobIdsSchema.parse((await t.get(`/api/admin/scrape-jobs/ids?minPosition=${position}&status=FAILED`, platformAdmin.userId)).json());
    expect(answer).toEqual({ ids: [job(5), job(3), job(1)], total: 3 });
  });

  it('answers a job with its logs and its history from the event log, in order', async () => {
    const answer = await t.get(`/api/admin/scrape-jobs/${job(1)}?minPosition=${position}`, platformAdmin.userId);
    expect(answer.statusCode).toBe(200);
    const detail = adminScrapeJobDetailSchema.parse(answer.json());
    expect(detail.history.map((h) => h.type)).toEqual(['ScrapeJobCreated', 'ScrapeJobFetched', 'ScrapeJobFailed']);
    expect(detail.history[1]).toMatchObject({ trial: 1, worker: 'worker-1', by: service });
    expect(detail.history[2]).toMatchObject({ error: 'HTTP 500' });
    expect(detail.logs).toEqual([expect.objectContaining({ kind: 'ERROR', message: 'HTTP 500', trial: 1 })]);
    expect(detail.replayedBy).toEqual([job(7)]);
  });

  it('answers every source by name for the filter', async () => {
    await t.write(streams.source(store), [{ type: 'SourceRegistered', data: { sourceId: store, fields: { kind: 'STORE', name: 'Bergsport Shop', hostname: 'bergsport-shop.de', shippingCostModel: 'COST_ON_PRODUCT_PAGE', scrapeFrequency: 'DAILY', scrapingEnabled: true } } }], null, 'u-platform');
    const at = await t.write(streams.source(aggregator), [{ type: 'SourceRegistered', data: { sourceId: aggregator, fields: { kind: 'AGGREGATOR', name: 'Aa Preisvergleich', hostname: 'preise.de', shippingCostModel: 'COST_ON_PRODUCT_PAGE', scrapeFrequency: 'DAILY', scrapingEnabled: true } } }], null, 'u-platform');
    expect((await t.get(`/api/admin/scrape-jobs/sources?minPosition=${at}`, platformAdmin.userId)).json()).toEqual([{ id: aggregator, name: 'Aa Preisvergleich', kind: 'AGGREGATOR', hostname: 'preise.de' }, { id: store, name: 'Bergsport Shop', kind: 'STORE', hostname: 'bergsport-shop.de' }]);
    expect((await t.get('/api/admin/scrape-jobs/sources', companyAdmin.userId)).statusCode).toBe(403);
  });

  it('refuses company admins (403), a deleted or unknown job (404), bad filters (400)', async () => {
    expect((await t.get('/api/admin/scrape-jobs', companyAdmin.userId)).statusCode).toBe(403);
    expect((await t.get(`/api/admin/scrape-jobs/${job(1)}`, companyAdmin.userId)).statusCode).toBe(403);
    expect((await t.get(`/api/admin/scrape-jobs/${job(6)}`, platformAdmin.userId)).json()).toMatchObject({ statusCode: 404, code: 'SCRAPE_JOB_NOT_FOUND' });
    expect((await t.get(`/api/admin/scrape-jobs/${job(99)}`, platformAdmin.userId)).json()).toMatchObject({ statusCode: 404, code: 'SCRAPE_JOB_NOT_FOUND' });
    expect((await t.get(`/api/admin/scrape-jobs?storeId=${store}&aggregatorId=${aggregator}`, platformAdmin.userId)).json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    expect((await t.get('/api/admin/scrape-jobs?status=BROKEN', platformAdmin.userId)).json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
  });

  it('answers the scrape records of every company to platform admins, filtered by company and the company screen filters', async () => {
    const all = adminScrapeRecordPageSchema.parse((await t.get(`/api/admin/scrape-records?minPosition=${position}`, platformAdmin.userId)).json());
    // Deleted job 6 is gone from the records too.
    expect(all.items.map((r) => r.id).sort()).toEqual([1, 2, 3, 4, 5, 7].map(job).sort());
    const ofB = adminScrapeRecordPageSchema.parse((await t.get(`/api/admin/scrape-records?companyId=${companyB}`, platformAdmin.userId)).json());
    expect(ofB).toMatchObject({ total: 1, items: [{ id: job(3), companyId: companyB, companyName: 'Bergsport GmbH', status: 'FAILED' }] });
    const failedOfA = adminScrapeRecordPageSchema.parse((await t.get(`/api/admin/scrape-records?companyId=${companyA}&status=FAILED`, platformAdmin.userId)).json());
    expect(failedOfA.items.map((r) => r.id)).toEqual([job(5), job(1)]);
    expect((await t.get('/api/admin/scrape-records', companyAdmin.userId)).statusCode).toBe(403);
  });
});
