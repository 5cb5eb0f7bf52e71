/**
 * The product routes in their own package, through `app.inject`: a product's life (create,
 * change, archive, restore, competitor URLs) answering what was written, and the refusals
 * (role, company, input) that write nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandResultSchema, POSITION_HEADER } from '@pm/contracts';
import { createCategoryCommands } from '../categories/categoryCommands.ts';
import { createCompanyCommands } from '../companies/companyCommands.ts';
import { companyId, otherCompany, setupContext, startRouteTestApp, type RouteTestApp } from '../http/testSupport/routeTestApp.ts';
import { createSourceCommands } from '../sources/sourceCommands.ts';
import { createProductCommands } from './productCommands.ts';
import { registerProductRoutes } from './productRoutes.ts';

describe('product routes', () => {
  let t: RouteTestApp;
  const products = `/api/company/${companyId}/products`;
  let ownCategory: string;
  let foreignCategory: string;
  beforeAll(async () => {
    t = await startRouteTestApp(async (app, events) => {
      const sources = createSourceCommands(events);
      const categories = createCategoryCommands(events);
      ownCategory = (await categories.createCategory(companyId, 'Zelte', null, setupContext)).id;
      foreignCategory = (await categories.createCategory(otherCompany, 'Zelte', null, { ...setupContext, companyId: otherCompany })).id;
      // Competitor URLs are only accepted at a source the company has connected.
      await createCompanyCommands(events).createCompany({ companyId, name: 'Camping GmbH' }, setupContext);
      await sources.connectSource(companyId, { kind: 'STORE', name: 'Bergsport', hostname: 'bergsport-shop.de', shippingCostModel: 'ALWAYS_FREE', scrapeFrequency: 'DAILY', scrapingEnabled: true }, setupContext);
      registerProductRoutes(app, createProductCommands(events, sources));
    });
  });
  afterAll(() => t.close());

  it('creates, changes, archives and restores a product and adds and removes a competitor URL, answering what was written', async () => {
    const before = await t.events.headPosition();
    const created = await t.inject('POST', products, 'maintainer', { name: 'Zelt Nordkap 2', sku: 'Z-2' });
    expect(created.statusCode).toBe(201);
    const product = commandResultSchema.parse(created.json());
    expect(created.headers[POSITION_HEADER]).toBe(product.position);
    const url = `${products}/${product.id}`;
    expect(commandResultSchema.parse((await t.inject('PUT', url, 'maintainer', { brand: 'Nordkap' })).json()).id).toBe(product.id);
    // Archive and restore have no body.
    expect((await t.inject('POST', `${url}/archive`, 'maintainer')).statusCode).toBe(200);
    expect((await t.inject('POST', `${url}/restore`, 'maintainer')).statusCode).toBe(200);
    const added = await t.inject('POST', `${url}/urls`, 'maintainer', { url: 'https://bergsport-shop.de/zelt-nordkap-2' });
    expect(added.statusCode).toBe(201);
    const competitorUrl = commandResultSchema.parse(added.json());
    expect(competitorUrl.id).not.toBe(product.id);
    expect((await t.inject('DELETE', `${url}/urls/${competitorUrl.id}`, 'maintainer')).statusCode).toBe(200);
    expect(await t.typesAfter(before)).toEqual(['SkuReserved', 'ProductCreated', 'ProductUpdated', 'ProductArchived', 'ProductRestored', 'CompetitorUrlAdded', 'CompetitorUrlRemoved']);
  });

  it('refuses a viewer, another company and bad input, writing nothing', async () => {
    const { id } = commandResultSchema.parse((await t.inject('POST', products, 'maintainer', { name: 'Kocher', sku: 'K-1' })).json());
    const before = await t.events.headPosition();
    expect((await t.inject('POST', products, 'viewer', { name: 'Lampe', sku: 'L-1' })).json()).toMatchObject({ statusCode: 403, code: 'ROLE_NOT_ALLOWED' });
    expect((await t.inject('PUT', `/api/company/${otherCompany}/products/${id}`, 'maintainer', { brand: 'X' })).json()).toMatchObject({ statusCode: 403, code: 'OTHER_COMPANY' });
    const bad = await t.inject('POST', products, 'maintainer', { name: 'Lampe', sku: 'L-1', minPrice: 20, maxPrice: 10 });
    expect(bad.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', details: { issues: [expect.objectContaining({ path: 'maxPrice' })] } });
    expect((await t.inject('POST', `${products}/not-an-id/archive`, 'maintainer')).json()).toMatchObject({ statusCode: 400, details: { issues: [expect.objectContaining({ path: 'productId' })] } });
    expect((await t.inject('PUT', `${products}/${id}`, 'maintainer', {})).json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    expect(await t.events.headPosition()).toBe(before);
  });

  it("refuses another company's category and a shop the company is not connected to (422), writing nothing", async () => {
    const { id } = commandResultSchema.parse((await t.inject('POST', products, 'maintainer', { name: 'Zelt', sku: 'REF-1', categoryId: ownCategory })).json());
    const before = await t.events.headPosition();
    for (const categoryId of [foreignCategory, 'no-such-category', 'constructor']) {
      expect((await t.inject('POST', products, 'maintainer', { name: 'Zelt', sku: 'REF-2', categoryId })).json()).toMatchObject({ statusCode: 422, code: 'CATEGORY_UNKNOWN' });
      expect((await t.inject('PUT', `${products}/${id}`, 'maintainer', { categoryId })).json()).toMatchObject({ statusCode: 422, code: 'CATEGORY_UNKNOWN' });
    }
    const url = 'https://bergsport-shop.de/zelt';
    expect((await t.inject('POST', `${products}/${id}/urls`, 'maintainer', { url, storeId: crypto.randomUUID() })).json()).toMatchObject({ statusCode: 422, code: 'SOURCE_UNKNOWN' });
    expect(await t.events.headPosition()).toBe(before);
  });
});
