/**
 * One shop's page: every sort in both directions pages through the shop's current pairs in the
 * order of the whole list (ties by id), stale offers left out, and each sort has its index so a
 * page never sorts the shop's pairs in memory.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHOP_DEVIATION_SORTS, shopDeviationPageSchema, type ShopDeviationPage } from '@pm/contracts';
import { streams } from '@pm/contracts/events';
import type { Actor } from '@pm/platform';
import { startQueryTestApp, type QueryTestApp } from '../runtime/testSupport/queryTestApp.ts';
import { INSIGHT_PAIRS, insightIndexes } from './insightsDocs.ts';
import { registerInsightQueries, shopPageSortPath } from './insightsQueries.ts';

const companyId = '01a216b5-973a-7479-83b5-4895cced4501';
const sourceId = '01a216b5-0000-7000-8000-0000000005c1';
const otherSource = '01a216b5-0000-7000-8000-0000000005c2';
const viewer: Actor = { userId: 'u-viewer', companyId, email: 'viewer@example.com', role: 'COMPANY_VIEWER', isAdmin: false };
const DAY_MS = 86_400_000;

/** name, own price, competitor price, shipping, days ago observed (10: older than the default stale age of 7 days). */
const PRODUCTS: [string, number, string, string | null, number][] = [
  ['Anorak', 100, '90.00', null, 0],
  ['Biwaksack', 50, '55.00', '4.95', 1],
  ['Daunenjacke', 200, '180.00', null, 2],
  ['Eispickel', 80, '80.00', null, 0],
  ['Faltbecher', 5, '6.00', null, 3],
  ['Gamasche', 30, '24.00', '4.95', 1],
  ['Helm', 60, '66.00', null, 10],
  ['Isomatte', 40, '36.00', null, 0],
];
const productId = (i: number) => `01a216b5-0000-7000-8000-0000000005${String(10 + i)}`;
const urlId = (i: number) => `01a216b5-0000-7000-8000-0000000005${String(50 + i)}`;

describe("one shop's products, sorted and paged", () => {
  let t: QueryTestApp;
  let position: string;
  const base = `/api/company/${companyId}/insights/price-deviations/${sourceId}`;
  beforeAll(async () => {
    t = await startQueryTestApp([viewer], (app, readModels) => registerInsightQueries(app, readModels));
    for (const [id, name] of [[sourceId, 'Alpha Outdoor'], [otherSource, 'Beta Berg']] as const) {
      await t.write(streams.source(id), [{ type: 'SourceRegistered', data: { sourceId: id, fields: { kind: 'STORE', name, hostname: `${name.split(' ')[0]!.toLowerCase()}.example`, shippingCostModel: 'COST_ON_PRODUCT_PAGE', scrapeFrequency: 'DAILY', scrapingEnabled: true } } }], null, 'u-platform');
    }
    const now = Date.now();
    for (const [i, [name, own, price, shipping, daysAgo]] of PRODUCTS.entries()) {
      await t.write(streams.product(productId(i)), [
        { type: 'ProductCreated', data: { productId: productId(i), companyId, fields: { name, sku: `SKU-${String(PRODUCTS.length - i)}`, brand: 'Vaude', pricing: { de: { salesPrice: own, shippingPrice: 0, inStock: true } } } } },
        { type: 'CompetitorUrlAdded', data: { productId: productId(i), urlId: urlId(i), url: `https://alpha.example/${i}`, sourceId, sourceKind: 'STORE', offerType: 'COMPETITOR_OFFER' } },
      ], companyId);
      position = await t.write(streams.offer(urlId(i)), [{
        type: 'OfferObserved',
        data: { urlId: urlId(i), productId: productId(i), companyId, sourceId, jobId: `job-${i}`, observedAt: new Date(now - daysAgo * DAY_MS - i * 60_000).toISOString(), pageStatus: 'OK', offer: { price, currency: 'EUR', availability: 'InStock', shippingCost: shipping }, plausibility: 'ACCEPTED', flagReason: null, comparedWith: null },
      }], companyId, 'service:scraper');
    }
  });
  afterAll(async () => {
    await t.stop();
  });

  const page = async (query: string): Promise<ShopDeviationPage> => shopDeviationPageSchema.parse((await t.get(`${base}?minPosition=${position}&${query}`, viewer.userId)).json());
  /** Every page of a sort, pageSize 3, joined. */
  const allPages = async (query: string) => {
    const items: ShopDeviationPage['items'] = [];
    for (let n = 1; n <= 4; n++) items.push(...(await page(`${query}&pageSize=3&page=${n}`)).items);
    return items;
  };
  /** The current pairs (the helmet's offer is stale), sorted as the list must be: by the value, ties by pair id. */
  const expected = (value: (item: ShopDeviationPage['items'][number]) => string | number | null, items: ShopDeviationPage['items'], order: 'asc' | 'desc') =>
    [...items].sort((a, b) => {
      const [x, y] = [value(a), value(b)];
      const byValue = x === y ? 0 : x === null ? -1 : y === null ? 1 : x < y ? -1 : 1;
      const byId = `${a.productId}:de:${a.urlId}` < `${b.productId}:de:${b.urlId}` ? -1 : 1;
      return (byValue || byId) * (order === 'asc' ? 1 : -1);
    });

  it('pages through every sort in both directions in the order of the whole list, stale offers left out', async () => {
    const current = (await page('pageSize=200')).items;
    expect(current.map((item) => item.name).sort()).toEqual(PRODUCTS.filter(([, , , , daysAgo]) => daysAgo < 7).map(([name]) => name));
    const values = {
      deviationPercent: (item: ShopDeviationPage['items'][number]) => item.deviationPercent,
      deviationAbsolute: (item: ShopDeviationPage['items'][number]) => item.deviationCents,
      name: (item: ShopDeviationPage['items'][number]) => item.name,
      sku: (item: ShopDeviationPage['items'][number]) => item.sku,
      observedAt: (item: ShopDeviationPage['items'][number]) => item.observedAt,
    };
    for (const [sort, value] of Object.entries(values)) {
      for (const order of ['asc', 'desc'] as const) {
        const paged = await allPages(`sort=${sort}&order=${order}`);
        expect(paged.map((item) => item.name), `${sort} ${order}`).toEqual(expected(value, current, order).map((item) => item.name));
      }
    }
    // With shipping the Biwaksack's 4.95 counts (+9.95), without it the prices alone (+5.00); the Gamasche moves from −1.05 to −6.00.
    expect((await allPages('sort=deviationAbsolute&order=desc'))[0]).toMatchObject({ name: 'Biwaksack', deviationCents: 995 });
    const without = await allPages('sort=deviationAbsolute&order=desc&withShipping=false');
    expect(without.find((item) => item.name === 'Gamasche')).toMatchObject({ deviationCents: -600 });
    expect(without[0]).toMatchObject({ name: 'Biwaksack', deviationCents: 500 });
    expect(without.map((item) => item.name)).toEqual(expected(values.deviationAbsolute, without, 'desc').map((item) => item.name));
  });

  it('answers the total of the shop and an empty page past the end', async () => {
    const last = await page('pageSize=3&page=3');
    expect(last).toMatchObject({ total: 7, page: 3, pageSize: 3 });
    expect(last.items).toHaveLength(1);
    expect((await page('pageSize=3&page=4')).items).toEqual([]);
  });

  it('answers 422 for a shop the company is not connected to and has no URLs at', async () => {
    const other = await t.get(`/api/company/${companyId}/insights/price-deviations/${otherSource}?minPosition=${position}`, viewer.userId);
    expect(other.json()).toMatchObject({ statusCode: 422, code: 'SOURCE_UNKNOWN' });
  });

  it('has an index for every sort and shipping mode, so a page reads an index range in order', () => {
    const indexed = new Set(insightIndexes[INSIGHT_PAIRS]!.map((index) => Object.keys(index.keys).join(',')));
    for (const sort of SHOP_DEVIATION_SORTS) {
      for (const mode of ['w', 'o'] as const) expect(indexed, `${sort} ${mode}`).toContain(`companyId,country,storeId,${shopPageSortPath(sort, mode)}`);
    }
  });
});
