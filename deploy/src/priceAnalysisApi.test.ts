import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streams } from '@pm/contracts/events';
import { toEventToAppend, type CommandContext } from '@pm/platform';
import { startTestProduct, type TestProduct } from './testSupport/startTestProduct.ts';

const BRAND = 'Preistest';

/** GET /price-analysis and /price-analysis/{productId} through app.inject, over the real projections. */
describe('price analysis API', () => {
  let t: TestProduct;
  let admin: string;
  let viewer: string;
  let companyId: string;
  let context: CommandContext;
  const ids: Record<string, string> = {};
  const urls: Record<string, string> = {};
  let last = 0n;

  const base = () => `/api/company/${companyId}`;
  async function get(path: string, token = viewer) {
    const response = await t.product.app.inject({ method: 'GET', url: path, headers: { authorization: `Bearer ${token}` } });
    return { status: response.statusCode, body: response.json() };
  }
  /** The list of this test's products (the demo seed has others), consistent with the last write. */
  const list = async (query = '') => (await get(`${base()}/price-analysis?brands=${BRAND}&minPosition=${last}${query ? `&${query}` : ''}`)).body;
  const names = (page: { items: { name: string }[] }) => page.items.map((row) => row.name);

  async function post(path: string, body: unknown, token = admin) {
    const response = await t.api('POST', `${base()}${path}`, { token, body });
    if (response.status >= 300) throw new Error(`${path}: ${response.status} ${JSON.stringify(response.body)}`);
    last = BigInt(response.body.position);
    return response.body.id as string;
  }
  async function observe(url: string, price: string | null, options: { shipping?: string; availability?: string; plausibility?: 'ACCEPTED' | 'FLAGGED' | 'CONFIRMED'; pageStatus?: string } = {}) {
    const [productKey] = url.split('/');
    const written = await t.product.events.append(streams.offer(urls[url]!), [toEventToAppend({
      type: 'OfferObserved',
      data: {
        urlId: urls[url],
        productId: ids[productKey!],
        companyId,
        sourceId: ids[url.split('/')[1]!],
        jobId: crypto.randomUUID(),
        observedAt: new Date().toISOString(),
        pageStatus: options.pageStatus ?? 'OK',
        offer: price === null ? null : { price, currency: 'EUR', availability: options.availability ?? 'InStock', shippingCost: options.shipping ?? null },
        plausibility: options.plausibility ?? 'ACCEPTED',
        flagReason: options.plausibility && options.plausibility !== 'ACCEPTED' ? 'PRICE_JUMP' : null,
        comparedWith: null,
      },
    }, context)]);
    last = written.position;
  }

  beforeAll(async () => {
    t = await startTestProduct();
    admin = await t.signIn('admin@demo.example');
    viewer = await t.signIn('viewer@demo.example');
    companyId = (await t.api('GET', '/api/profile', { token: admin })).body.company.id;
    context = { companyId, userId: 'service:test', correlationId: crypto.randomUUID(), causationId: null };
    // Connected by a platform admin, so the new sources get the names given (a company's would get its domain).
    const platform = await t.signIn('platform@demo.example');
    const source = (name: string, hostname: string) => post('/sources', { kind: 'STORE', name, hostname, shippingCostModel: 'COST_ON_PRODUCT_PAGE', scrapeFrequency: 'DAILY', scrapingEnabled: true }, platform);
    ids['alpha'] = await source('Alpha Outdoor', 'alpha-outdoor.example');
    ids['beta'] = await source('Beta Sport', 'beta-sport.example');
    ids['outdoor'] = await post('/categories', { name: 'Preistest Outdoor' });
    ids['tents'] = await post('/categories', { name: 'Preistest Zelte', parentId: ids['outdoor'] });
    const product = (name: string, sku: string, salesPrice: number, shippingPrice: number | null, categoryId: string | null = null) =>
      post('/products', { name, sku, brand: BRAND, categoryId, pricing: { de: { salesPrice, shippingPrice } } });
    ids['tent'] = await product('Zelt Amber', 'PT-1', 100, 5, ids['tents']);
    ids['mat'] = await product('Matte Birch', 'PT-2', 50, null);
    ids['lamp'] = await product('Lampe Cedar', 'PT-3', 20, 0);
    ids['stove'] = await product('Kocher Dune', 'PT-4', 80, 0);
    for (const [key, productKey, sourceKey] of [['tent/alpha', 'tent', 'alpha'], ['tent/beta', 'tent', 'beta'], ['mat/alpha', 'mat', 'alpha'], ['lamp/beta', 'lamp', 'beta'], ['stove/alpha', 'stove', 'alpha']] as const) {
      urls[key] = await post(`/products/${ids[productKey]}/urls`, { url: `https://${sourceKey}-${sourceKey === 'alpha' ? 'outdoor' : 'sport'}.example/${productKey}` });
    }
    await observe('tent/alpha', '90.00', { shipping: '20.00' }); // 110.00 with shipping
    await observe('tent/beta', '98.00'); // cheapest with shipping
    await observe('mat/alpha', '40.00', { shipping: '4.95' }); // own 50 is 25 % above
    await observe('lamp/beta', '25.00'); // own 20 is cheapest
    await observe('stove/alpha', '60.00', { availability: 'OutOfStock' }); // nothing to compare
  });
  afterAll(async () => {
    await t.stop();
  });

  it('lists products with own price, cheapest competitor and deviation, largest deviation first', async () => {
    const page = await list();
    expect(page).toMatchObject({ total: 4, page: 1, pageSize: 20 });
    expect(names(page)).toEqual(['Matte Birch', 'Zelt Amber', 'Lampe Cedar', 'Kocher Dune']);
    expect(page.items[0]).toMatchObject({
      productId: ids['mat'],
      sku: 'PT-2',
      brand: BRAND,
      country: 'de',
      currency: 'EUR',
      ownPrice: { price: 50, shippingCost: null, total: 50, source: 'SALES_PRICE' },
      offerCount: 1,
      cheapest: { urlId: urls['mat/alpha'], sourceId: ids['alpha'], sourceName: 'Alpha Outdoor', price: 40, shippingCost: 4.95, total: 44.95 },
      deviation: { absolute: 5.05, percent: 11.23 },
      position: 'not-cheapest',
      rank: 2,
    });
    expect(page.items[1]).toMatchObject({ ownPrice: { total: 105 }, cheapest: { sourceName: 'Beta Sport', total: 98 }, deviation: { absolute: 7, percent: 7.14 } });
    expect(page.items[3]).toMatchObject({ offerCount: 0, outOfStockCount: 1, cheapest: null, deviation: null, position: 'no-offers', rank: null });
  });

  it('compares without shipping when asked', async () => {
    const page = await list('withShipping=false');
    expect(names(page)).toEqual(['Matte Birch', 'Zelt Amber', 'Lampe Cedar', 'Kocher Dune']);
    expect(page.items[0]).toMatchObject({ ownPrice: { total: 50 }, cheapest: { total: 40 }, deviation: { absolute: 10, percent: 25 } });
    expect(page.items[1]).toMatchObject({ ownPrice: { total: 100 }, cheapest: { sourceName: 'Alpha Outdoor', total: 90 }, deviation: { percent: 11.11 } });
  });

  it('sorts by every column with empty values last, and pages', async () => {
    expect(names(await list('sort=deviationPercent&order=asc'))).toEqual(['Lampe Cedar', 'Zelt Amber', 'Matte Birch', 'Kocher Dune']);
    expect(names(await list('sort=deviationAbsolute&order=desc'))).toEqual(['Zelt Amber', 'Matte Birch', 'Lampe Cedar', 'Kocher Dune']);
    expect(names(await list('sort=cheapestPrice&order=asc'))).toEqual(['Lampe Cedar', 'Matte Birch', 'Zelt Amber', 'Kocher Dune']);
    expect(names(await list('sort=ownPrice&order=desc'))).toEqual(['Zelt Amber', 'Kocher Dune', 'Matte Birch', 'Lampe Cedar']);
    expect(names(await list('sort=nameLocal&order=asc'))).toEqual(['Kocher Dune', 'Lampe Cedar', 'Matte Birch', 'Zelt Amber']);
    expect(names(await list('sort=sku&order=desc'))).toEqual(['Kocher Dune', 'Lampe Cedar', 'Matte Birch', 'Zelt Amber']);
    expect(names(await list('sort=position&order=asc')).slice(0, 1)).toEqual(['Lampe Cedar']);
    const second = await list('sort=deviationPercent&order=desc&pageSize=3&page=2');
    expect(second).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(names(second)).toEqual(['Kocher Dune']);
    expect(names(await list('sort=deviationPercent&order=asc&pageSize=2&page=2'))).toEqual(['Matte Birch', 'Kocher Dune']);
  });

  it('filters by position, store, category with its subcategories and search text', async () => {
    expect(names(await list('position=cheapest'))).toEqual(['Lampe Cedar']);
    expect(names(await list('position=not-cheapest&sort=nameLocal&order=asc'))).toEqual(['Matte Birch', 'Zelt Amber']);
    expect(names(await list('position=no-offers'))).toEqual(['Kocher Dune']);
    expect(names(await list(`stores=${ids['beta']}&sort=nameLocal&order=asc`))).toEqual(['Lampe Cedar', 'Zelt Amber']);
    expect(names(await list(`productCategoryIds=${ids['outdoor']}`))).toEqual(['Zelt Amber']);
    expect(names(await list('searchText=pt-3'))).toEqual(['Lampe Cedar']);
    expect((await list('country=at')).total).toBe(0);
  });

  it('shows every offer of a product with its status and follows flags, price edits and archiving', async () => {
    await observe('tent/beta', '9.80', { plausibility: 'FLAGGED' });
    let detail = (await get(`${base()}/price-analysis/${ids['tent']}?minPosition=${last}`)).body;
    expect(detail.product).toMatchObject({ name: 'Zelt Amber', status: 'active', flaggedCount: 1, cheapest: { urlId: urls['tent/beta'], total: 98 } });
    expect(detail.offers.map((o: { sourceName: string; status: string; cheapest: boolean }) => [o.sourceName, o.status, o.cheapest])).toEqual([['Beta Sport', 'flagged', true], ['Alpha Outdoor', 'current', false]]);
    expect(detail.offers[0]).toMatchObject({ price: 98, flaggedPrice: 9.8, flagReason: 'PRICE_JUMP', compared: true, offerType: 'COMPETITOR_OFFER', url: 'https://beta-sport.example/tent' });
    expect(detail.offers[1]).toMatchObject({ price: 90, shippingCost: 20, total: 110, pageStatus: 'OK', availability: 'InStock' });

    await observe('tent/alpha', null, { pageStatus: 'NOT_FOUND_404' });
    const edited = await t.api('PUT', `${base()}/products/${ids['tent']}`, { token: admin, body: { pricing: { de: { salesPrice: 90, shippingPrice: 5 } } } });
    last = BigInt(edited.body.position);
    detail = (await get(`${base()}/price-analysis/${ids['tent']}?withShipping=false&minPosition=${last}`)).body;
    expect(detail.product).toMatchObject({ ownPrice: { price: 90, total: 90 }, errorCount: 1, cheapest: { total: 98 }, position: 'cheapest', rank: 1 });
    expect(detail.offers.find((o: { urlId: string }) => o.urlId === urls['tent/alpha'])).toMatchObject({ status: 'error', pageStatus: 'NOT_FOUND_404', compared: false });
    expect(detail.ownPriceHistory.map((p: { price: number }) => p.price)).toEqual([100, 90]);
    expect(names(await list('position=cheapest&sort=nameLocal&order=asc'))).toEqual(['Lampe Cedar', 'Zelt Amber']);

    const archived = await t.api('POST', `${base()}/products/${ids['tent']}/archive`, { token: admin });
    last = BigInt(archived.body.position);
    expect(names(await list('sort=nameLocal&order=asc'))).toEqual(['Kocher Dune', 'Lampe Cedar', 'Matte Birch']);
    expect((await get(`${base()}/price-analysis/${ids['tent']}`)).body.product.status).toBe('archived');
  });

  it('refuses bad query parameters with a code and keeps other companies out', async () => {
    for (const query of ['sort=price', 'order=up', 'pageSize=0', 'pageSize=500', 'page=0', 'country=xx', 'withShipping=yes', 'position=best', 'colour=red', 'minPosition=-1']) {
      const response = await get(`${base()}/price-analysis?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body.code, query).toBe('VALIDATION_FAILED');
    }
    expect((await get(`${base()}/price-analysis/not-a-uuid`)).body.code).toBe('VALIDATION_FAILED');
    expect((await get(`${base()}/price-analysis/${crypto.randomUUID()}`)).body).toMatchObject({ statusCode: 404, code: 'PRODUCT_NOT_FOUND' });

    const other = await t.product.commands.companyCommands.createCompany({ name: 'Fremd GmbH' }, { companyId: null, userId: 'service:test', correlationId: crypto.randomUUID(), causationId: null });
    const foreign = await t.product.commands.productCommands.createProduct(other.id, { name: 'Fremd', sku: 'F-1', pricing: { de: { salesPrice: 1 } } }, { companyId: other.id, userId: 'service:test', correlationId: crypto.randomUUID(), causationId: null });
    expect((await get(`/api/company/${other.id}/price-analysis`)).body).toMatchObject({ statusCode: 403, code: 'OTHER_COMPANY' });
    expect((await get(`${base()}/price-analysis/${foreign.id}?minPosition=${foreign.position}`)).body).toMatchObject({ statusCode: 404, code: 'PRODUCT_NOT_FOUND' });
    expect((await t.product.app.inject({ method: 'GET', url: `${base()}/price-analysis` })).statusCode).toBe(401);
  });
});
