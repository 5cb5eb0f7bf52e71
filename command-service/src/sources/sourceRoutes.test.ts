/**
 * The source routes in their own package, through `app.inject`: connecting, changing the shared
 * fields (platform admins only, whatever the body), the company's own settings and disconnecting
 * answer the contract; bad input names its path; refused requests write nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandResultSchema, POSITION_HEADER, type ConnectSourceBody } from '@pm/contracts';
import { createCompanyCommands } from '../companies/companyCommands.ts';
import { companyId, otherCompany, setupContext, startRouteTestApp, type RouteTestApp } from '../http/testSupport/routeTestApp.ts';
import { createSourceCommands } from './sourceCommands.ts';
import { registerSourceRoutes } from './sourceRoutes.ts';

const store: ConnectSourceBody = { kind: 'STORE', name: 'Bergsport', hostname: 'bergsport-shop.de', shippingCostModel: 'ALWAYS_FREE', scrapeFrequency: 'DAILY', scrapingEnabled: true };

describe('source routes', () => {
  let t: RouteTestApp;
  const sources = `/api/company/${companyId}/sources`;
  beforeAll(async () => {
    t = await startRouteTestApp(async (app, events) => {
      await createCompanyCommands(events).createCompany({ companyId, name: 'Camping GmbH' }, setupContext);
      registerSourceRoutes(app, createSourceCommands(events, { proxyIds: ['de-1'] }));
    });
  });
  afterAll(() => t.close());

  it('connects a source, lets a platform admin change it and disconnects it, answering what was written', async () => {
    const before = await t.events.headPosition();
    const connected = await t.inject('POST', sources, 'maintainer', store);
    expect(connected.statusCode).toBe(201);
    const { id, position } = commandResultSchema.parse(connected.json());
    expect(connected.headers[POSITION_HEADER]).toBe(position);
    const changed = await t.inject('PUT', `${sources}/${id}`, 'platform', { shippingCostModel: 'COST_VALUE_TABLE' });
    expect(commandResultSchema.parse(changed.json()).id).toBe(id);
    const own = await t.inject('PUT', `${sources}/${id}/settings`, 'maintainer', { scrapingEnabled: false, proxyId: 'de-1' });
    expect(commandResultSchema.parse(own.json()).id).toBe(id);
    expect(commandResultSchema.parse((await t.inject('DELETE', `${sources}/${id}`, 'maintainer')).json()).id).toBe(id);
    expect(await t.typesAfter(before)).toEqual(['SourceHostReserved', 'SourceRegistered', 'CompanySourceConnected', 'SourceUpdated', 'CompanySourceSettingsChanged', 'CompanySourceDisconnected']);
  });

  it('records the company’s own settings given with a connection beside it, and a maintainer’s shared fields nowhere', async () => {
    const before = await t.events.headPosition();
    const connected = await t.inject('POST', sources, 'maintainer', { kind: 'STORE', hostname: 'zeltladen.de', name: 'Mein Zeltladen', crawler: 'trawler', scrapeFrequency: 'WEEKLY', proxyId: 'de-1' });
    expect(connected.statusCode).toBe(201);
    const written = (await t.events.readAll()).filter((e) => e.position > before);
    expect(written.map((e) => [e.type, e.data])).toEqual([
      ['SourceHostReserved', expect.anything()],
      ['SourceRegistered', { sourceId: expect.any(String), fields: { kind: 'STORE', name: 'zeltladen.de', hostname: 'zeltladen.de', shippingCostModel: 'COST_ON_PRODUCT_PAGE', country: 'de' } }],
      ['CompanySourceConnected', expect.anything()],
      ['CompanySourceSettingsChanged', { companyId, sourceId: expect.any(String), scrapingEnabled: true, scrapeFrequency: 'WEEKLY', proxyId: 'de-1' }],
    ]);
  });

  it('refuses a proxy URL, a proxy that is not configured and settings of a source not connected, writing nothing', async () => {
    const { id } = commandResultSchema.parse((await t.inject('POST', sources, 'maintainer', { ...store, hostname: 'proxytest.de' })).json());
    const before = await t.events.headPosition();
    expect((await t.inject('POST', sources, 'maintainer', { ...store, hostname: 'other.de', proxyUrl: 'http://127.0.0.1:8080' })).json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    expect((await t.inject('POST', sources, 'maintainer', { ...store, hostname: 'other.de', proxyId: 'de-9' })).json()).toMatchObject({ statusCode: 400, code: 'SCRAPE_PROXY_NOT_FOUND' });
    expect((await t.inject('PUT', `${sources}/${id}/settings`, 'maintainer', { proxyUrl: 'http://127.0.0.1:8080' })).json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    expect((await t.inject('PUT', `${sources}/${id}/settings`, 'maintainer', {})).json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    expect((await t.inject('PUT', `${sources}/${id}/settings`, 'maintainer', { proxyId: 'de-9' })).json()).toMatchObject({ statusCode: 400, code: 'SCRAPE_PROXY_NOT_FOUND' });
    expect((await t.inject('PUT', `${sources}/${otherCompany}/settings`, 'maintainer', { scrapingEnabled: false })).json()).toMatchObject({ statusCode: 404, code: 'SOURCE_NOT_FOUND' });
    expect((await t.inject('PUT', `${sources}/${id}/settings`, 'viewer', { scrapingEnabled: false })).json()).toMatchObject({ statusCode: 403, code: 'ROLE_NOT_ALLOWED' });
    expect((await t.inject('PUT', `/api/company/${otherCompany}/sources/${id}/settings`, 'maintainer', { scrapingEnabled: false })).json()).toMatchObject({ statusCode: 403, code: 'OTHER_COMPANY' });
    // Scrape settings are no shared fields: not even a platform admin sets them on the source.
    expect((await t.inject('PUT', `${sources}/${id}`, 'platform', { scrapingEnabled: false })).json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    expect(await t.events.headPosition()).toBe(before);
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
