/**
 * The source routes in their own package, through `app.inject`: connecting, changing (platform
 * admins only, whatever the body) and disconnecting answer the contract; bad input names its
 * path; refused requests write nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandResultSchema, POSITION_HEADER, type SourceFields } from '@pm/contracts';
import { createHttpApp, createSqliteEventStore, installAuth, registerApiNotFound, type Actor, type EventStore } from '@pm/platform';
import { tempDatabasePath, testAuth } from '@pm/platform/testing';
import type { FastifyInstance } from 'fastify';
import { createCompanyCommands } from '../companies/companyCommands.ts';
import { createSourceCommands } from './sourceCommands.ts';
import { registerSourceRoutes } from './sourceRoutes.ts';

const companyId = '01a216b5-973a-7479-83b5-4895cced43f6';
const otherCompany = '01a216b5-973a-7479-83b5-4895cced43f7';
const actors = {
  viewer: { userId: 'u-viewer', companyId, email: 'viewer@example.com', role: 'COMPANY_VIEWER', isAdmin: false },
  maintainer: { userId: 'u-maintainer', companyId, email: 'maintainer@example.com', role: 'COMPANY_MAINTAINER', isAdmin: false },
  admin: { userId: 'u-admin', companyId, email: 'admin@example.com', role: 'COMPANY_ADMIN', isAdmin: false },
  platform: { userId: 'u-platform', companyId: otherCompany, email: 'platform@example.com', role: 'COMPANY_ADMIN', isAdmin: true },
} satisfies Record<string, Actor>;
const store: SourceFields = { kind: 'STORE', name: 'Bergsport', hostname: 'bergsport-shop.de', shippingCostModel: 'ALWAYS_FREE', scrapeFrequency: 'DAILY', scrapingEnabled: true };

describe('source routes', () => {
  let app: FastifyInstance;
  let events: EventStore;
  let db: ReturnType<typeof tempDatabasePath>;
  const auth = testAuth(Object.values(actors));
  const sources = `/api/company/${companyId}/sources`;

  beforeAll(async () => {
    db = tempDatabasePath();
    events = createSqliteEventStore({ path: db.path });
    await createCompanyCommands(events).createCompany({ companyId, name: 'Camping GmbH' }, { companyId, userId: 'setup', correlationId: 'c', causationId: null });
    app = await createHttpApp({ logLevel: 'silent', bodyLimit: 1_000_000, version: '1.0.0' });
    installAuth(app, auth.authenticator);
    registerSourceRoutes(app, createSourceCommands(events));
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

  it('connects a source, lets a platform admin change it and disconnects it, answering what was written', async () => {
    const before = await events.headPosition();
    const connected = await call('POST', sources, 'maintainer', store);
    expect(connected.statusCode).toBe(201);
    const { id, position } = commandResultSchema.parse(connected.json());
    expect(connected.headers[POSITION_HEADER]).toBe(position);
    const changed = await call('PUT', `${sources}/${id}`, 'platform', { scrapingEnabled: false });
    expect(commandResultSchema.parse(changed.json()).id).toBe(id);
    expect(commandResultSchema.parse((await call('DELETE', `${sources}/${id}`, 'maintainer')).json()).id).toBe(id);
    expect(await typesAfter(before)).toEqual(['SourceHostReserved', 'SourceRegistered', 'CompanySourceConnected', 'SourceUpdated', 'CompanySourceDisconnected']);
  });

  it('refuses bad input with its path and a company admin changing a source whatever the body, writing nothing', async () => {
    const { id } = commandResultSchema.parse((await call('POST', sources, 'maintainer', { ...store, hostname: 'zeltwelt.de' })).json());
    const before = await events.headPosition();
    expect((await call('POST', sources, 'maintainer', { ...store, hostname: 'www.shop.example' })).json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', details: { issues: [expect.objectContaining({ path: 'hostname' })] } });
    expect((await call('PUT', `${sources}/${id}`, 'platform', { name: '' })).json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', details: { issues: [expect.objectContaining({ path: 'name' })] } });
    // The platform-admin check comes before the body's: a company admin learns nothing about it.
    expect((await call('PUT', `${sources}/${id}`, 'admin', { name: '' })).json()).toMatchObject({ statusCode: 403, code: 'ROLE_NOT_ALLOWED' });
    expect((await call('DELETE', `${sources}/not-an-id`, 'maintainer')).json()).toMatchObject({ statusCode: 400, details: { issues: [expect.objectContaining({ path: 'sourceId' })] } });
    expect(await events.headPosition()).toBe(before);
  });

  it('refuses a viewer and another company, writing nothing', async () => {
    const before = await events.headPosition();
    expect((await call('POST', sources, 'viewer', { ...store, hostname: 'viewer-shop.de' })).json()).toMatchObject({ statusCode: 403, code: 'ROLE_NOT_ALLOWED' });
    expect((await call('POST', `/api/company/${otherCompany}/sources`, 'maintainer', { ...store, hostname: 'fremd.de' })).json()).toMatchObject({ statusCode: 403, code: 'OTHER_COMPANY' });
    expect(await events.headPosition()).toBe(before);
  });
});
