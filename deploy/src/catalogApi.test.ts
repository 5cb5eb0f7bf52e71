import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestProduct, type TestProduct } from './testSupport/startTestProduct.ts';

const store = { kind: 'STORE', name: 'Bergsport Shop', hostname: 'bergsport-shop.example', shippingCostModel: 'COST_ON_PRODUCT_PAGE', scrapeFrequency: 'DAILY', scrapingEnabled: true };
const marketplace = { kind: 'MARKETPLACE', name: 'Trailmarkt', hostname: 'trailmarkt.example', shippingCostModel: 'ALWAYS_FREE', scrapeFrequency: 'WEEKLY', scrapingEnabled: false };

/** What the shops and categories screens read beside the plain lists: counts and the company's proxy by name. */
describe('catalog read models', () => {
  let t: TestProduct;
  let admin: string;
  let viewer: string;
  let platform: string;
  let base: string;

  beforeAll(async () => {
    t = await startTestProduct({ SCRAPE_PROXIES: JSON.stringify([{ id: 'de-1', name: 'Germany 1', url: 'http://user:secret@proxy.example:3128' }]) });
    admin = await t.signIn('admin@demo.example');
    viewer = await t.signIn('viewer@demo.example');
    platform = await t.signIn('platform@demo.example');
    base = `/api/company/${(await t.api('GET', '/api/profile', { token: admin })).body.company.id}`;
  });
  afterAll(async () => {
    await t.stop();
  });

  const post = async (path: string, body: unknown, token = admin) => {
    const response = await t.api('POST', `${base}${path}`, { token, body });
    expect([200, 201]).toContain(response.status);
    return response.body as { id: string; position: string };
  };

  it('counts the competitor URLs of active products per source', async () => {
    // Connected by a platform admin, so the new sources get the names given (a company's would get its domain).
    await post('/sources', store, platform);
    await post('/sources', marketplace, platform);
    const tent = await post('/products', { name: 'Zelt', sku: 'Z-1' });
    const bag = await post('/products', { name: 'Schlafsack', sku: 'S-1' });
    await post(`/products/${tent.id}/urls`, { url: 'https://bergsport-shop.example/zelt' });
    await post(`/products/${tent.id}/urls`, { url: 'https://trailmarkt.example/zelt' });
    await post(`/products/${bag.id}/urls`, { url: 'https://bergsport-shop.example/schlafsack' });
    let last = await post(`/products/${bag.id}/urls`, { url: 'https://bergsport-shop.example/schlafsack-xl' });

    const counts = async (position: string) =>
      Object.fromEntries(((await t.api('GET', `${base}/sources?minPosition=${position}`, { token: viewer })).body as { name: string; urlCount: number }[]).map((s) => [s.name, s.urlCount]));
    expect(await counts(last.position)).toEqual({ 'Bergsport Shop': 3, Trailmarkt: 1 });

    // Archived products are not scraped: their URLs leave the count (and return with the product).
    last = await post(`/products/${bag.id}/archive`, {});
    expect(await counts(last.position)).toEqual({ 'Bergsport Shop': 1, Trailmarkt: 1 });
    last = await post(`/products/${bag.id}/restore`, {});
    expect(await counts(last.position)).toEqual({ 'Bergsport Shop': 3, Trailmarkt: 1 });
  });

  it('tells everyone which of the configured proxies the company chose, by name, and nobody its URL', async () => {
    const sources = (await t.api('GET', `${base}/sources`, { token: admin })).body as { id: string; name: string }[];
    const shop = sources.find((s) => s.name === 'Bergsport Shop')!;
    const changed = await t.api('PUT', `${base}/sources/${shop.id}/settings`, { token: admin, body: { proxyId: 'de-1' } });
    expect(changed.status).toBe(200);

    const asViewer = (await t.api('GET', `${base}/sources?minPosition=${changed.body.position}`, { token: viewer })).body as Record<string, unknown>[];
    expect(asViewer.map((s) => [s['name'], s['hasProxy'], s['proxyName'], 'proxyUrl' in s])).toEqual([['Bergsport Shop', true, 'Germany 1', false], ['Trailmarkt', false, null, false]]);
    const asPlatform = await t.api('GET', `${base}/sources`, { token: platform });
    expect(JSON.stringify(asPlatform.body)).not.toMatch(/proxyUrl|secret/);
  });

  it('counts the active products filed directly under each category', async () => {
    const camping = await post('/categories', { name: 'Camping' });
    const tents = await post('/categories', { name: 'Zelte', parentId: camping.id });
    await post('/categories', { name: 'Kocher', parentId: camping.id });
    await post('/products', { name: 'Kuppelzelt', sku: 'K-1', categoryId: tents.id });
    await post('/products', { name: 'Tunnelzelt', sku: 'K-2', categoryId: tents.id });
    const lamp = await post('/products', { name: 'Laterne', sku: 'L-1', categoryId: camping.id });
    const archived = await post(`/products/${lamp.id}/archive`, {});

    const list = (await t.api('GET', `${base}/categories?minPosition=${archived.position}`, { token: viewer })).body as { path: string[]; productCount: number }[];
    expect(list.map((c) => [c.path.join(' › '), c.productCount])).toEqual([
      ['Camping', 0],
      ['Camping › Kocher', 0],
      ['Camping › Zelte', 2],
    ]);
  });
});
