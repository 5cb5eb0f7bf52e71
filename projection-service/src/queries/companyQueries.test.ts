/** The company routes in their own package: details and setup as written, the platform-admin list, the tenant boundary. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCompanyOverviewSchema, adminCompanySchema, companyDetailsSchema, companySetupSchema } from '@pm/contracts';
import { streams } from '@pm/contracts/events';
import type { Actor } from '@pm/platform';
import { startQueryTestApp, type QueryTestApp } from '../runtime/testSupport/queryTestApp.ts';
import { registerCompanyQueries } from './companyQueries.ts';

const companyId = '01a216b5-973a-7479-83b5-4895cced43f6';
const otherCompany = '01a216b5-973a-7479-83b5-4895cced43f7';
const admin: Actor = { userId: 'u-admin', companyId, email: 'admin@example.com', role: 'COMPANY_ADMIN', isAdmin: false };
const viewer: Actor = { userId: 'u-viewer', companyId, email: 'viewer@example.com', role: 'COMPANY_VIEWER', isAdmin: false };
const platformAdmin: Actor = { userId: 'u-platform', companyId: otherCompany, email: 'platform@example.com', role: 'COMPANY_ADMIN', isAdmin: true };

const created = (id: string, name: string) => ({ type: 'CompanyCreated', data: { companyId: id, name, logoUrl: null, logoPadding: 4, countries: ['de'], leadCountry: 'de', feedId: `feed-${name}` } });

describe('company queries', () => {
  let t: QueryTestApp;
  let position: string;
  beforeAll(async () => {
    t = await startQueryTestApp([admin, viewer, platformAdmin], (app, readModels) => registerCompanyQueries(app, readModels));
    await t.write(streams.company(otherCompany), [created(otherCompany, 'Anderer Shop')], otherCompany);
    await t.write(streams.company(companyId), [created(companyId, 'Bergsport'), { type: 'CompanyOwnShopsChanged', data: { companyId, ownShops: [{ name: 'Bergsport Outlet', url: 'https://outlet.bergsport.example/' }] } }], companyId);
    position = await t.write(streams.user(admin.userId), [{ type: 'UserRegistered', data: { userId: admin.userId, companyId, email: admin.email, firstName: 'Ada', lastName: 'Zander', role: 'COMPANY_ADMIN', isAdmin: false } }], companyId);
  });
  afterAll(async () => {
    await t.stop();
  });

  it("answers the company's details with its feed id and user count to its administrator", async () => {
    const answer = await t.get(`/api/company/${companyId}?minPosition=${position}`, admin.userId);
    expect(answer.statusCode).toBe(200);
    expect(companyDetailsSchema.parse(answer.json())).toMatchObject({ id: companyId, name: 'Bergsport', feedId: 'feed-Bergsport', countries: ['de'], userCount: 1, ownShops: [{ name: 'Bergsport Outlet', url: 'https://outlet.bergsport.example/' }] });
    expect((await t.get(`/api/company/${companyId}`, viewer.userId)).json()).toMatchObject({ statusCode: 403, code: 'ROLE_NOT_ALLOWED' });
    expect((await t.get(`/api/company/${otherCompany}`, admin.userId)).json()).toMatchObject({ statusCode: 403, code: 'OTHER_COMPANY' });
  });

  it('answers what the company has set up to every member, zero where nothing was', async () => {
    const answer = await t.get(`/api/company/${companyId}/setup?minPosition=${position}`, viewer.userId);
    expect(companySetupSchema.parse(answer.json())).toEqual({ users: 1, products: 0, sources: 0, priceRules: 0 });
    expect((await t.get('/api/company/42/setup', viewer.userId)).json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', details: { issues: [expect.objectContaining({ path: 'companyId' })] } });
  });

  it('lists every company by name to platform administrators only, without their feed ids', async () => {
    const answer = await t.get(`/api/admin/companies?minPosition=${position}`, platformAdmin.userId);
    expect(answer.statusCode).toBe(200);
    expect(adminCompanySchema.array().parse(answer.json()).map((c) => [c.name, c.userCount])).toEqual([['Anderer Shop', 0], ['Bergsport', 1]]);
    expect(answer.json()[0]).not.toHaveProperty('feedId');
    expect((await t.get('/api/admin/companies', admin.userId)).statusCode).toBe(403);
  });

  it("opens one company's admin page to platform administrators only: details, setup and feed id status, never the feed id", async () => {
    const answer = await t.get(`/api/admin/companies/${companyId}?minPosition=${position}`, platformAdmin.userId);
    expect(answer.statusCode).toBe(200);
    expect(adminCompanyOverviewSchema.parse(answer.json())).toMatchObject({ id: companyId, name: 'Bergsport', userCount: 1, setup: { users: 1, products: 0, sources: 0, priceRules: 0 }, feedIdIssued: true });
    expect(answer.json()).not.toHaveProperty('feedId');
    // Even a company's own administrator is refused: the admin page is the platform's.
    expect((await t.get(`/api/admin/companies/${companyId}`, admin.userId)).json()).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
    expect((await t.get('/api/admin/companies/01a216b5-973a-7479-83b5-4895cced43f0', platformAdmin.userId)).json()).toMatchObject({ statusCode: 404, code: 'COMPANY_NOT_FOUND' });
    expect((await t.get('/api/admin/companies/42', platformAdmin.userId)).json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
  });
});
