/** GET /api/admin/sources: every store or comparison site with its use and scrape health, for platform admins only. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminSource } from '@pm/contracts';
import { streams } from '@pm/contracts/events';
import { newId, type Actor } from '@pm/platform';
import { startQueryTestApp, type QueryTestApp } from '../runtime/testSupport/queryTestApp.ts';
import { registerAdminSourceQueries } from './adminSourceQueries.ts';

const companyA = newId();
const companyB = newId();
const platformAdmin: Actor = { userId: newId(), email: 'platform@example.test', companyId: companyA, role: 'COMPANY_ADMIN', isAdmin: true };
const companyAdmin: Actor = { userId: newId(), email: 'admin@example.test', companyId: companyA, role: 'COMPANY_ADMIN', isAdmin: false };
const shop = newId();
const market = newId();
const comparison = newId();

let t: QueryTestApp;
let position = '0';
beforeAll(async () => {
  t = await startQueryTestApp([platformAdmin, companyAdmin], (app, readModels) => registerAdminSourceQueries(app, readModels));
  const register = (sourceId: string, kind: string, name: string, hostname: string) =>
    t.write(streams.source(sourceId), [{ type: 'SourceRegistered', data: { sourceId, fields: { kind, name, hostname, shippingCostModel: 'COST_ON_PRODUCT_PAGE' } } }], null);
  await register(shop, 'STORE', 'Bergsport', 'bergsport-shop.de');
  await register(market, 'MARKETPLACE', 'Alpenmarkt', 'alpenmarkt.de');
  await register(comparison, 'AGGREGATOR', 'Preisfuchs', 'preisfuchs.de');
  const connect = (companyId: string, sourceId: string, kind: string) => t.write(streams.company(companyId), [{ type: 'CompanySourceConnected', data: { companyId, sourceId, kind } }], companyId);
  await connect(companyA, shop, 'STORE');
  await connect(companyB, shop, 'STORE');
  await connect(companyB, comparison, 'AGGREGATOR');
  position = await t.write(
    streams.company(companyB),
    [{ type: 'CompanySourceSettingsChanged', data: { companyId: companyB, sourceId: shop, scrapingEnabled: false, scrapeFrequency: 'DAILY', proxyId: null } }],
    companyB,
  );
});
afterAll(() => t.stop());

const list = async (query: string) => (await t.get(`/api/admin/sources?minPosition=${position}&${query}`, platformAdmin.userId)).json() as AdminSource[];

describe('admin sources', () => {
  it('lists the stores (shops and marketplaces) with how many companies connect and scrape them', async () => {
    const stores = await list('group=store');
    expect(stores.map((source) => source.name)).toEqual(['Alpenmarkt', 'Bergsport']);
    expect(stores.find((source) => source.id === shop)).toMatchObject({ kind: 'STORE', hostname: 'bergsport-shop.de', companies: 2, scrapingCompanies: 1, health: { level: 'IDLE', attempts24h: 0, successRate24h: null } });
    expect(stores.find((source) => source.id === market)).toMatchObject({ companies: 0, scrapingCompanies: 0 });
  });

  it('lists the aggregators apart, and searches name and domain', async () => {
    expect((await list('group=aggregator')).map((source) => source.id)).toEqual([comparison]);
    expect((await list('group=store&searchText=ALPEN')).map((source) => source.id)).toEqual([market]);
    expect((await list('group=store&searchText=bergsport-shop')).map((source) => source.id)).toEqual([shop]);
    expect(await list('group=store&searchText=nothing-like-it')).toEqual([]);
  });

  it('answers company admins 403 and a bad group 400', async () => {
    expect((await t.get('/api/admin/sources?group=store', companyAdmin.userId)).json()).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
    expect((await t.get('/api/admin/sources?group=shops', platformAdmin.userId)).statusCode).toBe(400);
  });
});
