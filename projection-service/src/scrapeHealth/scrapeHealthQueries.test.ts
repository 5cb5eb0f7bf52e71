/** GET /api/admin/scrape-health: platform admins see health per source and company; company admins get 403. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scrapeHealthSchema } from '@pm/contracts';
import { streams } from '@pm/contracts/events';
import type { Actor } from '@pm/platform';
import { startQueryTestApp, type QueryTestApp } from '../runtime/testSupport/queryTestApp.ts';
import { registerScrapeHealthQueries } from './scrapeHealthQueries.ts';

const companyId = '01a216b5-973a-7479-83b5-4895cced43f6';
const otherCompany = '01a216b5-973a-7479-83b5-4895cced43f7';
const goodShop = '01a216b5-0000-7000-8000-0000000000a1';
const blockedShop = '01a216b5-0000-7000-8000-0000000000a2';
const platformAdmin: Actor = { userId: 'u-platform', companyId, email: 'platform@example.com', role: 'COMPANY_ADMIN', isAdmin: true };
const companyAdmin: Actor = { userId: 'u-admin', companyId, email: 'admin@example.com', role: 'COMPANY_ADMIN', isAdmin: false };
const company = (id: string, name: string) => ({ type: 'CompanyCreated', data: { companyId: id, name, logoUrl: null, logoPadding: 4, countries: ['de'], leadCountry: 'de', feedId: `feed-${name}` } });
const shop = (sourceId: string, name: string) => ({ type: 'SourceRegistered', data: { sourceId, fields: { kind: 'STORE', name, hostname: `${name.toLowerCase()}.example`, shippingCostModel: 'ALWAYS_FREE' } } });

describe('scrape health queries', () => {
  let t: QueryTestApp;
  let position = '0';
  let jobs = 0;
  async function scrape(owner: string, sourceId: string, pageStatus: string, durationMs: number): Promise<void> {
    jobs += 1;
    const jobId = `01a216b5-0000-7000-8000-${String(jobs).padStart(12, '0')}`;
    position = await t.write(streams.scrapeJob(jobId), [
      { type: 'ScrapeJobCreated', data: { jobId, companyId: owner, productId: 'p1', urlId: `u${jobs}`, url: 'https://shop.example/a', sourceId, jobType: 'PRODUCT_PAGE', trigger: 'SCHEDULE', crawler: 'crawlee-basic-crawler', proxyUrl: null } },
      { type: 'ScrapeJobCompleted', data: { jobId, trial: 1, durationMs, httpStatus: pageStatus === 'OK' ? 200 : 403, finalUrl: null, pageStatus, offers: [], logs: [] } },
    ], owner);
  }

  beforeAll(async () => {
    t = await startQueryTestApp([platformAdmin, companyAdmin], (app, readModels) => registerScrapeHealthQueries(app, readModels));
    await t.write(streams.company(companyId), [company(companyId, 'Bergsport')], companyId);
    await t.write(streams.company(otherCompany), [company(otherCompany, 'Alpin')], otherCompany);
    await t.write(streams.source(goodShop), [shop(goodShop, 'Gutshop')], null, 'u-platform');
    await t.write(streams.source(blockedShop), [shop(blockedShop, 'Sperrshop')], null, 'u-platform');
    for (let i = 0; i < 3; i++) await scrape(companyId, goodShop, 'OK', 400);
    await scrape(companyId, blockedShop, 'OK', 900);
    await scrape(otherCompany, blockedShop, 'ACCESS_DENIED_403', 100);
    await scrape(otherCompany, blockedShop, 'ACCESS_DENIED_403', 100);
  });
  afterAll(async () => {
    await t.stop();
  });

  it('answers every source and company, worst first, with rates, failures by label and the blocked trend', async () => {
    const response = await t.get(`/api/admin/scrape-health?minPosition=${position}`, platformAdmin.userId);
    expect(response.statusCode).toBe(200);
    const health = scrapeHealthSchema.parse(response.json());
    expect(health.sources.map((s) => [s.name, s.level])).toEqual([['Sperrshop', 'RED'], ['Gutshop', 'GREEN']]);
    const blocked = health.sources[0]!;
    expect(blocked).toMatchObject({ attempts24h: 3, attempts7d: 3, failures: [{ label: 'ACCESS_DENIED_403', count: 2 }], medianDurationMs: 250, overdueUrls: 0 });
    expect(blocked.successRate24h).toBeCloseTo(1 / 3);
    expect(blocked.lastSuccessAt).not.toBeNull();
    expect(blocked.blockedTrend).toHaveLength(7);
    expect(blocked.blockedTrend.at(-1)).toMatchObject({ blocked: 2, attempts: 3 });
    expect(health.companies.map((c) => [c.name, c.level])).toEqual([['Alpin', 'RED'], ['Bergsport', 'GREEN']]);
    expect(health.companies[0]!.lastSuccessAt).toBeNull();
  });

  it('narrows to one company (its sources as it scrapes them) or one source (the companies scraping it)', async () => {
    const mine = scrapeHealthSchema.parse((await t.get(`/api/admin/scrape-health?companyId=${companyId}&window=7d`, platformAdmin.userId)).json());
    expect(mine.window).toBe('7d');
    expect(mine.companies.map((c) => c.name)).toEqual(['Bergsport']);
    expect(mine.sources.map((s) => [s.name, s.level, s.attempts24h])).toEqual([['Gutshop', 'GREEN', 3], ['Sperrshop', 'GREEN', 1]]);
    const shopOnly = scrapeHealthSchema.parse((await t.get(`/api/admin/scrape-health?sourceId=${blockedShop}`, platformAdmin.userId)).json());
    expect(shopOnly.sources.map((s) => s.name)).toEqual(['Sperrshop']);
    expect(shopOnly.companies.map((c) => [c.name, c.level, c.attempts24h])).toEqual([['Alpin', 'RED', 2], ['Bergsport', 'GREEN', 1]]);
  });

  it('refuses company administrators, the signed-out, bad filters and unknown ones', async () => {
    expect((await t.get('/api/admin/scrape-health', companyAdmin.userId)).json()).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
    expect((await t.get('/api/admin/scrape-health')).statusCode).toBe(401);
    expect((await t.get('/api/admin/scrape-health?window=1y', platformAdmin.userId)).json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    expect((await t.get('/api/admin/scrape-health?companyId=01a216b5-0000-7000-8000-0000000000ff', platformAdmin.userId)).json()).toMatchObject({ statusCode: 404, code: 'COMPANY_NOT_FOUND' });
    expect((await t.get('/api/admin/scrape-health?sourceId=01a216b5-0000-7000-8000-0000000000ff', platformAdmin.userId)).json()).toMatchObject({ code: 'SOURCE_UNKNOWN' });
  });
});
