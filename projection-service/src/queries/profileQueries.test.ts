/** The profile and user list routes in their own package: what was written, read your own writes, the tenant boundary. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyUserSchema, DEFAULT_LANGUAGE, profileSchema } from '@pm/contracts';
import { streams } from '@pm/contracts/events';
import type { Actor } from '@pm/platform';
import { startQueryTestApp, type QueryTestApp } from '../runtime/testSupport/queryTestApp.ts';
import { registerProfileQueries } from './profileQueries.ts';

const companyId = '01a216b5-973a-7479-83b5-4895cced43f6';
const otherCompany = '01a216b5-973a-7479-83b5-4895cced43f7';
const admin: Actor = { userId: 'u-admin', companyId, email: 'admin@example.com', role: 'COMPANY_ADMIN', isAdmin: false };
const viewer: Actor = { userId: 'u-viewer', companyId, email: 'viewer@example.com', role: 'COMPANY_VIEWER', isAdmin: false };

const registered = (actor: Actor, firstName: string, lastName: string) => ({
  type: 'UserRegistered',
  data: { userId: actor.userId, companyId: actor.companyId, email: actor.email, firstName, lastName, role: actor.role, isAdmin: actor.isAdmin },
});

describe('profile queries', () => {
  let t: QueryTestApp;
  let position: string;
  beforeAll(async () => {
    t = await startQueryTestApp([admin, viewer], (app, readModels) => registerProfileQueries(app, readModels));
    await t.write(streams.company(companyId), [{ type: 'CompanyCreated', data: { companyId, name: 'Bergsport', logoUrl: null, logoPadding: 4, countries: ['de', 'at'], leadCountry: 'de', feedId: 'feed-secret' } }], companyId);
    await t.write(streams.user(admin.userId), [registered(admin, 'Ada', 'Zander')], companyId);
    position = await t.write(streams.user(viewer.userId), [registered(viewer, 'Vera', 'Adler')], companyId);
  });
  afterAll(async () => {
    await t.stop();
  });

  it('answers the signed-in user with their company and default settings once written', async () => {
    const answer = await t.get(`/api/profile?minPosition=${position}`, viewer.userId);
    expect(answer.statusCode).toBe(200);
    expect(profileSchema.parse(answer.json())).toEqual({
      id: viewer.userId,
      email: viewer.email,
      firstName: 'Vera',
      lastName: 'Adler',
      role: 'COMPANY_VIEWER',
      isAdmin: false,
      company: { id: companyId, name: 'Bergsport', logoUrl: null, logoPadding: 4, countries: ['de', 'at'], leadCountry: 'de' },
      settings: { language: DEFAULT_LANGUAGE, withShippingCost: true, favoriteProducts: [] },
    });
    expect(answer.json()).not.toHaveProperty('company.feedId');
    expect((await t.get('/api/profile?minPosition=x', viewer.userId)).json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
  });

  it("gives a user who never chose the company's shipping default; a user's own choice stays theirs", async () => {
    await t.write(streams.user(admin.userId), [{ type: 'UserSettingsChanged', data: { userId: admin.userId, withShippingCost: true } }], companyId);
    const saved = await t.write(streams.priceAnalysisSettings(companyId), [{ type: 'PriceAnalysisSettingsSet', data: { companyId, settings: { deltaMode: 'PERCENT', withShippingCost: false, tolerancePercent: 2, staleAfterDays: 7 } } }], companyId);
    expect(profileSchema.parse((await t.get(`/api/profile?minPosition=${saved}`, viewer.userId)).json()).settings.withShippingCost).toBe(false);
    expect(profileSchema.parse((await t.get(`/api/profile?minPosition=${saved}`, admin.userId)).json()).settings.withShippingCost).toBe(true);
  });

  it("lists the company's users by last name to an administrator, without internal fields", async () => {
    const answer = await t.get(`/api/company/${companyId}/users?minPosition=${position}`, admin.userId);
    expect(answer.statusCode).toBe(200);
    const users = companyUserSchema.array().parse(answer.json());
    expect(users.map((u) => [u.id, u.lastName, u.role])).toEqual([[viewer.userId, 'Adler', 'COMPANY_VIEWER'], [admin.userId, 'Zander', 'COMPANY_ADMIN']]);
    expect(Object.keys(answer.json()[0]).sort()).toEqual(['createdAt', 'email', 'firstName', 'id', 'isAdmin', 'lastName', 'role']);
  });

  it('refuses the user list to a viewer, for another company and with a bad company id', async () => {
    expect((await t.get(`/api/company/${companyId}/users`, viewer.userId)).json()).toMatchObject({ statusCode: 403, code: 'ROLE_NOT_ALLOWED' });
    expect((await t.get(`/api/company/${otherCompany}/users`, admin.userId)).json()).toMatchObject({ statusCode: 403, code: 'OTHER_COMPANY' });
    expect((await t.get('/api/company/not-a-company/users', admin.userId)).json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', details: { issues: [expect.objectContaining({ path: 'companyId' })] } });
  });
});
