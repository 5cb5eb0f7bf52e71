/**
 * Discovery read models and queries in their own package: a request's status and candidates as
 * the domain folds them, the default (unrated) filter and the 75/85/95 thresholds, page size 1,
 * the product beside its candidates, tenant isolation, and the platform admin's job list.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDiscoveryJobsSchema, discoveryListSchema, discoverySettingsViewSchema, type DiscoveryCandidate } from '@pm/contracts';
import { streams } from '@pm/contracts/events';
import type { Actor } from '@pm/platform';
import { startQueryTestApp, type QueryTestApp } from '../runtime/testSupport/queryTestApp.ts';
import { registerDiscoveryQueries } from './discoveryQueries.ts';

const companyId = '01a216b5-973a-7479-83b5-4895cced43f6';
const otherCompany = '01a216b5-973a-7479-83b5-4895cced43f7';
const productId = '01a216b5-0000-7000-8000-000000000001';
const sourceId = '01a216b5-0000-7000-8000-0000000000a1';
const admin: Actor = { userId: 'u-admin', companyId, email: 'admin@example.com', role: 'COMPANY_ADMIN', isAdmin: false };
const viewer: Actor = { userId: 'u-viewer', companyId, email: 'viewer@example.com', role: 'COMPANY_VIEWER', isAdmin: false };
const stranger: Actor = { userId: 'u-other', companyId: otherCompany, email: 'other@example.com', role: 'COMPANY_ADMIN', isAdmin: false };
const platform: Actor = { userId: 'u-platform', companyId: otherCompany, email: 'platform@example.com', role: 'COMPANY_ADMIN', isAdmin: true };
const at = '2026-11-29T10:00:00.000Z';

const candidate = (id: string, probability: number): DiscoveryCandidate => ({
  candidateId: id, url: `http://bergsport-shop.demo.test/products/${id}`, title: `Kuppelzelt ${id}`, price: '229.00', currency: 'EUR', imageUrl: null, brand: 'Nordkap', gtin: null, mpn: null,
  matchResult: probability >= 0.85 ? 'SAME' : 'SIMILAR', probability, visualSimilarity: null, signals: [{ name: 'title', value: probability }], method: 'MONITOR_SEARCH',
});
const requested = (requestId: string, jobId: string) => ({
  type: 'DiscoveryRequested',
  data: { requestId, jobId, companyId, productId, sourceId, sourceKind: 'STORE', requestType: 'NEW_STORE_URL', searchType: 'FIND_SAME', method: 'MONITOR_SEARCH', imageWeight: 0.5, skipWhenUrlExists: true, trigger: 'USER', requestedBy: 'u-admin', at },
});

describe('discovery queries', () => {
  let t: QueryTestApp;
  let position: string;
  const r1 = '01a216b5-0000-7000-8000-0000000000b1';
  const r2 = '01a216b5-0000-7000-8000-0000000000b2';
  const j1 = '01a216b5-0000-7000-8000-0000000000c1';
  const j2 = '01a216b5-0000-7000-8000-0000000000c2';
  const base = `/api/company/${companyId}/discovery/requests`;

  beforeAll(async () => {
    t = await startQueryTestApp([admin, viewer, stranger, platform], (app, readModels) => registerDiscoveryQueries(app, readModels));
    await t.write(streams.company(companyId), [{ type: 'CompanyCreated', data: { companyId, name: 'Camping GmbH', countries: ['de'], leadCountry: 'de', logoPadding: 4, logoUrl: '', feedId: 'feed-1' } }], companyId);
    await t.write(streams.product(productId), [{ type: 'ProductCreated', data: { productId, companyId, fields: { name: 'Nordkap Kuppelzelt Fjord 2', sku: 'Z-2', brand: 'Nordkap', mpn: 'NK-FJ2-OLV', pricing: { de: { salesPrice: 24995 } } } } }], companyId);
    await t.write(streams.discoveryRequest(r1), [requested(r1, j1)], companyId);
    await t.write(streams.discoverySearch(j1), [{ type: 'DiscoverySearchStarted', data: { jobId: j1, requestId: r1, companyId, trial: 1, worker: 'w', at } }], companyId);
    await t.write(streams.discoveryRequest(r1), [{ type: 'DiscoveryCandidatesProposed', data: { requestId: r1, jobId: j1, candidates: [candidate('a', 0.8), candidate('b', 0.97)], at } }], companyId);
    await t.write(streams.discoverySearch(j1), [{ type: 'DiscoverySearchFinished', data: { jobId: j1, requestId: r1, companyId, status: 'SUCCESS', reason: null, candidateCount: 2, durationMs: 40, logs: [{ at, level: 'INFO', code: 'SEARCHING', params: { url: 'http://bergsport-shop.demo.test/search?q=Fjord' } }], at } }], companyId);
    await t.write(streams.discoveryRequest(r2), [requested(r2, j2)], companyId);
    position = await t.write(streams.discoveryRequest(r1), [{ type: 'DiscoveryCandidateDeclined', data: { requestId: r1, candidateId: 'b', reason: 'NOT_MATCHING', note: null, by: 'u-admin', at } }], companyId);
  });
  afterAll(async () => {
    await t.stop();
  });

  it('lists unrated requests one at a time, best first, with the product beside its candidates', async () => {
    const page = discoveryListSchema.parse((await t.get(`${base}?minPosition=${position}`, viewer.userId)).json());
    expect(page).toMatchObject({ total: 2, pageSize: 1, page: 0 });
    const [first] = page.items;
    expect(first).toMatchObject({ requestId: r1, status: 'OPEN', jobStatus: 'SUCCESS', productName: 'Nordkap Kuppelzelt Fjord 2', productMpn: 'NK-FJ2-OLV', productPrice: '249.95', productCurrency: 'EUR' });
    // The unrated candidate first, the declined one after it with its evaluation.
    expect(first!.candidates.map((c) => [c.candidateId, c.evaluation?.reason ?? null])).toEqual([['a', null], ['b', 'NOT_MATCHING']]);
    const second = discoveryListSchema.parse((await t.get(`${base}?page=1`, viewer.userId)).json());
    expect(second.items[0]).toMatchObject({ requestId: r2, status: 'DRAFT', jobStatus: 'CREATED' });
  });

  it('filters by status and by the SAME thresholds of its unrated candidates', async () => {
    expect(discoveryListSchema.parse((await t.get(`${base}?status=OPEN&pageSize=10`, admin.userId)).json()).items.map((i) => i.requestId)).toEqual([r1]);
    expect(discoveryListSchema.parse((await t.get(`${base}?threshold=75&pageSize=10`, admin.userId)).json()).total).toBe(1);
    // 80 % is a near-miss of 85 % (at most 10 points below): found, and marked on the screen; 95 % is too far.
    expect(discoveryListSchema.parse((await t.get(`${base}?threshold=85&pageSize=10`, admin.userId)).json()).total).toBe(1);
    expect(discoveryListSchema.parse((await t.get(`${base}?threshold=95&pageSize=10`, admin.userId)).json()).total).toBe(0);
    expect((await t.get(`${base}?threshold=80`, admin.userId)).json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    expect((await t.get(`${base}?status=MAYBE`, admin.userId)).json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
  });

  it("never shows a company another company's requests", async () => {
    expect((await t.get(base, stranger.userId)).json()).toMatchObject({ statusCode: 403, code: 'OTHER_COMPANY' });
    const own = discoveryListSchema.parse((await t.get(`/api/company/${otherCompany}/discovery/requests`, stranger.userId)).json());
    expect(own.total).toBe(0);
  });

  it("shows platform admins every company's jobs and the settings; nobody else", async () => {
    const jobs = adminDiscoveryJobsSchema.parse((await t.get('/api/admin/discovery/jobs', platform.userId)).json());
    expect(jobs.items.map((j) => [j.jobId, j.status, j.companyName])).toEqual(expect.arrayContaining([[j1, 'SUCCESS', 'Camping GmbH'], [j2, 'CREATED', 'Camping GmbH']]));
    expect(jobs.items.find((j) => j.jobId === j1)).toMatchObject({ trials: 1, candidateCount: 2, logs: [{ code: 'SEARCHING' }] });
    const failed = adminDiscoveryJobsSchema.parse((await t.get('/api/admin/discovery/jobs?jobStatus=SEARCH_FAILED', platform.userId)).json());
    expect(failed.total).toBe(0);
    const settings = discoverySettingsViewSchema.parse((await t.get('/api/admin/discovery/settings', platform.userId)).json());
    expect(settings.companies).toEqual([{ companyId, companyName: 'Camping GmbH', settings: { searchMethod: 'MONITOR_SEARCH', imageWeight: 0.5, skipWhenUrlExists: true, agentEnabled: false } }]);
    expect(settings.unavailableMethods.map((m) => m.method)).toContain('GOOGLE_SEARCH');
    // The vector searches are built in (a local index): offered, not listed as unavailable.
    expect(settings.unavailableMethods.map((m) => m.method)).toEqual(['GOOGLE_SEARCH', 'GOOGLE_IMAGE_SEARCH']);
    expect((await t.get('/api/admin/discovery/jobs', admin.userId)).statusCode).toBe(403);
    expect((await t.get('/api/admin/discovery/settings', admin.userId)).statusCode).toBe(403);
  });
});
