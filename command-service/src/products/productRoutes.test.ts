/**
 * The product routes in their own package, through `app.inject`: a product's life (create,
 * change, archive, restore, competitor URLs) answering what was written, and the refusals
 * (role, company, input) that write nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandResultSchema, POSITION_HEADER } from '@pm/contracts';
import { createHttpApp, createSqliteEventStore, installAuth, registerApiNotFound, type Actor, type EventStore } from '@pm/platform';
import { tempDatabasePath, testAuth } from '@pm/platform/testing';
import type { FastifyInstance } from 'fastify';
import { createCompanyCommands } from '../companies/companyCommands.ts';
import { createSourceCommands } from '../sources/sourceCommands.ts';
import { createProductCommands } from './productCommands.ts';
import { registerProductRoutes } from './productRoutes.ts';

const companyId = '01a216b5-973a-7479-83b5-4895cced43f6';
const otherCompany = '01a216b5-973a-7479-83b5-4895cced43f7';
const actors = {
  viewer: { userId: 'u-viewer', companyId, email: 'viewer@example.com', role: 'COMPANY_VIEWER', isAdmin: false },
  maintainer: { userId: 'u-maintainer', companyId, email: 'maintainer@example.com', role: 'COMPANY_MAINTAINER', isAdmin: false },
} satisfies Record<string, Actor>;

describe('product routes', () => {
  let app: FastifyInstance;
  let events: EventStore;
  let db: ReturnType<typeof tempDatabasePath>;
  const auth = testAuth(Object.values(actors));

  beforeAll(async () => {
    db = tempDatabasePath();
    events = createSqliteEventStore({ path: db.path });
    const sources = createSourceCommands(events);
    const setup = { companyId, userId: 'setup', correlationId: 'c', causationId: null };
    // Competitor URLs are only accepted at a source the company has connected.
    await createCompanyCommands(events).createCompany({ companyId, name: 'Camping GmbH' }, setup);
    await sources.connectSource(companyId, { kind: 'STORE', name: 'Bergsport', hostname: 'bergsport-shop.de', shippingCostModel: 'ALWAYS_FREE', scrapeFrequency: 'DAILY', scrapingEnabled: true }, setup);
    app = await createHttpApp({ logLevel: 'silent', bodyLimit: 1_000_000, version: '1.0.0' });
    installAuth(app, auth.authenticator);
    registerProductRoutes(app, createProductCommands(events, sources));
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
  const products = `/api/company/${companyId}/products`;
  const typesAfter = async (position: bigint) => (await events.readAll()).filter((e) => e.position > position).map((e) => e.type);

  it('creates, changes, archives and restores a product and adds and removes a competitor URL, answering what was written', async () => {
    const before = await events.headPosition();
    const created = await call('POST', products, 'maintainer', { name: 'Zelt Nordkap 2', sku: 'Z-2' });
    expect(created.statusCode).toBe(201);
    const product = commandResultSchema.parse(created.json());
    expect(created.headers[POSITION_HEADER]).toBe(product.position);
    const url = `${products}/${product.id}`;
    expect(commandResultSchema.parse((await call('PUT', url, 'maintainer', { brand: 'Nordkap' })).json()).id).toBe(product.id);
    // Archive and restore have no body.
    expect((await call('POST', `${url}/archive`, 'maintainer')).statusCode).toBe(200);
    expect((await call('POST', `${url}/restore`, 'maintainer')).statusCode).toBe(200);
    const added = await call('POST', `${url}/urls`, 'maintainer', { url: 'https://bergsport-shop.de/zelt-nordkap-2' });
    expect(added.statusCode).toBe(201);
    const competitorUrl = commandResultSchema.parse(added.json());
    expect(competitorUrl.id).not.toBe(product.id);
    expect((await call('DELETE', `${url}/urls/${competitorUrl.id}`, 'maintainer')).statusCode).toBe(200);
    expect(await typesAfter(before)).toEqual(['SkuReserved', 'ProductCreated', 'ProductUpdated', 'ProductArchived', 'ProductRestored', 'CompetitorUrlAdded', 'CompetitorUrlRemoved']);
  });

  it('refuses a viewer, another company and bad input, writing nothing', async () => {
    const { id } = commandResultSchema.parse((await call('POST', products, 'maintainer', { name: 'Kocher', sku: 'K-1' })).json());
    const before = await events.headPosition();
    expect((await call('POST', products, 'viewer', { name: 'Lampe', sku: 'L-1' })).json()).toMatchObject({ statusCode: 403, code: 'ROLE_NOT_ALLOWED' });
    expect((await call('PUT', `/api/company/${otherCompany}/products/${id}`, 'maintainer', { brand: 'X' })).json()).toMatchObject({ statusCode: 403, code: 'OTHER_COMPANY' });
    const bad = await call('POST', products, 'maintainer', { name: 'Lampe', sku: 'L-1', minPrice: 20, maxPrice: 10 });
    expect(bad.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', details: { issues: [expect.objectContaining({ path: 'maxPrice' })] } });
    expect((await call('POST', `${products}/not-an-id/archive`, 'maintainer')).json()).toMatchObject({ statusCode: 400, details: { issues: [expect.objectContaining({ path: 'productId' })] } });
    expect((await call('PUT', `${products}/${id}`, 'maintainer', {})).json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    expect(await events.headPosition()).toBe(before);
  });
});
