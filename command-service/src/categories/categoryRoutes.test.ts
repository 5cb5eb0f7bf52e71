/**
 * The category routes in their own package, through `app.inject`: declared access, validation,
 * the decider's refusals as HTTP answers, and the event written.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandResultSchema, POSITION_HEADER } from '@pm/contracts';
import { createHttpApp, createSqliteEventStore, installAuth, registerApiNotFound, type Actor, type EventStore } from '@pm/platform';
import { tempDatabasePath, testAuth } from '@pm/platform/testing';
import type { FastifyInstance } from 'fastify';
import { registerCategoryRoutes } from './categoryRoutes.ts';
import { createCategoryCommands } from './categoryCommands.ts';

const companyId = '01a216b5-973a-7479-83b5-4895cced43f6';
const otherCompany = '01a216b5-973a-7479-83b5-4895cced43f7';
const actors: Actor[] = [
  { userId: 'u-viewer', companyId, email: 'viewer@example.com', role: 'COMPANY_VIEWER', isAdmin: false },
  { userId: 'u-maintainer', companyId, email: 'maintainer@example.com', role: 'COMPANY_MAINTAINER', isAdmin: false },
];

describe('category routes', () => {
  let app: FastifyInstance;
  let events: EventStore;
  let db: ReturnType<typeof tempDatabasePath>;
  const auth = testAuth(actors);

  beforeAll(async () => {
    db = tempDatabasePath();
    events = createSqliteEventStore({ path: db.path });
    app = await createHttpApp({ logLevel: 'silent', bodyLimit: 1_000_000, version: '1.0.0' });
    installAuth(app, auth.authenticator);
    registerCategoryRoutes(app, createCategoryCommands(events));
    registerApiNotFound(app);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await events.close();
    db.remove();
  });

  const create = async (userId: string, payload: unknown) => app.inject({ method: 'POST', url: `/api/company/${companyId}/categories`, payload: payload as object, headers: await auth.headers(userId) });

  it('creates a category for a maintainer and answers the position of its event', async () => {
    const answer = await create('u-maintainer', { name: 'Zelte' });
    expect(answer.statusCode).toBe(201);
    const result = commandResultSchema.parse(answer.json());
    expect(answer.headers[POSITION_HEADER]).toBe(result.position);
    expect((await events.readAll()).map((e) => e.type)).toContain('CategoryCreated');
  });

  it('refuses a viewer, bad input and a taken name, writing nothing', async () => {
    const before = await events.headPosition();
    expect((await create('u-viewer', { name: 'Kocher' })).json()).toMatchObject({ statusCode: 403, code: 'ROLE_NOT_ALLOWED' });
    expect((await create('u-maintainer', { name: ' ' })).json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    expect((await create('u-maintainer', { name: 'Zelte' })).json()).toMatchObject({ statusCode: 409, code: 'CATEGORY_NAME_TAKEN' });
    expect(await events.headPosition()).toBe(before);
  });

  it('renames and deletes a category for a maintainer, answering what was written', async () => {
    const { id } = commandResultSchema.parse((await create('u-maintainer', { name: 'Rucksäcke' })).json());
    const url = `/api/company/${companyId}/categories/${id}`;
    const headers = await auth.headers('u-maintainer');
    const renamed = await app.inject({ method: 'PUT', url, payload: { name: 'Taschen' }, headers });
    expect(renamed.statusCode).toBe(200);
    expect(commandResultSchema.parse(renamed.json()).id).toBe(id);
    const deleted = await app.inject({ method: 'DELETE', url, headers });
    expect(deleted.statusCode).toBe(200);
    expect((await events.readAll()).map((e) => e.type).slice(-2)).toEqual(['CategoryRenamed', 'CategoryDeleted']);
  });

  it("refuses another company's categories and a bad category id, writing nothing", async () => {
    const headers = await auth.headers('u-maintainer');
    const { id } = commandResultSchema.parse((await create('u-maintainer', { name: 'Schlafsäcke' })).json());
    const before = await events.headPosition();
    expect((await app.inject({ method: 'POST', url: `/api/company/${otherCompany}/categories`, payload: { name: 'Zelte' }, headers })).json()).toMatchObject({ statusCode: 403, code: 'OTHER_COMPANY' });
    expect((await app.inject({ method: 'DELETE', url: `/api/company/${otherCompany}/categories/${id}`, headers })).json()).toMatchObject({ statusCode: 403, code: 'OTHER_COMPANY' });
    const bad = await app.inject({ method: 'PUT', url: `/api/company/${companyId}/categories/not-an-id`, payload: { name: 'X' }, headers });
    expect(bad.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', details: { issues: [expect.objectContaining({ path: 'categoryId' })] } });
    expect(await events.headPosition()).toBe(before);
  });
});
