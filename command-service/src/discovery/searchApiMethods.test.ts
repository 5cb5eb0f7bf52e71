/**
 * GOOGLE_SEARCH / GOOGLE_IMAGE_SEARCH through the discovery API: offered once a search API is
 * configured (the company's or the source's method, and the request names it), refused with 422
 * DISCOVERY_METHOD_UNAVAILABLE where none is — nothing written then.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandResultSchema, type ConnectSourceBody } from '@pm/contracts';
import { availableSearchMethods } from '@pm/contracts/domain';
import { streams } from '@pm/contracts/events';
import { createCompanyCommands } from '../companies/companyCommands.ts';
import { companyId, setupContext, startRouteTestApp, type RouteTestApp } from '../http/testSupport/routeTestApp.ts';
import { createProductCommands } from '../products/productCommands.ts';
import { createScrapeNowCommands } from '../scraping/scrapeNowCommands.ts';
import { createSourceCommands } from '../sources/sourceCommands.ts';
import { createDiscoveryCommands } from './discoveryCommands.ts';
import { createDiscoveryIndex } from './discoveryIndex.ts';
import { registerDiscoveryRoutes } from './discoveryRoutes.ts';

const shop: ConnectSourceBody = { kind: 'STORE', name: 'Bergsport', hostname: 'bergsport-shop.de', shippingCostModel: 'ALWAYS_FREE', scrapeFrequency: 'DAILY', scrapingEnabled: true };

describe('search-API methods in the discovery API', () => {
  type Started = { t: RouteTestApp; sourceId: string; productId: string };
  const apps = {} as Record<'configured' | 'bare', Started>;

  const start = async (searchApiConfigured: boolean) => {
    let sourceId = '';
    let productId = '';
    const t = await startRouteTestApp(async (app, events) => {
      const sources = createSourceCommands(events);
      const products = createProductCommands(events, sources);
      await createCompanyCommands(events).createCompany({ companyId, name: 'Camping GmbH' }, setupContext);
      sourceId = (await sources.connectSource(companyId, shop, setupContext)).id;
      productId = (await products.createProduct(companyId, { name: 'Kuppelzelt Fjord 2', sku: 'Z-2' }, setupContext)).id;
      const commands = createDiscoveryCommands({ store: events, products, sources, scrapeNow: createScrapeNowCommands(events, sources), index: createDiscoveryIndex(events), options: { availableMethods: availableSearchMethods(searchApiConfigured) } });
      registerDiscoveryRoutes(app, commands);
    });
    return { t, sourceId, productId };
  };
  beforeAll(async () => {
    apps.configured = await start(true);
    apps.bare = await start(false);
  });
  afterAll(async () => {
    await apps.configured.t.close();
    await apps.bare.t.close();
  });

  const settings = (searchMethod: string) => ({ searchMethod, imageWeight: 0.5, skipWhenUrlExists: true, agentEnabled: false });

  it('takes GOOGLE_SEARCH as the company method and GOOGLE_IMAGE_SEARCH as a source method, and requests name them', async () => {
    const { t, sourceId, productId } = apps.configured;
    expect((await t.inject('PUT', `/api/admin/discovery/companies/${companyId}/settings`, 'platform', settings('GOOGLE_SEARCH'))).statusCode).toBe(200);
    const first = await t.inject('POST', `/api/company/${companyId}/discovery/requests`, 'maintainer', { productId, sourceId });
    expect(first.statusCode, first.body).toBe(201);
    const requested = async (id: string) => (await t.events.readStream(streams.discoveryRequest(id)))[0]?.data;
    expect(await requested(commandResultSchema.parse(first.json()).id)).toMatchObject({ method: 'GOOGLE_SEARCH' });
    expect((await t.inject('PUT', `/api/admin/discovery/sources/${sourceId}/settings`, 'platform', { searchUrlTemplate: null, searchMethod: 'GOOGLE_IMAGE_SEARCH' })).statusCode).toBe(200);
    const second = await t.inject('POST', `/api/company/${companyId}/discovery/requests`, 'maintainer', { productId, sourceId });
    expect(await requested(commandResultSchema.parse(second.json()).id)).toMatchObject({ method: 'GOOGLE_IMAGE_SEARCH' });
  });

  it('refuses both where no search API is configured, writing nothing', async () => {
    const { t, sourceId } = apps.bare;
    const before = await t.events.headPosition();
    expect((await t.inject('PUT', `/api/admin/discovery/companies/${companyId}/settings`, 'platform', settings('GOOGLE_IMAGE_SEARCH'))).json()).toMatchObject({ statusCode: 422, code: 'DISCOVERY_METHOD_UNAVAILABLE' });
    expect((await t.inject('PUT', `/api/admin/discovery/sources/${sourceId}/settings`, 'platform', { searchUrlTemplate: null, searchMethod: 'GOOGLE_SEARCH' })).json()).toMatchObject({ statusCode: 422, code: 'DISCOVERY_METHOD_UNAVAILABLE' });
    expect(await t.events.headPosition()).toBe(before);
  });
});
