/**
 * The price-engine settings routes in their own package, through `app.inject`: answers match the
 * contract, bodies and the DELETE query are checked by the route schemas, metrics are for company
 * admins only, and refused requests write nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandResultSchema, DEFAULT_METRIC_SETTINGS, POSITION_HEADER, type SalesChannelFields } from '@pm/contracts';
import { streams } from '@pm/contracts/events';
import { createHttpApp, createSqliteEventStore, installAuth, registerApiNotFound, type Actor, type EventStore } from '@pm/platform';
import { tempDatabasePath, testAuth } from '@pm/platform/testing';
import type { FastifyInstance } from 'fastify';
import { createSourceCommands } from '../sources/sourceCommands.ts';
import { createPricingSettingsCommands } from './pricingSettingsCommands.ts';
import { registerPricingSettingsRoutes } from './pricingSettingsRoutes.ts';

const companyId = '01a216b5-973a-7479-83b5-4895cced43f6';
const otherCompany = '01a216b5-973a-7479-83b5-4895cced43f7';
const actors: Actor[] = [
  { userId: 'u-viewer', companyId, email: 'viewer@example.com', role: 'COMPANY_VIEWER', isAdmin: false },
  { userId: 'u-maintainer', companyId, email: 'maintainer@example.com', role: 'COMPANY_MAINTAINER', isAdmin: false },
  { userId: 'u-admin', companyId, email: 'admin@example.com', role: 'COMPANY_ADMIN', isAdmin: false },
];
const channel: SalesChannelFields = { name: 'Webshop', country: 'de', currency: 'EUR', commissionRate: 0, vatRate: 19, noShippingCost: false };

describe('pricing settings routes', () => {
  let app: FastifyInstance;
  let events: EventStore;
  let db: ReturnType<typeof tempDatabasePath>;
  const auth = testAuth(actors);
  const base = `/api/company/${companyId}`;

  beforeAll(async () => {
    db = tempDatabasePath();
    events = createSqliteEventStore({ path: db.path });
    app = await createHttpApp({ logLevel: 'silent', bodyLimit: 1_000_000, version: '1.0.0' });
    installAuth(app, auth.authenticator);
    registerPricingSettingsRoutes(app, createPricingSettingsCommands(events, createSourceCommands(events)));
    registerApiNotFound(app);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await events.close();
    db.remove();
  });

  const send = async (method: 'POST' | 'PUT' | 'DELETE', url: string, userId: string, payload?: unknown) =>
    app.inject({ method, url, headers: await auth.headers(userId), ...(payload === undefined ? {} : { payload: payload as object }) });
  const written = async () => (await events.readStream(streams.pricingSettings(companyId))).map((e) => e.type);

  it('creates, changes and deletes a sales channel with the edited revision, answering what was written', async () => {
    const created = await send('POST', `${base}/sales-channels`, 'u-maintainer', channel);
    expect(created.statusCode).toBe(201);
    const { id, revision, position } = commandResultSchema.parse(created.json());
    expect(created.headers[POSITION_HEADER]).toBe(position);
    const updated = await send('PUT', `${base}/sales-channels/${id}`, 'u-maintainer', { ...channel, commissionRate: 12.5, expectedRevision: revision });
    expect(commandResultSchema.parse(updated.json())).toMatchObject({ id });
    const deleted = await send('DELETE', `${base}/sales-channels/${id}?expectedRevision=${commandResultSchema.parse(updated.json()).revision}`, 'u-maintainer');
    expect(deleted.statusCode).toBe(200);
    expect((await send('PUT', `${base}/pricing-settings/metrics`, 'u-admin', { metrics: DEFAULT_METRIC_SETTINGS })).statusCode).toBe(200);
    expect(await written()).toEqual(['SalesChannelCreated', 'SalesChannelUpdated', 'SalesChannelDeleted', 'MetricSettingsSet']);
  });

  it('refuses bad bodies and a bad revision in the query with the offending path, writing nothing', async () => {
    const before = await events.headPosition();
    const issuesOf = async (response: ReturnType<typeof send>) => {
      const body = (await response).json<{ code: string; details: { issues: { path: string }[] } }>();
      expect(body.code).toBe('VALIDATION_FAILED');
      return body.details.issues.map((issue) => issue.path);
    };
    expect(await issuesOf(send('POST', `${base}/sales-channels`, 'u-maintainer', { ...channel, vatRate: 120 }))).toEqual(['vatRate']);
    expect(await issuesOf(send('DELETE', `${base}/shipping-rates/${companyId}?expectedRevision=latest`, 'u-maintainer'))).toEqual(['expectedRevision']);
    expect(await issuesOf(send('PUT', `${base}/pricing-settings/metrics`, 'u-admin', { metrics: { ...DEFAULT_METRIC_SETTINGS, greenThreshold: -10, yellowThreshold: 10 } }))).toEqual(['metrics.greenThreshold']);
    expect(await events.headPosition()).toBe(before);
  });

  it('leaves metrics to company admins and refuses viewers and another company, writing nothing', async () => {
    const before = await events.headPosition();
    expect((await send('PUT', `${base}/pricing-settings/metrics`, 'u-maintainer', { metrics: DEFAULT_METRIC_SETTINGS })).json()).toMatchObject({ statusCode: 403, code: 'ROLE_NOT_ALLOWED' });
    expect((await send('POST', `${base}/sales-channels`, 'u-viewer', channel)).json()).toMatchObject({ statusCode: 403, code: 'ROLE_NOT_ALLOWED' });
    expect((await send('POST', `/api/company/${otherCompany}/sales-channels`, 'u-admin', channel)).json()).toMatchObject({ statusCode: 403, code: 'OTHER_COMPANY' });
    expect(await events.headPosition()).toBe(before);
  });
});
