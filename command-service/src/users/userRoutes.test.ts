/**
 * The user routes in their own package, through `app.inject`: user administration by a company
 * administrator, each account's own details, and the refusals (role, company, input, someone
 * else's account) that write nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandResultSchema, POSITION_HEADER } from '@pm/contracts';
import type { Actor } from '@pm/platform';
import { companyId, otherCompany, setupContext, startRouteTestApp, type RouteTestApp } from '../http/testSupport/routeTestApp.ts';
import { createUserCommands } from './userCommands.ts';
import { createUserRepository, type UserRepository } from './userRepository.ts';
import { registerUserRoutes } from './userRoutes.ts';

// User ids are checked as uuids in the paths, and these accounts are loaded from the log.
const actors = {
  admin: { userId: '01a216b5-973a-7479-83b5-4895cced4301', companyId, email: 'admin@example.com', role: 'COMPANY_ADMIN', isAdmin: false },
  viewer: { userId: '01a216b5-973a-7479-83b5-4895cced4302', companyId, email: 'viewer@example.com', role: 'COMPANY_VIEWER', isAdmin: false },
} satisfies Record<string, Actor>;
const password = 'correct-horse-battery';

describe('user routes', () => {
  let t: RouteTestApp<typeof actors>;
  let users: UserRepository;
  beforeAll(async () => {
    t = await startRouteTestApp(
      async (app, events) => {
        users = createUserRepository(events);
        const commands = createUserCommands(events, users);
        // The signed-in accounts exist in the log too: the commands load them.
        for (const actor of Object.values(actors)) {
          await commands.createUser({ userId: actor.userId, email: actor.email, password, firstName: 'First', lastName: 'Last', role: actor.role, companyId }, setupContext);
        }
        registerUserRoutes(app, commands);
      },
      { actors },
    );
  });
  afterAll(() => t.close());

  const newUser = { firstName: 'Carla', lastName: 'Diaz', email: 'Carla@Example.com', role: 'COMPANY_MAINTAINER', password };

  it('lets an administrator create, change and delete a user, answering what was written', async () => {
    const created = await t.inject('POST', `/api/user/${companyId}`, 'admin', newUser);
    expect(created.statusCode).toBe(201);
    const result = commandResultSchema.parse(created.json());
    expect(created.headers[POSITION_HEADER]).toBe(result.position);
    expect(await users.loadUser(result.id)).toMatchObject({ status: 'active', companyId, email: 'carla@example.com', role: 'COMPANY_MAINTAINER' });

    const changed = await t.inject('PUT', `/api/company/${companyId}/user/${result.id}`, 'admin', { role: 'COMPANY_VIEWER' });
    expect(changed.statusCode).toBe(200);
    expect(commandResultSchema.parse(changed.json())).toMatchObject({ id: result.id });
    expect((await users.loadUser(result.id)).role).toBe('COMPANY_VIEWER');

    const deleted = await t.inject('DELETE', `/api/company/${companyId}/user/${result.id}`, 'admin');
    expect(deleted.statusCode).toBe(200);
    expect((await users.loadUser(result.id)).status).not.toBe('active');
  });

  it('refuses a role without the permission, another company and bad input, writing nothing', async () => {
    const before = await t.events.headPosition();
    expect((await t.inject('POST', `/api/user/${companyId}`, 'viewer', { ...newUser, email: 'eve@example.com' })).json()).toMatchObject({ statusCode: 403, code: 'ROLE_NOT_ALLOWED' });
    expect((await t.inject('POST', `/api/user/${otherCompany}`, 'admin', { ...newUser, email: 'eve@example.com' })).json()).toMatchObject({ statusCode: 403, code: 'OTHER_COMPANY' });
    expect((await t.inject('DELETE', `/api/company/${otherCompany}/user/${actors.viewer.userId}`, 'admin')).json()).toMatchObject({ statusCode: 403, code: 'OTHER_COMPANY' });
    const bad = await t.inject('POST', `/api/user/${companyId}`, 'admin', { ...newUser, email: 'eve@', password: 'short' });
    expect(bad.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    expect((bad.json() as { details: { issues: { path: string }[] } }).details.issues.map((i) => i.path).sort()).toEqual(['email', 'password']);
    expect((await t.inject('PUT', `/api/company/${companyId}/user/not-an-id`, 'admin', { firstName: 'X' })).json()).toMatchObject({ statusCode: 400, details: { issues: [expect.objectContaining({ path: 'userId' })] } });
    expect(await t.events.headPosition()).toBe(before);
  });

  it('lets every account change its own details, password and settings, and only its own', async () => {
    const own = `/api/user/${actors.viewer.userId}`;
    expect(commandResultSchema.parse((await t.inject('PUT', own, 'viewer', { firstName: 'Vera' })).json()).id).toBe(actors.viewer.userId);
    expect((await users.loadUser(actors.viewer.userId)).firstName).toBe('Vera');
    expect((await t.inject('PUT', `${own}/settings`, 'viewer', { language: 'en' })).statusCode).toBe(200);
    expect((await t.inject('PUT', `${own}/password`, 'viewer', { currentPassword: password, newPassword: 'another-long-one' })).statusCode).toBe(200);

    const before = await t.events.headPosition();
    expect((await t.inject('PUT', own, 'viewer', { role: 'COMPANY_ADMIN' })).json()).toMatchObject({ statusCode: 403, code: 'CANNOT_CHANGE_OWN_ROLE' });
    expect((await t.inject('PUT', `/api/user/${actors.admin.userId}`, 'viewer', { firstName: 'Mallory' })).json()).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
    expect((await t.inject('PUT', `/api/user/${actors.admin.userId}/settings`, 'viewer', { language: 'en' })).json()).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
    expect((await t.inject('PUT', `${own}/password`, 'viewer', { currentPassword: 'wrong-password', newPassword: 'yet-another-one' })).json()).toMatchObject({ code: 'WRONG_PASSWORD' });
    expect((await t.inject('PUT', `${own}/settings`, 'viewer', {})).json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    expect(await t.events.headPosition()).toBe(before);
  });
});
