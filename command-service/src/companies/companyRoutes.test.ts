/**
 * The company routes in their own package, through `app.inject`: company details by its
 * administrator, onboarding by a platform administrator, and the refusals that write nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandResultSchema, POSITION_HEADER } from '@pm/contracts';
import { companyId, otherCompany, setupContext, startRouteTestApp, type RouteTestApp } from '../http/testSupport/routeTestApp.ts';
import { createUserCommands } from '../users/userCommands.ts';
import { createUserRepository, type UserRepository } from '../users/userRepository.ts';
import { createCompanyCommands } from './companyCommands.ts';
import { registerCompanyRoutes } from './companyRoutes.ts';

const newCompany = {
  name: 'Nordkap Outdoor',
  countries: ['de', 'at'],
  leadCountry: 'de',
  admin: { firstName: 'Nora', lastName: 'Kap', email: 'nora@example.com', password: 'correct-horse-battery' },
};

describe('company routes', () => {
  let t: RouteTestApp;
  let users: UserRepository;
  beforeAll(async () => {
    t = await startRouteTestApp(async (app, events) => {
      users = createUserRepository(events);
      const companies = createCompanyCommands(events);
      await companies.createCompany({ companyId, name: 'Camping GmbH' }, setupContext);
      registerCompanyRoutes(app, companies, createUserCommands(events, users));
    });
  });
  afterAll(() => t.close());

  it('lets the company administrator change the details, answering what was written', async () => {
    const before = await t.events.headPosition();
    const answer = await t.inject('PUT', `/api/company/${companyId}`, 'admin', { name: 'Camping & Co', countries: ['de', 'ch'], leadCountry: 'ch' });
    expect(answer.statusCode).toBe(200);
    const result = commandResultSchema.parse(answer.json());
    expect(result.id).toBe(companyId);
    expect(answer.headers[POSITION_HEADER]).toBe(result.position);
    expect(await t.typesAfter(before)).toEqual(['CompanyDetailsChanged']);
  });

  it('lets a platform administrator create a company with its first administrator', async () => {
    const answer = await t.inject('POST', '/api/admin/companies', 'platform', newCompany);
    expect(answer.statusCode).toBe(201);
    const result = commandResultSchema.parse(answer.json());
    const adminId = await users.emailHolder('nora@example.com');
    expect(adminId).not.toBeNull();
    expect(await users.loadUser(adminId!)).toMatchObject({ status: 'active', companyId: result.id, role: 'COMPANY_ADMIN' });
  });

  it('refuses roles without the permission, another company, bad input and a taken email, writing nothing', async () => {
    const before = await t.events.headPosition();
    expect((await t.inject('POST', '/api/admin/companies', 'admin', { ...newCompany, admin: { ...newCompany.admin, email: 'new@example.com' } })).json()).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
    expect((await t.inject('PUT', `/api/company/${companyId}`, 'maintainer', { name: 'Mine' })).json()).toMatchObject({ statusCode: 403, code: 'ROLE_NOT_ALLOWED' });
    expect((await t.inject('PUT', `/api/company/${otherCompany}`, 'admin', { name: 'Theirs' })).json()).toMatchObject({ statusCode: 403, code: 'OTHER_COMPANY' });
    expect((await t.inject('PUT', `/api/company/${companyId}`, 'admin', {})).json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    const lead = await t.inject('POST', '/api/admin/companies', 'platform', { ...newCompany, leadCountry: 'fr' });
    expect(lead.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', details: { issues: [expect.objectContaining({ path: 'leadCountry' })] } });
    // The administrator's email is reserved before the company is created: a taken one refuses all.
    expect((await t.inject('POST', '/api/admin/companies', 'platform', newCompany)).json()).toMatchObject({ statusCode: 409, code: 'EMAIL_TAKEN' });
    expect(await t.typesAfter(before)).toEqual([]);
  });

  it('own shops: the company administrator and a platform admin set them; bad lists, other roles and companies are refused, writing nothing', async () => {
    const shops = [{ name: 'Camping & Co', url: 'https://camping-co.example/' }, { name: 'Camping Outlet', url: 'http://outlet.camping-co.example/' }];
    const url = `/api/company/${companyId}/own-shops`;
    const before = await t.events.headPosition();
    expect((await t.inject('PUT', url, 'maintainer', { ownShops: shops })).json()).toMatchObject({ statusCode: 403, code: 'ROLE_NOT_ALLOWED' });
    expect((await t.inject('PUT', `/api/company/${otherCompany}/own-shops`, 'admin', { ownShops: shops })).json()).toMatchObject({ statusCode: 403, code: 'OTHER_COMPANY' });
    for (const ownShops of [
      [{ name: 'Shop', url: 'javascript:alert(1)' }],
      [{ name: '', url: 'https://a.example/' }],
      [{ name: 'Camping & Co', url: 'https://a.example/' }, { name: 'camping co', url: 'https://b.example/' }],
      Array.from({ length: 21 }, (_, i) => ({ name: `Shop ${i}`, url: `https://s${i}.example/` })),
    ]) {
      expect((await t.inject('PUT', url, 'admin', { ownShops })).json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    }
    expect(await t.typesAfter(before)).toEqual([]);

    const answer = await t.inject('PUT', url, 'admin', { ownShops: shops });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await t.typesAfter(before)).toEqual(['CompanyOwnShopsChanged']);
    // The same list again writes nothing; a platform admin may change another company's.
    expect((await t.inject('PUT', url, 'admin', { ownShops: shops })).statusCode).toBe(200);
    expect(await t.typesAfter(before)).toEqual(['CompanyOwnShopsChanged']);
    expect((await t.inject('PUT', url, 'platform', { ownShops: [] })).statusCode).toBe(200);
    const last = (await t.events.readStream(`company-${companyId}`)).at(-1);
    expect(last).toMatchObject({ type: 'CompanyOwnShopsChanged', data: { companyId, ownShops: [] } });
  });
});
