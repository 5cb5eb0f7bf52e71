/**
 * The assortment query routes in their own package, through `app.inject`: the real projections
 * over an event store, read-your-writes through `minPosition`, the answers as their contracts
 * (no internal document fields), and the tenant boundary.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listedCategorySchema, productPageSchema, productSchema, type SourceFields } from '@pm/contracts';
import { streams } from '@pm/contracts/events';
import type { Actor } from '@pm/platform';
import { startQueryTestApp, type QueryTestApp } from '../runtime/testSupport/queryTestApp.ts';
import { registerAssortmentQueries } from './assortmentQueries.ts';

const companyId = '01a216b5-973a-7479-83b5-4895cced43f6';
const otherCompany = '01a216b5-973a-7479-83b5-4895cced43f7';
const tent = '01a216b5-0000-7000-8000-0000000000b1';
const stove = '01a216b5-0000-7000-8000-0000000000b2';
const foreign = '01a216b5-0000-7000-8000-0000000000b9';
const sourceId = '01a216b5-0000-7000-8000-0000000000c1';
const viewer: Actor = { userId: 'u-viewer', companyId, email: 'viewer@example.com', role: 'COMPANY_VIEWER', isAdmin: false };
const source: SourceFields = { kind: 'STORE', name: 'Bergsport Shop', hostname: 'bergsport-shop.de', shippingCostModel: 'COST_ON_PRODUCT_PAGE' };

describe('assortment queries', () => {
  let t: QueryTestApp;
  let position: string;
  beforeAll(async () => {
    t = await startQueryTestApp([viewer], (app, readModels) => registerAssortmentQueries(app, readModels));
    const created = (company: string, productId: string, sku: string, name: string) => ({ type: 'ProductCreated', data: { productId, companyId: company, fields: { name, sku, brand: 'Vaude', mpn: `MPN-${sku}` } } });
    await t.write(streams.product(foreign), [created(otherCompany, foreign, 'FREMD-1', 'Fremdes Zelt')], otherCompany);
    await t.write(streams.source(sourceId), [{ type: 'SourceRegistered', data: { sourceId, fields: source } }], null, 'u-platform');
    await t.write(streams.company(companyId), [
      { type: 'CompanyCreated', data: { companyId, name: 'Bergsport', logoUrl: null, logoPadding: 4, countries: ['de'], leadCountry: 'de', feedId: 'feed-1' } },
      { type: 'CompanySourceConnected', data: { companyId, sourceId, kind: 'STORE' } },
    ], companyId);
    await t.write(streams.product(stove), [created(companyId, stove, 'KOCHER-1', 'Kocher')], companyId);
    position = await t.write(streams.product(tent), [
      created(companyId, tent, 'ZELT-1', 'Zelt'),
      { type: 'CompetitorUrlAdded', data: { productId: tent, urlId: '01a216b5-0000-7000-8000-0000000000d1', url: 'https://bergsport-shop.de/zelt', sourceId, sourceKind: 'STORE', offerType: 'COMPETITOR_OFFER' } },
    ], companyId);
  });
  afterAll(async () => {
    await t.stop();
  });

  const category = (company: string, categoryId: string, name: string) => ({ type: 'CategoryCreated', data: { companyId: company, categoryId, name, parentId: null } });

  it("answers the company's categories as written, and never another company's", async () => {
    await t.write(`categorytree-${otherCompany}`, [category(otherCompany, '01a216b5-0000-7000-8000-000000000002', 'Fremd')], otherCompany);
    const written = await t.write(`categorytree-${companyId}`, [category(companyId, '01a216b5-0000-7000-8000-000000000001', 'Zelte')], companyId);
    const answer = await t.get(`/api/company/${companyId}/categories?minPosition=${written}`, viewer.userId);
    expect(answer.statusCode).toBe(200);
    expect(listedCategorySchema.array().parse(answer.json())).toEqual([expect.objectContaining({ name: 'Zelte', productCount: 0 })]);
    const foreignAnswer = await t.get(`/api/company/${otherCompany}/categories`, viewer.userId);
    expect(foreignAnswer.json()).toMatchObject({ statusCode: 403, code: 'OTHER_COMPANY' });
  });

  it('pages and searches the assortment as the contract, without the internal company field', async () => {
    const answer = await t.get(`/api/company/${companyId}/products?minPosition=${position}`, viewer.userId);
    expect(answer.statusCode).toBe(200);
    const page = productPageSchema.parse(answer.json());
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    expect(page.items.map((p) => p.sku)).toEqual(['KOCHER-1', 'ZELT-1']);
    expect(page.items[1]).toMatchObject({ id: tent, brand: 'Vaude', status: 'active', fields: { mpn: 'MPN-ZELT-1' }, urls: [expect.objectContaining({ url: 'https://bergsport-shop.de/zelt', sourceId })] });
    expect(answer.json().items[0]).not.toHaveProperty('companyId');
    const found = productPageSchema.parse((await t.get(`/api/company/${companyId}/products?searchText=mpn-zelt`, viewer.userId)).json());
    expect(found.items.map((p) => p.id)).toEqual([tent]);
    expect((await t.get(`/api/company/${companyId}/products?sort=price`, viewer.userId)).json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', details: { issues: [expect.objectContaining({ path: 'sort' })] } });
  });

  it("answers one product, and another company's product like a missing one", async () => {
    const answer = await t.get(`/api/company/${companyId}/products/${tent}?minPosition=${position}`, viewer.userId);
    expect(productSchema.parse(answer.json())).toMatchObject({ id: tent, name: 'Zelt', sku: 'ZELT-1' });
    expect((await t.get(`/api/company/${companyId}/products/${foreign}`, viewer.userId)).json()).toMatchObject({ statusCode: 404, code: 'PRODUCT_NOT_FOUND' });
  });
});
