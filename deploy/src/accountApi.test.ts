import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { academySchema, clientConfigSchema, companyDetailsSchema, companySetupSchema, profileSchema } from '@pm/contracts';
import { startTestProduct, type TestProduct } from './testSupport/startTestProduct.ts';

/** The account and administration endpoints the settings screens use, per role. */
describe('account and user administration API', () => {
  let t: TestProduct;
  let admin: string;
  let maintainer: string;
  let viewer: string;
  let companyId: string;
  let adminId: string;

  beforeAll(async () => {
    t = await startTestProduct();
    admin = await t.signIn('admin@demo.example');
    maintainer = await t.signIn('maintainer@demo.example');
    viewer = await t.signIn('viewer@demo.example');
    const profile = profileSchema.parse((await t.api('GET', '/api/profile', { token: admin })).body);
    companyId = profile.company.id;
    adminId = profile.id;
  });
  afterAll(async () => {
    await t.stop();
  });

  it('company details: admins read and change them, others may not', async () => {
    const details = companyDetailsSchema.parse((await t.api('GET', `/api/company/${companyId}`, { token: admin })).body);
    expect(details).toMatchObject({ name: 'Demo Outdoor GmbH', countries: ['de', 'at', 'ch'], leadCountry: 'de', userCount: 4 });
    expect(details.feedId.length).toBeGreaterThan(10);
    expect((await t.api('GET', `/api/company/${companyId}`, { token: maintainer })).body.code).toBe('ROLE_NOT_ALLOWED');

    const changed = await t.api('PUT', `/api/company/${companyId}`, { token: admin, body: { logoPadding: 8, countries: ['de', 'at'], leadCountry: 'at' } });
    expect(changed.status).toBe(200);
    const profile = (await t.api('GET', `/api/profile?minPosition=${changed.body.position}`, { token: viewer })).body;
    expect(profile.company).toMatchObject({ logoPadding: 8, countries: ['de', 'at'], leadCountry: 'at' });

    const invalid = await t.api('PUT', `/api/company/${companyId}`, { token: admin, body: { leadCountry: 'fr' } });
    expect(invalid).toMatchObject({ status: 400, body: { code: 'LEAD_COUNTRY_NOT_IN_COUNTRIES' } });
    expect((await t.api('PUT', `/api/company/${companyId}`, { token: maintainer, body: { name: 'X' } })).status).toBe(403);
    expect((await t.api('PUT', `/api/company/${companyId}`, { token: admin, body: {} })).body.code).toBe('VALIDATION_FAILED');
    expect((await t.api('PUT', `/api/company/${companyId}`, { token: admin, body: { logoUrl: 'javascript:alert(1)' } })).body.code).toBe('VALIDATION_FAILED');
  });

  it('the guided start counts what the company has set up', async () => {
    const setup = companySetupSchema.parse((await t.api('GET', `/api/company/${companyId}/setup`, { token: viewer })).body);
    expect(setup).toEqual({ users: 4, products: 0, sources: 0, priceRules: 0 });
  });

  it('user management: create, edit, delete, with the limits of each role', async () => {
    const created = await t.api('POST', `/api/user/${companyId}`, {
      token: admin,
      body: { firstName: 'Mo', lastName: 'Maintainer', email: 'mo@demo.example', role: 'COMPANY_MAINTAINER', password: 'long-enough' },
    });
    expect(created.status).toBe(201);
    const userId = created.body.id as string;

    const edited = await t.api('PUT', `/api/company/${companyId}/user/${userId}`, { token: admin, body: { role: 'COMPANY_VIEWER', lastName: 'Viewer' } });
    expect(edited.status).toBe(200);
    let users = (await t.api('GET', `/api/company/${companyId}/users?minPosition=${edited.body.position}`, { token: admin })).body as { id: string; role: string; lastName: string }[];
    expect(users.find((u) => u.id === userId)).toMatchObject({ role: 'COMPANY_VIEWER', lastName: 'Viewer' });

    // The changed role applies at once, without a new token.
    const mo = await t.signIn('mo@demo.example', 'long-enough');
    expect((await t.api('PUT', `/api/company/${companyId}`, { token: mo, body: { name: 'Nope' } })).body.code).toBe('ROLE_NOT_ALLOWED');

    expect((await t.api('PUT', `/api/company/${companyId}/user/${adminId}`, { token: admin, body: { role: 'COMPANY_VIEWER' } })).body.code).toBe('CANNOT_CHANGE_OWN_ROLE');
    expect((await t.api('PUT', `/api/company/${companyId}/user/${userId}`, { token: maintainer, body: { role: 'COMPANY_ADMIN' } })).body.code).toBe('ROLE_NOT_ALLOWED');
    expect((await t.api('DELETE', `/api/company/${companyId}/user/${userId}`, { token: viewer })).body.code).toBe('ROLE_NOT_ALLOWED');

    const deleted = await t.api('DELETE', `/api/company/${companyId}/user/${userId}`, { token: admin });
    expect(deleted.status).toBe(200);
    users = (await t.api('GET', `/api/company/${companyId}/users?minPosition=${deleted.body.position}`, { token: admin })).body;
    expect(users.some((u) => u.id === userId)).toBe(false);
    // A deleted user's token stops working at once, and the address is free again.
    expect((await t.api('GET', '/api/profile', { token: mo })).status).toBe(401);
    expect((await t.api('POST', '/api/auth/sign-in', { body: { email: 'mo@demo.example', password: 'long-enough' } })).status).toBe(401);
    const again = await t.api('POST', `/api/user/${companyId}`, {
      token: admin,
      body: { firstName: 'Mo', lastName: 'Again', email: 'mo@demo.example', role: 'COMPANY_VIEWER', password: 'long-enough' },
    });
    expect(again.status).toBe(201);
  });

  it('personal details, password and settings are each user’s own', async () => {
    const me = (await t.api('GET', '/api/profile', { token: viewer })).body;
    const renamed = await t.api('PUT', `/api/user/${me.id}`, { token: viewer, body: { firstName: 'Veronika', email: 'veronika@demo.example' } });
    expect(renamed.status).toBe(200);
    const profile = (await t.api('GET', `/api/profile?minPosition=${renamed.body.position}`, { token: viewer })).body;
    expect(profile).toMatchObject({ firstName: 'Veronika', email: 'veronika@demo.example' });
    expect((await t.api('PUT', `/api/user/${me.id}`, { token: viewer, body: { role: 'COMPANY_ADMIN' } })).body.code).toBe('CANNOT_CHANGE_OWN_ROLE');
    expect((await t.api('PUT', `/api/user/${adminId}`, { token: viewer, body: { firstName: 'X' } })).body.code).toBe('FORBIDDEN');
    expect((await t.api('PUT', `/api/user/${me.id}`, { token: viewer, body: { email: 'admin@demo.example' } })).body.code).toBe('EMAIL_TAKEN');

    const wrong = await t.api('PUT', `/api/user/${me.id}/password`, { token: viewer, body: { currentPassword: 'nope', newPassword: 'a-new-password' } });
    expect(wrong).toMatchObject({ status: 400, body: { code: 'WRONG_PASSWORD' } });
    const short = await t.api('PUT', `/api/user/${me.id}/password`, { token: viewer, body: { currentPassword: 'demo-password-for-tests', newPassword: 'short' } });
    expect(short.body.code).toBe('VALIDATION_FAILED');
    expect((await t.api('PUT', `/api/user/${me.id}/password`, { token: viewer, body: { currentPassword: 'demo-password-for-tests', newPassword: 'a-new-password' } })).status).toBe(200);
    expect(await t.signIn('veronika@demo.example', 'a-new-password')).toBeTruthy();
    expect((await t.api('POST', '/api/auth/sign-in', { body: { email: 'veronika@demo.example', password: 'demo-password-for-tests' } })).status).toBe(401);

    const settings = await t.api('PUT', `/api/user/${me.id}/settings`, { token: viewer, body: { language: 'en', withShippingCost: false, favoriteProducts: ['p-1'] } });
    expect(settings.status).toBe(200);
    const after = (await t.api('GET', `/api/profile?minPosition=${settings.body.position}`, { token: viewer })).body;
    expect(after.settings).toEqual({ language: 'en', withShippingCost: false, favoriteProducts: ['p-1'] });
    expect((await t.api('PUT', `/api/user/${me.id}/settings`, { token: viewer, body: { language: 'fr' } })).body.code).toBe('VALIDATION_FAILED');
  });

  it('platform admins list and create companies; nobody else may', async () => {
    const platform = await t.signIn('platform@demo.example');
    const created = await t.api('POST', '/api/admin/companies', {
      token: platform,
      body: { name: 'Neukunde GmbH', countries: ['de', 'fr'], leadCountry: 'fr', admin: { firstName: 'Nina', lastName: 'Neu', email: 'nina@neukunde.example', password: 'long-enough' } },
    });
    expect(created.status).toBe(201);
    const companies = (await t.api('GET', `/api/admin/companies?minPosition=${created.body.position}`, { token: platform })).body as { id: string; name: string; userCount: number }[];
    expect(companies.find((c) => c.id === created.body.id)).toMatchObject({ name: 'Neukunde GmbH', userCount: 1 });
    const nina = await t.signIn('nina@neukunde.example', 'long-enough');
    expect((await t.api('GET', '/api/profile', { token: nina })).body).toMatchObject({ role: 'COMPANY_ADMIN', isAdmin: false, company: { name: 'Neukunde GmbH', leadCountry: 'fr' } });

    // A taken administrator address refuses the request before any company is created.
    const before = (await t.api('GET', '/api/admin/companies', { token: platform })).body.length;
    const head = await t.product.events.headPosition();
    const taken = await t.api('POST', '/api/admin/companies', {
      token: platform,
      body: { name: 'Doppelt GmbH', countries: ['de'], leadCountry: 'de', admin: { firstName: 'A', lastName: 'B', email: 'admin@demo.example', password: 'long-enough' } },
    });
    expect(taken).toMatchObject({ status: 409, body: { code: 'EMAIL_TAKEN' } });
    expect(await t.product.events.headPosition()).toBe(head);
    expect((await t.api('GET', '/api/admin/companies', { token: platform })).body).toHaveLength(before);

    expect((await t.api('GET', '/api/admin/companies', { token: admin })).body.code).toBe('FORBIDDEN');
    expect((await t.api('POST', '/api/admin/companies', { token: admin, body: {} })).body.code).toBe('FORBIDDEN');
    const invalid = await t.api('POST', '/api/admin/companies', { token: platform, body: { name: 'X', countries: ['de'], leadCountry: 'fr', admin: { firstName: 'A', lastName: 'B', email: 'x@y.example', password: 'long-enough' } } });
    expect(invalid.body.code).toBe('VALIDATION_FAILED');
  });

  it('serves the academy and the client configuration', async () => {
    const academy = academySchema.parse((await t.api('GET', '/api/academy', { token: viewer })).body);
    expect(academy.articles.length).toBeGreaterThan(5);
    expect(academy.support.email).toBe('support@demo.example');
    expect((await t.api('GET', '/api/academy')).status).toBe(401);
    expect(clientConfigSchema.parse((await t.api('GET', '/api/client-config')).body)).toEqual({ analytics: null });
  });
});

describe('per-deployment academy and analytics', () => {
  it('uses the configured academy file and PostHog key', async () => {
    const { mkdtempSync } = await import('node:fs');
    const dir = mkdtempSync(join((await import('node:os')).tmpdir(), 'pm-academy-'));
    const file = join(dir, 'academy.json');
    writeFileSync(file, JSON.stringify({
      articles: [{ id: 'a', area: 'dashboard', title: { de: 'T', en: 'T' }, summary: { de: 'S', en: 'S' }, body: { de: 'B', en: 'B' } }],
      videos: [{ id: 'v', area: 'dashboard', title: { de: 'Video', en: 'Video' }, url: 'https://videos.example/intro', durationMinutes: 4 }],
      support: { email: 'help@shop.example', phone: '+49 30 1234' },
    }));
    const t = await startTestProduct({ ACADEMY_FILE: file, POSTHOG_KEY: 'phc_test', POSTHOG_HOST: 'https://ph.example' });
    try {
      const token = await t.signIn('viewer@demo.example');
      const academy = (await t.api('GET', '/api/academy', { token })).body;
      expect(academy.videos).toHaveLength(1);
      expect(academy.support).toEqual({ email: 'help@shop.example', phone: '+49 30 1234' });
      expect((await t.api('GET', '/api/client-config')).body).toEqual({ analytics: { posthogKey: 'phc_test', posthogHost: 'https://ph.example' } });
    } finally {
      await t.stop();
    }
  });

  it('refuses to start with a broken academy file, naming the problem', async () => {
    const { mkdtempSync } = await import('node:fs');
    const file = join(mkdtempSync(join((await import('node:os')).tmpdir(), 'pm-academy-')), 'broken.json');
    writeFileSync(file, JSON.stringify({ articles: [], videos: [], support: { email: 'not-an-email' } }));
    await expect(startTestProduct({ ACADEMY_FILE: file })).rejects.toThrow(/ACADEMY_FILE .* is invalid[\s\S]*support\.email/);
  });
});
