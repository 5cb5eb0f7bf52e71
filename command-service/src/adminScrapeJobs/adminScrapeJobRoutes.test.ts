/**
 * The admin scrape-job commands through `app.inject`: platform admins reset, delete, replay and
 * create jobs (company admins get 403); running jobs, removed URLs and unknown jobs are refused
 * with their codes and nothing is written; bulk actions count what they did and what was refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminScrapeJobBulkResultSchema, commandResultSchema, replayScrapeJobResultSchema, type ConnectSourceBody } from '@pm/contracts';
import { streams } from '@pm/contracts/events';
import { newId, toEventToAppend } from '@pm/platform';
import { createCompanyCommands } from '../companies/companyCommands.ts';
import { companyId, setupContext, startRouteTestApp, type RouteTestApp } from '../http/testSupport/routeTestApp.ts';
import { createProductCommands } from '../products/productCommands.ts';
import { createSourceCommands } from '../sources/sourceCommands.ts';
import { createAdminScrapeJobCommands } from './adminScrapeJobCommands.ts';
import { registerAdminScrapeJobRoutes } from './adminScrapeJobRoutes.ts';

const source: ConnectSourceBody = { kind: 'STORE', name: 'Bergsport', hostname: 'bergsport-shop.de', shippingCostModel: 'ALWAYS_FREE', scrapeFrequency: 'DAILY', scrapingEnabled: true };
const scraper = { companyId, userId: 'service:scraper', correlationId: 'c', causationId: null };

describe('admin scrape-job routes', () => {
  let t: RouteTestApp;
  let productId: string;
  let urlId: string;
  let removedUrlId: string;
  let products: ReturnType<typeof createProductCommands>;

  /** A job of the product's URL, run once and failed (or left running). */
  async function job(state: 'FAILED' | 'RUNNING', url = urlId): Promise<string> {
    const jobId = newId();
    const created = { type: 'ScrapeJobCreated', data: { jobId, companyId, productId, urlId: url, url: 'https://bergsport-shop.de/zelt', sourceId: 's', jobType: 'PRODUCT_PAGE', trigger: 'SCHEDULE', crawler: 'crawlee-cheerio-crawler', proxyUrl: null, proxyId: null } };
    const fetched = { type: 'ScrapeJobFetched', data: { jobId, trial: 1, worker: 'w1' } };
    const failed = { type: 'ScrapeJobFailed', data: { jobId, trial: 1, durationMs: 10, error: 'HTTP 500', timedOut: false, willRetry: false, logs: [] } };
    await t.events.append(streams.scrapeJob(jobId), (state === 'FAILED' ? [created, fetched, failed] : [created, fetched]).map((e) => toEventToAppend(e, scraper)), 'no_stream');
    return jobId;
  }

  beforeAll(async () => {
    t = await startRouteTestApp(async (app, events) => {
      const sources = createSourceCommands(events);
      products = createProductCommands(events, sources);
      await createCompanyCommands(events).createCompany({ companyId, name: 'Camping GmbH' }, setupContext);
      await sources.connectSource(companyId, source, setupContext);
      productId = (await products.createProduct(companyId, { name: 'Zelt Nordkap 2', sku: 'Z-2' }, setupContext)).id;
      urlId = (await products.addCompetitorUrl(companyId, productId, { url: 'https://bergsport-shop.de/zelt', offerType: 'COMPETITOR_OFFER' }, setupContext)).id;
      removedUrlId = (await products.addCompetitorUrl(companyId, productId, { url: 'https://bergsport-shop.de/alt', offerType: 'COMPETITOR_OFFER' }, setupContext)).id;
      registerAdminScrapeJobRoutes(app, createAdminScrapeJobCommands(events, sources, { proxyIds: ['de-1'] }));
    });
    await products.removeCompetitorUrl(companyId, productId, removedUrlId, setupContext);
  });
  afterAll(() => t.close());

  it('resets a failed job, with or without its trial count', async () => {
    const jobId = await job('FAILED');
    const before = await t.events.headPosition();
    expect((await t.inject('POST', `/api/admin/scrape-jobs/${jobId}/reset`, 'platform', { resetTrials: true })).statusCode).toBe(200);
    const reset = await t.events.readStream(streams.scrapeJob(jobId));
    expect(reset.at(-1)).toMatchObject({ type: 'ScrapeJobReset', data: { jobId, resetTrials: true }, metadata: { companyId, userId: 'u-platform' } });
    expect(await t.typesAfter(before)).toEqual(['ScrapeJobReset']);
  });

  it('replays a job as a new one with the same input, linked to it', async () => {
    const jobId = await job('FAILED');
    const answer = await t.inject('POST', `/api/admin/scrape-jobs/${jobId}/replay`, 'platform');
    expect(answer.statusCode, answer.body).toBe(201);
    const replay = replayScrapeJobResultSchema.parse(answer.json());
    expect(replay.replayOf).toBe(jobId);
    const [created] = await t.events.readStream(streams.scrapeJob(replay.id));
    expect(created).toMatchObject({ type: 'ScrapeJobCreated', data: { jobId: replay.id, replayOf: jobId, urlId, productId, trigger: 'SCHEDULE', createdBy: 'u-platform' }, metadata: { companyId } });
  });

  it('deletes a job: it cannot be reset or replayed afterwards (404), and unknown jobs are 404', async () => {
    const jobId = await job('FAILED');
    expect((await t.inject('DELETE', `/api/admin/scrape-jobs/${jobId}`, 'platform')).statusCode).toBe(200);
    expect((await t.inject('POST', `/api/admin/scrape-jobs/${jobId}/reset`, 'platform', {})).json()).toMatchObject({ statusCode: 404, code: 'SCRAPE_JOB_NOT_FOUND' });
    expect((await t.inject('POST', `/api/admin/scrape-jobs/${jobId}/replay`, 'platform')).json()).toMatchObject({ statusCode: 404, code: 'SCRAPE_JOB_NOT_FOUND' });
    expect((await t.inject('DELETE', `/api/admin/scrape-jobs/${newId()}`, 'platform')).json()).toMatchObject({ statusCode: 404, code: 'SCRAPE_JOB_NOT_FOUND' });
  });

  it('refuses a running job (409 SCRAPE_JOB_RUNNING) and a replay of a removed URL (409 SCRAPE_JOB_URL_REMOVED), writing nothing', async () => {
    const running = await job('RUNNING');
    const removed = await job('FAILED', removedUrlId);
    const before = await t.events.headPosition();
    expect((await t.inject('POST', `/api/admin/scrape-jobs/${running}/reset`, 'platform', {})).json()).toMatchObject({ statusCode: 409, code: 'SCRAPE_JOB_RUNNING' });
    expect((await t.inject('DELETE', `/api/admin/scrape-jobs/${running}`, 'platform')).json()).toMatchObject({ statusCode: 409, code: 'SCRAPE_JOB_RUNNING' });
    expect((await t.inject('POST', `/api/admin/scrape-jobs/${running}/replay`, 'platform')).json()).toMatchObject({ statusCode: 409, code: 'SCRAPE_JOB_RUNNING' });
    expect((await t.inject('POST', `/api/admin/scrape-jobs/${removed}/replay`, 'platform')).json()).toMatchObject({ statusCode: 409, code: 'SCRAPE_JOB_URL_REMOVED' });
    expect(await t.typesAfter(before)).toEqual([]);
  });

  it('refuses company admins (403) and bad ids (400)', async () => {
    const jobId = await job('FAILED');
    const before = await t.events.headPosition();
    expect((await t.inject('POST', `/api/admin/scrape-jobs/${jobId}/reset`, 'admin', {})).statusCode).toBe(403);
    expect((await t.inject('POST', `/api/admin/scrape-jobs/${jobId}/replay`, 'admin')).statusCode).toBe(403);
    expect((await t.inject('DELETE', `/api/admin/scrape-jobs/${jobId}`, 'admin')).statusCode).toBe(403);
    expect((await t.inject('POST', '/api/admin/scrape-jobs', 'admin', { companyId, productId, urlId })).statusCode).toBe(403);
    expect((await t.inject('POST', '/api/admin/scrape-jobs/bulk', 'admin', { action: 'RESET', jobIds: [jobId] })).statusCode).toBe(403);
    expect((await t.inject('POST', '/api/admin/scrape-jobs/nope/reset', 'platform', {})).json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    expect(await t.typesAfter(before)).toEqual([]);
  });

  it('creates a job by hand for a company URL with the source and proxy chosen, refusing unknown URLs and proxies', async () => {
    const answer = await t.inject('POST', '/api/admin/scrape-jobs', 'platform', { companyId, productId, urlId, trigger: 'SCRAPE_NOW', proxyId: 'de-1', crawler: 'crawlee-playwright-crawler' });
    expect(answer.statusCode, answer.body).toBe(201);
    const { id } = commandResultSchema.parse(answer.json());
    expect((await t.events.readStream(streams.scrapeJob(id)))[0]).toMatchObject({ type: 'ScrapeJobCreated', data: { urlId, url: 'https://bergsport-shop.de/zelt', jobType: 'PRODUCT_PAGE', trigger: 'SCRAPE_NOW', proxyId: 'de-1', crawler: 'crawlee-playwright-crawler', createdBy: 'u-platform' } });
    expect((await t.inject('POST', '/api/admin/scrape-jobs', 'platform', { companyId, productId, urlId: removedUrlId })).json()).toMatchObject({ statusCode: 404, code: 'URL_NOT_FOUND' });
    expect((await t.inject('POST', '/api/admin/scrape-jobs', 'platform', { companyId, productId, urlId, proxyId: 'xx' })).json()).toMatchObject({ code: 'SCRAPE_PROXY_NOT_FOUND' });
  });

  it('acts on many jobs at once, counting the refused ones by code', async () => {
    const failedJobs = [await job('FAILED'), await job('FAILED')];
    const running = await job('RUNNING');
    const answer = await t.inject('POST', '/api/admin/scrape-jobs/bulk', 'platform', { action: 'RESET_TRIALS', jobIds: [...failedJobs, running, newId()] });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(adminScrapeJobBulkResultSchema.parse(answer.json())).toMatchObject({ done: 2, refused: { SCRAPE_JOB_RUNNING: 1, SCRAPE_JOB_NOT_FOUND: 1 } });
    const replayed = adminScrapeJobBulkResultSchema.parse((await t.inject('POST', '/api/admin/scrape-jobs/bulk', 'platform', { action: 'REPLAY', jobIds: failedJobs })).json());
    expect(replayed).toMatchObject({ done: 2, refused: {} });
    expect((await t.inject('POST', '/api/admin/scrape-jobs/bulk', 'platform', { action: 'DELETE', jobIds: [] })).statusCode).toBe(400);
  });
});
