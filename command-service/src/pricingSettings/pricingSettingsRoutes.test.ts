/**
 * The price-engine settings routes in their own package, through `app.inject`: answers match the
 * contract, bodies and the DELETE query are checked by the route schemas, metrics are for company
 * admins only, and refused requests write nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandResultSchema, DEFAULT_METRIC_SETTINGS, POSITION_HEADER, type SalesChannelFields } from '@pm/contracts';
import { streams } from '@pm/contracts/events';
import { companyId, otherCompany, startRouteTestApp, type RouteTestApp } from '../http/testSupport/routeTestApp.ts';
import { createSourceCommands } from '../sources/sourceCommands.ts';
import { createPricingSettingsCommands } from './pricingSettingsCommands.ts';
import { registerPricingSettingsRoutes } from './pricingSettingsRoutes.ts';

const channel: SalesChannelFields = { name: 'Webshop', country: 'de', currency: 'EUR', commissionRate: 0, vatRate: 19, noShippingCost: false };

describe('pricing settings routes', () => {
  let t: RouteTestApp;
  const base = `/api/company/${companyId}`;
  beforeAll(async () => {
    t = await startRouteTestApp((app, events) => registerPricingSettingsRoutes(app, createPricingSettingsCommands(events, createSourceCommands(events))));
  });
  afterAll(() => t.close());

  it('creates, changes and deletes a sales channel with the edited revision, answering what was written', async () => {
    const created = await t.inject('POST', `${base}/sales-channels`, 'maintainer', channel);
    expect(created.statusCode).toBe(201);
    const { id, revision, position } = commandResultSchema.parse(created.json());
    expect(created.headers[POSITION_HEADER]).toBe(position);
    const updated = await t.inject('PUT', `${base}/sales-channels/${id}`, 'maintainer', { ...channel, commissionRate: 12.5, expectedRevision: revision });
    expect(commandResultSchema.parse(updated.json())).toMatchObject({ id });
    const deleted = await t.inject('DELETE', `${base}/sales-channels/${id}?expectedRevision=${commandResultSchema.parse(updated.json()).revision}`, 'maintainer');
    expect(deleted.statusCode).toBe(200);
    expect((await t.inject('PUT', `${base}/pricing-settings/metrics`, 'admin', { metrics: DEFAULT_METRIC_SETTINGS })).statusCode).toBe(200);
    expect(await t.typesIn(streams.pricingSettings(companyId))).toEqual(['SalesChannelCreated', 'SalesChannelUpdated', 'SalesChannelDeleted', 'MetricSettingsSet']);
  });

  it('refuses bad bodies and a bad revision in the query with the offending path, writing nothing', async () => {
    const before = await t.events.headPosition();
    const issuesOf = async (response: ReturnType<RouteTestApp['inject']>) => {
      const body = (await response).json<{ code: string; details: { issues: { path: string }[] } }>();
      expect(body.code).toBe('VALIDATION_FAILED');
      return body.details.issues.map((issue) => issue.path);
    };
    expect(await issuesOf(t.inject('POST', `${base}/sales-channels`, 'maintainer', { ...channel, vatRate: 120 }))).toEqual(['vatRate']);
    expect(await issuesOf(t.inject('DELETE', `${base}/shipping-rates/${companyId}?expectedRevision=latest`, 'maintainer'))).toEqual(['expectedRevision']);
    expect(await issuesOf(t.inject('PUT', `${base}/pricing-settings/metrics`, 'admin', { metrics: { ...DEFAULT_METRIC_SETTINGS, greenThreshold: -10, yellowThreshold: 10 } }))).toEqual(['metrics.greenThreshold']);
    expect(await t.events.headPosition()).toBe(before);
  });

  it('leaves metrics to company admins and refuses viewers and another company, writing nothing', async () => {
    const before = await t.events.headPosition();
    expect((await t.inject('PUT', `${base}/pricing-settings/metrics`, 'maintainer', { metrics: DEFAULT_METRIC_SETTINGS })).json()).toMatchObject({ statusCode: 403, code: 'ROLE_NOT_ALLOWED' });
    expect((await t.inject('POST', `${base}/sales-channels`, 'viewer', channel)).json()).toMatchObject({ statusCode: 403, code: 'ROLE_NOT_ALLOWED' });
    expect((await t.inject('POST', `/api/company/${otherCompany}/sales-channels`, 'admin', channel)).json()).toMatchObject({ statusCode: 403, code: 'OTHER_COMPANY' });
    expect(await t.events.headPosition()).toBe(before);
  });
});
