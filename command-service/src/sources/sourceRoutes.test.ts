/**
 * The source routes in their own package, through `app.inject`: connecting, changing (platform
 * admins only, whatever the body) and disconnecting answer the contract; bad input names its
 * path; refused requests write nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandResultSchema, POSITION_HEADER, type SourceFields } from '@pm/contracts';
import { createCompanyCommands } from '../companies/companyCommands.ts';
import { companyId, otherCompany, setupContext, startRouteTestApp, type RouteTestApp } from '../http/testSupport/routeTestApp.ts';
import { createSourceCommands } from './sourceCommands.ts';
import { registerSourceRoutes } from './sourceRoutes.ts';

const store: SourceFields = { kind: 'STORE', name: 'Bergsport', hostname: 'bergsport-shop.de', shippingCostModel: 'ALWAYS_FREE', scrapeFrequency: 'DAILY', scrapingEnabled: true };

describe('source routes', () => {
  let t: RouteTestApp;
  const sources = `/api/company/${companyId}/sources`;
  beforeAll(async () => {
    t = await startRouteTestApp(async (app, events) => {
      await createCompanyCommands(events).createCompany({ companyId, name: 'Camping GmbH' }, setupContext);
      registerSourceRoutes(app, createSourceCommands(events));
    });
  });
  afterAll(() => t.close());

  it('connects a source, lets a platform admin change it and disconnects it, answering what was written', async () => {
    const before = await t.events.headPosition();
    const connected = await t.inject('POST', sources, 'maintainer', store);
    expect(connected.statusCode).toBe(201);
    const { id, position } = commandResultSchema.parse(connected.json());
    expect(connected.headers[POSITION_HEADER]).toBe(position);
    const changed = await t.inject('PUT', `${sources}/${id}`, 'platform', { scrapingEnabled: false });
    expect(commandResultSchema.parse(changed.json()).id).toBe(id);
    expect(commandResultSchema.parse((await t.inject('DELETE', `${sources}/${id}`, 'maintainer')).json()).id).toBe(id);
    expect(await t.typesAfter(before)).toEqual(['SourceHostReserved', 'SourceRegistered', 'CompanySourceConnected', 'SourceUpdated', 'CompanySourceDisconnected']);
  });

  it('refuses bad input with its path and a company admin changing a source whatever the body, writing nothing', async () => {
    const { id } = commandResultSchema.parse((await t.inject('POST', sources, 'maintainer', { ...store, hostname: 'zeltwelt.de' })).json());
    const before = await t.events.headPosition();
    expect((await t.inject('POST', sources, 'maintainer', { ...store, hostname: 'www.shop.example' })).json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', details: { issues: [expect.objectContaining({ path: 'hostname' })] } });
    expect((await t.inject('PUT', `${sources}/${id}`, 'platform', { name: '' })).json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', details: { issues: [expect.objectContaining({ path: 'name' })] } });
    // The platform-admin check comes before the body's: a company admin learns nothing about it.
    expect((await t.inject('PUT', `${sources}/${id}`, 'admin', { name: '' })).json()).toMatchObject({ statusCode: 403, code: 'ROLE_NOT_ALLOWED' });
    expect((await t.inject('DELETE', `${sources}/not-an-id`, 'maintainer')).json()).toMatchObject({ statusCode: 400, details: { issues: [expect.objectContaining({ path: 'sourceId' })] } });
    expect(await t.events.headPosition()).toBe(before);
  });

  it('refuses a viewer and another company, writing nothing', async () => {
    const before = await t.events.headPosition();
    expect((await t.inject('POST', sources, 'viewer', { ...store, hostname: 'viewer-shop.de' })).json()).toMatchObject({ statusCode: 403, code: 'ROLE_NOT_ALLOWED' });
    expect((await t.inject('POST', `/api/company/${otherCompany}/sources`, 'maintainer', { ...store, hostname: 'fremd.de' })).json()).toMatchObject({ statusCode: 403, code: 'OTHER_COMPANY' });
    expect(await t.events.headPosition()).toBe(before);
  });
});
