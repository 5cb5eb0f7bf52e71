/**
 * The scrape-exception routes in their own package, through `app.inject`: platform admins
 * create, change and delete (answers per contract); a bad body is answered with the editor's
 * issues (part, path, problem) — shape and selectors together — not the route's zod issues; the
 * id in the path is still checked; company admins are refused. Refused requests write nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandResultSchema, POSITION_HEADER, type CreateScrapeExceptionBody } from '@pm/contracts';
import { createHttpApp, createSqliteEventStore, installAuth, registerApiNotFound, type Actor, type EventStore } from '@pm/platform';
import { tempDatabasePath, testAuth } from '@pm/platform/testing';
import type { FastifyInstance } from 'fastify';
import { createScrapeExceptionCommands } from './scrapeExceptionCommands.ts';
import { registerScrapeExceptionRoutes } from './scrapeExceptionRoutes.ts';

const companyId = '01a216b5-973a-7479-83b5-4895cced43f6';
const actors = {
  admin: { userId: 'u-admin', companyId, email: 'admin@example.com', role: 'COMPANY_ADMIN', isAdmin: false },
  platform: { userId: 'u-platform', companyId, email: 'platform@example.com', role: 'COMPANY_ADMIN', isAdmin: true },
} satisfies Record<string, Actor>;
const exception: CreateScrapeExceptionBody = {
  code: 'alpin-discount-plain',
  scope: { hostname: 'alpin-discount.demo.test', pathPattern: '^/artikel/' },
  instructions: { price: '#preis .aktuell', availabilityValues: { 'Sofort ab Lager': 'InStock' } },
  settings: { decimalSeparator: ',', currency: 'EUR' },
};

describe('scrape exception routes', () => {
  let app: FastifyInstance;
  let events: EventStore;
  let db: ReturnType<typeof tempDatabasePath>;
  const auth = testAuth(Object.values(actors));
  const base = '/api/admin/scrape-exceptions';

  beforeAll(async () => {
    db = tempDatabasePath();
    events = createSqliteEventStore({ path: db.path });
    app = await createHttpApp({ logLevel: 'silent', bodyLimit: 1_000_000, version: '1.0.0' });
    installAuth(app, auth.authenticator);
    registerScrapeExceptionRoutes(app, createScrapeExceptionCommands(events));
    registerApiNotFound(app);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await events.close();
    db.remove();
  });

  const call = async (method: 'POST' | 'PUT' | 'DELETE', url: string, who: keyof typeof actors, payload?: unknown) =>
    app.inject({ method, url, headers: await auth.headers(actors[who].userId), ...(payload === undefined ? {} : { payload: payload as object }) });
  const typesAfter = async (position: bigint) => (await events.readAll()).filter((e) => e.position > position).map((e) => e.type);

  it('creates, changes and deletes an exception for a platform admin, answering what was written', async () => {
    const before = await events.headPosition();
    const created = await call('POST', base, 'platform', exception);
    expect(created.statusCode).toBe(201);
    const { id, position } = commandResultSchema.parse(created.json());
    expect(created.headers[POSITION_HEADER]).toBe(position);
    expect(commandResultSchema.parse((await call('PUT', `${base}/${id}`, 'platform', { instructions: { price: '.preis' } })).json()).id).toBe(id);
    expect(commandResultSchema.parse((await call('DELETE', `${base}/${id}`, 'platform')).json()).id).toBe(id);
    expect(await typesAfter(before)).toEqual(['ScrapeExceptionCodeReserved', 'ScrapeExceptionCreated', 'ScrapeExceptionUpdated', 'ScrapeExceptionDeleted', 'ScrapeExceptionCodeReleased']);
  });

  it('answers a bad body with every issue of shape and selectors, and a bad id with its path, writing nothing', async () => {
    const before = await events.headPosition();
    const bad = await call('POST', base, 'platform', { ...exception, code: 'Bad Code', instructions: { prise: '.p', price: 'span:preis' } });
    expect(bad.json()).toMatchObject({ statusCode: 400, code: 'SCRAPE_EXCEPTION_INVALID' });
    expect(bad.json().details.issues.map((i: { part: string; path: string; problem: string }) => `${i.part}:${i.path}:${i.problem}`)).toEqual(['code::INVALID_CODE', 'instructions::UNKNOWN_KEYS', 'instructions:price:INVALID_SELECTOR']);
    expect((await call('PUT', `${base}/${companyId}`, 'platform', {})).json()).toMatchObject({ statusCode: 400, code: 'SCRAPE_EXCEPTION_INVALID' });
    expect((await call('PUT', `${base}/not-an-id`, 'platform', { instructions: {} })).json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', details: { issues: [expect.objectContaining({ path: 'exceptionId' })] } });
    expect(await events.headPosition()).toBe(before);
  });

  it('refuses a company admin, writing nothing', async () => {
    const before = await events.headPosition();
    expect((await call('POST', base, 'admin', exception)).json()).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
    expect((await call('DELETE', `${base}/${companyId}`, 'admin')).json()).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
    expect(await events.headPosition()).toBe(before);
  });
});
