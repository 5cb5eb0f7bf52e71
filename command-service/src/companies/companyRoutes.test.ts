/**
 * The company routes in their own package, through `app.inject`: company details by its
 * administrator, onboarding by a platform administrator, and the refusals that write nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandResultSchema, POSITION_HEADER } from '@pm/contracts';
import { createHttpApp, createSqliteEventStore, installAuth, registerApiNotFound, type Actor, type EventStore } from '@pm/platform';
import { tempDatabasePath, testAuth } from '@pm/platform/testing';
import type { FastifyInstance } from 'fastify';
import { createUserCommands } from '../users/userCommands.ts';
import { createUserRepository, type UserRepository } from '../users/userRepository.ts';
import { createCompanyCommands } from './companyCommands.ts';
import { registerCompanyRoutes } from './companyRoutes.ts';

const companyId = '01a216b5-973a-7479-83b5-4895cced43f6';
const otherCompany = '01a216b5-973a-7479-83b5-4895cced43f7';
const actors = {
  platform: { userId: 'u-platform', companyId, email: 'platform@example.com', role: 'COMPANY_ADMIN', isAdmin: true },
  admin: { userId: 'u-admin', companyId, email: 'admin@example.com', role: 'COMPANY_ADMIN', isAdmin: false },
  maintainer: { userId: 'u-maintainer', companyId, email: 'maintainer@example.com', role: 'COMPANY_MAINTAINER', isAdmin: false },
} satisfies Record<string, Actor>;
const newCompany = {
  name: 'Nordkap Outdoor',
  countries: ['de', 'at'],
  leadCountry: 'de',
  admin: { firstName: 'Nora', lastName: 'Kap', email: 'nora@example.com', password: 'correct-horse-battery' },
};

describe('company routes', () => {
  let app: FastifyInstance;
  let events: EventStore;
  let users: UserRepository;
  let db: ReturnType<typeof tempDatabasePath>;
  const auth = testAuth(Object.values(actors));

  beforeAll(async () => {
    db = tempDatabasePath();
    events = createSqliteEventStore({ path: db.path });
    users = createUserRepository(events);
    const companies = createCompanyCommands(events);
    await companies.createCompany({ companyId, name: 'Camping GmbH' }, { companyId, userId: 'setup', correlationId: 'c', causationId: null });
    app = await createHttpApp({ logLevel: 'silent', bodyLimit: 1_000_000, version: '1.0.0' });
    installAuth(app, auth.authenticator);
    registerCompanyRoutes(app, companies, createUserCommands(events, users));
    registerApiNotFound(app);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await events.close();
    db.remove();
  });

  const call = async (method: 'POST' | 'PUT', url: string, who: keyof typeof actors, payload: unknown) =>
    app.inject({ method, url, payload: payload as object, headers: await auth.headers(actors[who].userId) });
  const typesAfter = async (position: bigint) => (await events.readAll()).filter((e) => e.position > position).map((e) => e.type);

  it('lets the company administrator change the details, answering what was written', async () => {
    const before = await events.headPosition();
    const answer = await call('PUT', `/api/company/${companyId}`, 'admin', { name: 'Camping & Co', countries: ['de', 'ch'], leadCountry: 'ch' });
    expect(answer.statusCode).toBe(200);
    const result = commandResultSchema.parse(answer.json());
    expect(result.id).toBe(companyId);
    expect(answer.headers[POSITION_HEADER]).toBe(result.position);
    expect(await typesAfter(before)).toEqual(['CompanyDetailsChanged']);
  });

  it('lets a platform administrator create a company with its first administrator', async () => {
    const answer = await call('POST', '/api/admin/companies', 'platform', newCompany);
    expect(answer.statusCode).toBe(201);
    const result = commandResultSchema.parse(answer.json());
    const adminId = await users.emailHolder('nora@example.com');
    expect(adminId).not.toBeNull();
    expect(await users.loadUser(adminId!)).toMatchObject({ status: 'active', companyId: result.id, role: 'COMPANY_ADMIN' });
  });

  it('refuses roles without the permission, another company, bad input and a taken email, writing nothing', async () => {
    const before = await events.headPosition();
    expect((await call('POST', '/api/admin/companies', 'admin', { ...newCompany, admin: { ...newCompany.admin, email: 'new@example.com' } })).json()).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
    expect((await call('PUT', `/api/company/${companyId}`, 'maintainer', { name: 'Mine' })).json()).toMatchObject({ statusCode: 403, code: 'ROLE_NOT_ALLOWED' });
    expect((await call('PUT', `/api/company/${otherCompany}`, 'admin', { name: 'Theirs' })).json()).toMatchObject({ statusCode: 403, code: 'OTHER_COMPANY' });
    expect((await call('PUT', `/api/company/${companyId}`, 'admin', {})).json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    const lead = await call('POST', '/api/admin/companies', 'platform', { ...newCompany, leadCountry: 'fr' });
    expect(lead.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', details: { issues: [expect.objectContaining({ path: 'leadCountry' })] } });
    // The administrator's email is reserved before the company is created: a taken one refuses all.
    expect((await call('POST', '/api/admin/companies', 'platform', newCompany)).json()).toMatchObject({ statusCode: 409, code: 'EMAIL_TAKEN' });
    expect(await typesAfter(before)).toEqual([]);
  });
});
