import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefused } from './testSupport/expectRefused.ts';
import { startTestProduct, type TestProduct } from './testSupport/startTestProduct.ts';

const store = { kind: 'STORE', name: 'Bergsport Shop', hostname: 'bergsport-shop.example', shippingCostModel: 'COST_ON_PRODUCT_PAGE', scrapeFrequency: 'DAILY', scrapingEnabled: true };
const aggregator = { kind: 'AGGREGATOR', name: 'Preisfuchs', hostname: 'preisfuchs.example', shippingCostModel: 'COST_ON_PRODUCT_PAGE', scrapeFrequency: 'DAILY', scrapingEnabled: true };
const tent = {
  name: 'Trekkingzelt Alpin 2',
  brand: 'Nordwand',
  sku: 'NW-ALP-2',
  gtin: '4006381333931',
  purchasePrice: 120,
  pricing: { de: { salesPrice: 249.9, vatRate: 19, shippingPrice: 0, inStock: true } },
  bundleSize: 1,
  weight: 2.4,
  weightUnit: 'KILOGRAMS',
};

/** Products, sources and competitor URLs with the validation rules of spec §5. */
describe('assortment and sources API', () => {
  let t: TestProduct;
  let admin: string;
  let maintainer: string;
  let viewer: string;
  let companyId: string;
  const base = () => `/api/company/${companyId}`;

  beforeAll(async () => {
    t = await startTestProduct();
    admin = await t.signIn('admin@demo.example');
    maintainer = await t.signIn('maintainer@demo.example');
    viewer = await t.signIn('viewer@demo.example');
    companyId = (await t.api('GET', '/api/profile', { token: admin })).body.company.id;
  });
  afterAll(async () => {
    await t.stop();
  });

  const refused = (call: Promise<{ status: number; body: any }>, status: number, code: string) => expectRefused(t, call, status, code);

  it('connects shops and comparison sites, one source per domain', async () => {
    const connected = await t.api('POST', `${base()}/sources`, { token: maintainer, body: store });
    expect(connected.status).toBe(201);
    const again = await t.api('POST', `${base()}/sources`, { token: admin, body: { ...store, name: 'Other name' } });
    expect(again.body.id).toBe(connected.body.id);
    const agg = await t.api('POST', `${base()}/sources`, { token: admin, body: aggregator });
    const sources = (await t.api('GET', `${base()}/sources?minPosition=${agg.body.position}`, { token: viewer })).body;
    // A company's first connection registers a domain from safe defaults (its name is the domain); platform admins name it.
    expect(sources.map((s: { name: string; kind: string }) => [s.name, s.kind])).toEqual([['bergsport-shop.example', 'STORE'], ['preisfuchs.example', 'AGGREGATOR']]);

    await refused(t.api('POST', `${base()}/sources`, { token: admin, body: { ...store, hostname: 'https://shop.example' } }), 400, 'VALIDATION_FAILED');
    await refused(t.api('POST', `${base()}/sources`, { token: admin, body: { ...store, hostname: 'www.shop.example' } }), 400, 'VALIDATION_FAILED');
    await refused(t.api('POST', `${base()}/sources`, { token: viewer, body: { ...store, hostname: 'viewer-shop.example' } }), 403, 'ROLE_NOT_ALLOWED');
    await refused(t.api('PUT', `${base()}/sources/${connected.body.id}`, { token: admin, body: { scrapingEnabled: false } }), 403, 'ROLE_NOT_ALLOWED');
  });

  it('creates, validates, updates, archives and restores products', async () => {
    const created = await t.api('POST', `${base()}/products`, { token: maintainer, body: tent });
    expect(created.status).toBe(201);
    const product = (await t.api('GET', `${base()}/products/${created.body.id}?minPosition=${created.body.position}`, { token: viewer })).body;
    expect(product).toMatchObject({ name: tent.name, brand: 'Nordwand', sku: 'NW-ALP-2', status: 'active', fields: tent, urls: [] });

    await refused(t.api('POST', `${base()}/products`, { token: admin, body: { ...tent, name: 'Copy' } }), 409, 'SKU_TAKEN');
    const invalid = await refused(t.api('POST', `${base()}/products`, {
      token: admin,
      body: { ...tent, sku: 'X-1', gtin: '4006381333932', bundleSize: -1, purchasePrice: -5, pricing: { de: { vatRate: 101, salesPrice: -1 } } },
    }), 400, 'VALIDATION_FAILED');
    expect(invalid.body.details.issues.map((i: { path: string }) => i.path).sort()).toEqual(['bundleSize', 'gtin', 'pricing.de.salesPrice', 'pricing.de.vatRate', 'purchasePrice']);
    await refused(t.api('POST', `${base()}/products`, { token: admin, body: { ...tent, sku: 'X-2', minPrice: 100, maxPrice: 50 } }), 400, 'VALIDATION_FAILED');
    await refused(t.api('POST', `${base()}/products`, { token: viewer, body: { ...tent, sku: 'X-3' } }), 403, 'ROLE_NOT_ALLOWED');

    const updated = await t.api('PUT', `${base()}/products/${created.body.id}`, { token: admin, body: { sku: 'NW-ALP-2B', brand: 'Nordwand Pro' } });
    expect(updated.status).toBe(200);
    // The old SKU is free again, the new one is taken.
    expect((await t.api('POST', `${base()}/products`, { token: admin, body: { ...tent, name: 'Neu', sku: 'NW-ALP-2' } })).status).toBe(201);
    await refused(t.api('POST', `${base()}/products`, { token: admin, body: { ...tent, sku: 'nw-alp-2b' } }), 409, 'SKU_TAKEN');

    const archived = await t.api('POST', `${base()}/products/${created.body.id}/archive`, { token: admin });
    let list = (await t.api('GET', `${base()}/products?minPosition=${archived.body.position}`, { token: viewer })).body;
    expect(list.items.map((p: { sku: string }) => p.sku)).toEqual(['NW-ALP-2']);
    list = (await t.api('GET', `${base()}/products?status=archived`, { token: viewer })).body;
    expect(list.items.map((p: { sku: string }) => p.sku)).toEqual(['NW-ALP-2B']);
    const restored = await t.api('POST', `${base()}/products/${created.body.id}/restore`, { token: admin });
    list = (await t.api('GET', `${base()}/products?minPosition=${restored.body.position}&searchText=pro&sort=sku`, { token: viewer })).body;
    expect(list).toMatchObject({ total: 1, page: 1, pageSize: 20, items: [{ sku: 'NW-ALP-2B', brand: 'Nordwand Pro' }] });

    const setup = (await t.api('GET', `${base()}/setup`, { token: viewer })).body;
    expect(setup).toMatchObject({ products: 2, sources: 2 });
  });

  it('pages and sorts the assortment', async () => {
    for (let i = 0; i < 5; i++) await t.api('POST', `${base()}/products`, { token: admin, body: { name: `Stirnlampe ${i}`, sku: `SL-${i}`, brand: i % 2 ? 'Lumen' : 'Aurora' } });
    const last = await t.api('POST', `${base()}/products`, { token: admin, body: { name: 'Stirnlampe 5', sku: 'SL-5', brand: 'Aurora' } });
    const page = (await t.api('GET', `${base()}/products?minPosition=${last.body.position}&searchText=stirnlampe&sort=sku&order=desc&page=2&pageSize=4`, { token: viewer })).body;
    expect(page).toMatchObject({ total: 6, page: 2, pageSize: 4 });
    expect(page.items.map((p: { sku: string }) => p.sku)).toEqual(['SL-1', 'SL-0']);
    const byBrand = (await t.api('GET', `${base()}/products?brands=Lumen&sort=sku`, { token: viewer })).body;
    expect(byBrand.items.map((p: { sku: string }) => p.sku)).toEqual(['SL-1', 'SL-3']);
    await refused(t.api('GET', `${base()}/products?sort=price`, { token: viewer }), 400, 'VALIDATION_FAILED');
  });

  it('adds competitor URLs only of connected hosts, never search overviews', async () => {
    const sources = (await t.api('GET', `${base()}/sources`, { token: viewer })).body as { id: string; kind: string }[];
    const storeId = sources.find((s) => s.kind === 'STORE')!.id;
    const aggregatorId = sources.find((s) => s.kind === 'AGGREGATOR')!.id;
    const product = (await t.api('POST', `${base()}/products`, { token: admin, body: { ...tent, sku: 'URL-1' } })).body.id;
    const urls = `${base()}/products/${product}/urls`;

    const added = await t.api('POST', urls, { token: maintainer, body: { url: 'https://www.bergsport-shop.example/zelt-alpin-2' } });
    expect(added.status).toBe(201);
    const viaAggregator = await t.api('POST', urls, { token: maintainer, body: { url: 'https://preisfuchs.example/produkt/12345', aggregatorId } });
    expect(viaAggregator.status).toBe(201);
    const doc = (await t.api('GET', `${base()}/products/${product}?minPosition=${viaAggregator.body.position}`, { token: viewer })).body;
    expect(doc.urls.map((u: any) => [u.url, u.sourceId, u.sourceKind, u.offerType])).toEqual([
      ['https://www.bergsport-shop.example/zelt-alpin-2', storeId, 'STORE', 'COMPETITOR_OFFER'],
      ['https://preisfuchs.example/produkt/12345', aggregatorId, 'AGGREGATOR', 'COMPETITOR_OFFER'],
    ]);

    await refused(t.api('POST', urls, { token: admin, body: { url: 'bergsport-shop.example/zelt' } }), 400, 'INVALID_URL');
    await refused(t.api('POST', urls, { token: admin, body: { url: 'https://unknown-shop.example/zelt' } }), 400, 'HOST_NOT_CONNECTED');
    await refused(t.api('POST', urls, { token: admin, body: { url: 'https://preisfuchs.example/suche?q=zelt' } }), 400, 'AGGREGATOR_SEARCH_URL');
    await refused(t.api('POST', urls, { token: admin, body: { url: 'https://bergsport-shop.example/x', storeId, aggregatorId } }), 400, 'VALIDATION_FAILED');
    await refused(t.api('POST', urls, { token: admin, body: { url: 'https://bergsport-shop.example/x', storeId: aggregatorId } }), 400, 'SOURCE_MISMATCH');
    await refused(t.api('POST', urls, { token: admin, body: { url: 'https://www.bergsport-shop.example/zelt-alpin-2' } }), 409, 'URL_EXISTS');
    await refused(t.api('POST', urls, { token: viewer, body: { url: 'https://bergsport-shop.example/y' } }), 403, 'ROLE_NOT_ALLOWED');

    const removed = await t.api('DELETE', `${urls}/${added.body.id}`, { token: admin });
    expect(removed.status).toBe(200);
    const after = (await t.api('GET', `${base()}/products/${product}?minPosition=${removed.body.position}`, { token: viewer })).body;
    expect(after.urls).toHaveLength(1);

    // Disconnecting a source means its hosts can no longer be added.
    await t.api('DELETE', `${base()}/sources/${storeId}`, { token: admin });
    await refused(t.api('POST', urls, { token: admin, body: { url: 'https://bergsport-shop.example/other' } }), 400, 'HOST_NOT_CONNECTED');
  });

  it("another company's products are not found", async () => {
    const other = await t.product.commands.companyCommands.createCompany({ name: 'Fremd AG' }, { companyId: null, userId: 'service:test', correlationId: crypto.randomUUID(), causationId: null });
    const foreign = await t.product.commands.productCommands.createProduct(other.id, { name: 'Fremd', sku: 'F-1' }, { companyId: other.id, userId: 'service:test', correlationId: crypto.randomUUID(), causationId: null });
    await refused(t.api('PUT', `${base()}/products/${foreign.id}`, { token: admin, body: { name: 'Mine now' } }), 404, 'PRODUCT_NOT_FOUND');
    expect((await t.api('GET', `${base()}/products/${foreign.id}?minPosition=${foreign.position}`, { token: admin })).status).toBe(404);
    await refused(t.api('GET', `/api/company/${other.id}/products`, { token: admin }), 403, 'OTHER_COMPANY');
  });
});

describe('product categories API', () => {
  it('builds a tree with breadcrumb paths, refusing cycles, duplicates and viewers', async () => {
    const t = await startTestProduct();
    try {
      const admin = await t.signIn('maintainer@demo.example');
      const viewer = await t.signIn('viewer@demo.example');
      const companyId = (await t.api('GET', '/api/profile', { token: admin })).body.company.id;
      const base = `/api/company/${companyId}/categories`;
      const camping = (await t.api('POST', base, { token: admin, body: { name: 'Camping' } })).body.id;
      const tents = (await t.api('POST', base, { token: admin, body: { name: 'Zelte', parentId: camping } })).body.id;
      const domes = await t.api('POST', base, { token: admin, body: { name: 'Kuppelzelte', parentId: tents } });
      let list = (await t.api('GET', `${base}?minPosition=${domes.body.position}`, { token: viewer })).body;
      expect(list.map((c: { path: string[] }) => c.path.join(' › '))).toEqual(['Camping', 'Camping › Zelte', 'Camping › Zelte › Kuppelzelte']);

      expect((await t.api('POST', base, { token: admin, body: { name: 'zelte', parentId: camping } })).body.code).toBe('CATEGORY_NAME_TAKEN');
      expect((await t.api('PUT', `${base}/${camping}`, { token: admin, body: { parentId: domes.body.id } })).body.code).toBe('CATEGORY_CYCLE');
      expect((await t.api('DELETE', `${base}/${tents}`, { token: admin })).body.code).toBe('CATEGORY_HAS_CHILDREN');
      expect((await t.api('POST', base, { token: viewer, body: { name: 'X' } })).body.code).toBe('ROLE_NOT_ALLOWED');
      expect((await t.api('POST', base, { token: admin, body: { name: '' } })).body.code).toBe('VALIDATION_FAILED');

      const moved = await t.api('PUT', `${base}/${domes.body.id}`, { token: admin, body: { parentId: camping, name: 'Kuppeln' } });
      list = (await t.api('GET', `${base}?minPosition=${moved.body.position}`, { token: viewer })).body;
      expect(list.map((c: { path: string[] }) => c.path.join(' › '))).toEqual(['Camping', 'Camping › Kuppeln', 'Camping › Zelte']);
    } finally {
      await t.stop();
    }
  });
});

describe('shared sources', () => {
  it('only platform admins change a source, and the change reaches every connected company', async () => {
    const t = await startTestProduct();
    try {
      const admin = await t.signIn('admin@demo.example');
      const platform = await t.signIn('platform@demo.example');
      const companyId = (await t.api('GET', '/api/profile', { token: admin })).body.company.id;
      const source = (await t.api('POST', `/api/company/${companyId}/sources`, { token: admin, body: store })).body.id as string;
      const changed = await t.api('PUT', `/api/company/${companyId}/sources/${source}`, { token: platform, body: { name: 'Bergsport', shippingCostModel: 'ALWAYS_FREE' } });
      expect(changed.status).toBe(200);
      const sources = (await t.api('GET', `/api/company/${companyId}/sources?minPosition=${changed.body.position}`, { token: admin })).body;
      expect(sources[0]).toMatchObject({ id: source, name: 'Bergsport', shippingCostModel: 'ALWAYS_FREE', hostname: 'bergsport-shop.example' });
      // Scrape settings are each company's own, not shared fields (deploy/src/security/sources.security.test.ts).
      expect((await t.api('PUT', `/api/company/${companyId}/sources/${source}`, { token: platform, body: { scrapingEnabled: false } })).body.code).toBe('VALIDATION_FAILED');
      // The domain and kind identify the source and cannot be changed.
      expect((await t.api('PUT', `/api/company/${companyId}/sources/${source}`, { token: platform, body: { hostname: 'other.example' } })).body.code).toBe('VALIDATION_FAILED');
      expect((await t.api('PUT', `/api/company/${companyId}/sources/${crypto.randomUUID()}`, { token: platform, body: { name: 'X' } })).body.code).toBe('SOURCE_NOT_FOUND');
    } finally {
      await t.stop();
    }
  });
});
