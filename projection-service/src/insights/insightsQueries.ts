import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  brandDetailSchema,
  brandInsightsSchema,
  checkUrlsPageSchema,
  checkUrlsQuerySchema,
  COUNTRY_CURRENCY,
  insightsQuerySchema,
  outOfStockSchema,
  priceDeviationsSchema,
  shopDeviationPageSchema,
  shopDeviationQuerySchema,
  type BrandDetail,
  type BrandIndex,
  type BrandInsights,
  type CheckUrlsPage,
  type CheckUrlsQuery,
  type DeviationTrendPoint,
  type InsightsQuery,
  type OutOfStock,
  type PriceDeviations,
  type ShopDeviation,
  type ShopDeviationPage,
  type ShopDeviationQuery,
  type UrlCheck,
} from '@pm/contracts';
import type { ConnectedSources } from '@pm/contracts/domain';
import { actorOf, appError, zodRoutes, type Doc, type Filter } from '@pm/platform';
import { COMPANY_SOURCES, SOURCES } from '../projectors/sourcesProjector.ts';
import type { ReadModels } from '../runtime/readModels.ts';
import { INSIGHT_DAILY, INSIGHT_PAIRS, INSIGHT_PRODUCTS, INSIGHT_URLS, type DailyDoc, type PairDoc, type ProductDoc, type UrlDoc } from './insightsDocs.ts';
import { deviationFigures, priceIndex, rangeStart } from './insightsMath.ts';

const companyParams = z.strictObject({ companyId: z.uuid() });
const storeParams = z.strictObject({ companyId: z.uuid(), storeId: z.string().min(1).max(100) });
const brandParams = z.strictObject({ companyId: z.uuid(), brand: z.string().min(1).max(200) });

/** At most this many rows per out-of-stock list (the totals say how many there are). */
export const OUT_OF_STOCK_LIMIT = 200;

const modeOf = (withShipping: boolean) => (withShipping ? 'w' : 'o');

async function sourceNames(readModels: ReadModels, ids: Iterable<string>): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const sources = await readModels.find<Doc & { name: string }>(SOURCES, { _id: { $in: unique } }, { projection: { name: 1 } });
  return new Map(sources.map((source) => [source._id, source.name]));
}

function pairFilter(companyId: string, query: InsightsQuery, now: number, extra: Filter = {}): Filter {
  const since = rangeStart(query.range, now);
  return { companyId, country: query.country, ...extra, ...(since ? { observedAt: { $gte: since } } : {}) };
}

function trendOf(days: DailyDoc[], withShipping: boolean): DeviationTrendPoint[] {
  const mode = modeOf(withShipping);
  const byDay = new Map<string, { n: number; cheaper: number; dearer: number; pctBp: number }>();
  for (const doc of days) {
    const sums = doc[mode];
    const into = byDay.get(doc.day) ?? { n: 0, cheaper: 0, dearer: 0, pctBp: 0 };
    into.n += sums.n ?? 0;
    into.cheaper += sums.cheaper ?? 0;
    into.dearer += sums.dearer ?? 0;
    into.pctBp += sums.pctBp ?? 0;
    byDay.set(doc.day, into);
  }
  return [...byDay.entries()]
    .filter(([, sums]) => sums.n > 0)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([day, sums]) => ({ day, products: sums.n, cheaper: sums.cheaper, moreExpensive: sums.dearer, averagePercent: Math.round(sums.pctBp / sums.n) / 100 }));
}

/** Per competitor shop: the pairs observed in the period, their deviations and the daily trend. */
export async function priceDeviations(readModels: ReadModels, companyId: string, query: InsightsQuery, now = Date.now()): Promise<PriceDeviations> {
  const mode = modeOf(query.withShipping);
  const since = rangeStart(query.range, now);
  const [pairs, days] = await Promise.all([
    readModels.find<PairDoc>(INSIGHT_PAIRS, pairFilter(companyId, query, now), { projection: { storeId: 1, [mode]: 1 } }),
    readModels.find<DailyDoc>(INSIGHT_DAILY, { companyId, country: query.country, ...(since ? { day: { $gte: since.slice(0, 10) } } : {}) }),
  ]);
  const byShop = new Map<string, PairDoc[]>();
  for (const pair of pairs) byShop.set(pair.storeId, [...(byShop.get(pair.storeId) ?? []), pair]);
  const daysByShop = new Map<string, DailyDoc[]>();
  for (const day of days) daysByShop.set(day.storeId, [...(daysByShop.get(day.storeId) ?? []), day]);
  const names = await sourceNames(readModels, [...byShop.keys(), ...daysByShop.keys()]);
  const shops: ShopDeviation[] = [...new Set([...byShop.keys(), ...daysByShop.keys()])].map((storeId) => ({
    storeId,
    name: names.get(storeId) ?? storeId,
    figures: deviationFigures((byShop.get(storeId) ?? []).map((pair) => pair[mode])),
    trend: trendOf(daysByShop.get(storeId) ?? [], query.withShipping),
  }));
  shops.sort((a, b) => b.figures.products - a.figures.products || a.name.localeCompare(b.name));
  return { currency: COUNTRY_CURRENCY[query.country], since, overall: deviationFigures(pairs.map((pair) => pair[mode])), shops };
}

async function connectedSources(readModels: ReadModels, companyId: string): Promise<ConnectedSources> {
  const doc = await readModels.findOne<Doc & { sources: ConnectedSources }>(COMPANY_SOURCES, { _id: companyId });
  return doc?.sources ?? {};
}

/** One shop's products with their deviations, sorted and paged. Unknown shop: 422 SOURCE_UNKNOWN. */
export async function shopDeviationPage(readModels: ReadModels, companyId: string, storeId: string, query: ShopDeviationQuery, now = Date.now()): Promise<ShopDeviationPage> {
  const sources = await connectedSources(readModels, companyId);
  const known = storeId in sources || (await readModels.count(INSIGHT_URLS, { companyId, storeId })) > 0;
  if (!known) throw appError('SOURCE_UNKNOWN', 'The shop is not connected to this company.');
  const mode = modeOf(query.withShipping);
  const filter = pairFilter(companyId, query, now, { storeId });
  const sortPath = { deviationPercent: `${mode}.deviationPercent`, deviationAbsolute: `${mode}.deviationCents`, name: 'name', sku: 'sku', observedAt: 'observedAt' }[query.sort];
  const direction = query.order === 'asc' ? 1 : -1;
  const [pairs, days, names] = await Promise.all([
    readModels.find<PairDoc>(INSIGHT_PAIRS, filter, { projection: { [mode]: 1 } }),
    (async () => {
      const since = rangeStart(query.range, now);
      return readModels.find<DailyDoc>(INSIGHT_DAILY, { companyId, country: query.country, ...(since ? { day: { $gte: since.slice(0, 10) } } : {}), storeId });
    })(),
    sourceNames(readModels, [storeId]),
  ]);
  const rows = await readModels.find<PairDoc>(INSIGHT_PAIRS, filter, { sort: { [sortPath]: direction, _id: direction }, skip: (query.page - 1) * query.pageSize, limit: query.pageSize });
  return {
    currency: COUNTRY_CURRENCY[query.country],
    shop: { storeId, name: names.get(storeId) ?? storeId, figures: deviationFigures(pairs.map((pair) => pair[mode])), trend: trendOf(days, query.withShipping) },
    items: rows.map((row) => ({
      productId: row.productId,
      urlId: row.urlId,
      storeId: row.storeId,
      name: row.name,
      brand: row.brand,
      sku: row.sku,
      ownCents: row[mode].ownCents,
      competitorCents: row[mode].competitorCents,
      deviationCents: row[mode].deviationCents,
      deviationPercent: row[mode].deviationPercent,
      observedAt: row.observedAt,
      eventId: row.eventId,
    })),
    total: pairs.length,
    page: query.page,
    pageSize: query.pageSize,
  };
}

function brandIndex(brand: string, products: ProductDoc[], withShipping: boolean): BrandIndex {
  const mode = modeOf(withShipping);
  const covered = products.filter((product) => product[mode].offers > 0);
  const ratios = (reference: 'cheapestCents' | 'averageCents') =>
    covered.flatMap((product) => {
      const own = product[mode].ownCents;
      const other = product[mode][reference];
      return own !== null && other !== null && other > 0 ? [own / other] : [];
    });
  return {
    brand,
    products: products.length,
    covered: covered.length,
    coveragePercent: products.length === 0 ? 0 : Math.round((covered.length / products.length) * 10_000) / 100,
    indexCheapest: priceIndex(ratios('cheapestCents')),
    indexAverage: priceIndex(ratios('averageCents')),
  };
}

/** The price index and coverage of every brand (products without a brand count in the overall figure only). */
export async function brandInsights(readModels: ReadModels, companyId: string, query: InsightsQuery): Promise<BrandInsights> {
  const mode = modeOf(query.withShipping);
  const products = await readModels.find<ProductDoc>(INSIGHT_PRODUCTS, { companyId, country: query.country }, { projection: { brand: 1, [mode]: 1 } });
  const byBrand = new Map<string, ProductDoc[]>();
  for (const product of products) if (product.brand) byBrand.set(product.brand, [...(byBrand.get(product.brand) ?? []), product]);
  const brands = [...byBrand.entries()].map(([brand, docs]) => brandIndex(brand, docs, query.withShipping));
  brands.sort((a, b) => b.products - a.products || a.brand.localeCompare(b.brand));
  return { overall: brandIndex('', products, query.withShipping), brands };
}

/** One brand: its index, its index per shop and its products. Unknown brand: 404 BRAND_UNKNOWN. */
export async function brandDetail(readModels: ReadModels, companyId: string, brand: string, query: InsightsQuery, now = Date.now()): Promise<BrandDetail> {
  const mode = modeOf(query.withShipping);
  const products = await readModels.find<ProductDoc>(INSIGHT_PRODUCTS, { companyId, country: query.country, brand }, { sort: { name: 1, _id: 1 } });
  if (products.length === 0) throw appError('BRAND_UNKNOWN', 'None of the products has this brand.');
  const pairs = await readModels.find<PairDoc>(INSIGHT_PAIRS, { companyId, country: query.country, brand, ...pairFilter(companyId, query, now) }, { projection: { storeId: 1, [mode]: 1 } });
  const byShop = new Map<string, number[]>();
  for (const pair of pairs) if (pair[mode].competitorCents > 0) byShop.set(pair.storeId, [...(byShop.get(pair.storeId) ?? []), pair[mode].ownCents / pair[mode].competitorCents]);
  const names = await sourceNames(readModels, byShop.keys());
  return {
    currency: COUNTRY_CURRENCY[query.country],
    brand: brandIndex(brand, products, query.withShipping),
    shops: [...byShop.entries()].map(([storeId, ratios]) => ({ storeId, name: names.get(storeId) ?? storeId, products: ratios.length, index: priceIndex(ratios) })).sort((a, b) => b.products - a.products || a.name.localeCompare(b.name)),
    products: products.map((product) => {
      const figures = product[mode];
      return {
        productId: product.productId,
        name: product.name,
        sku: product.sku,
        ownCents: figures.ownCents,
        cheapestCents: figures.cheapestCents,
        averageCents: figures.averageCents,
        offers: figures.offers,
        ratioCheapest: figures.ownCents !== null && figures.cheapestCents ? Math.round((figures.ownCents / figures.cheapestCents) * 10_000) / 100 : null,
      };
    }),
  };
}

/** Competitor URLs out of stock (oldest first) and own products out of stock in the country. */
export async function outOfStock(readModels: ReadModels, companyId: string, query: InsightsQuery): Promise<OutOfStock> {
  const competitorFilter: Filter = { companyId, outOfStockSince: { $ne: null } };
  const ownFilter: Filter = { companyId, country: query.country, ownInStock: false };
  const [urls, competitorTotal, own, ownTotal] = await Promise.all([
    readModels.find<UrlDoc>(INSIGHT_URLS, competitorFilter, { sort: { outOfStockSince: 1, _id: 1 }, limit: OUT_OF_STOCK_LIMIT }),
    readModels.count(INSIGHT_URLS, competitorFilter),
    readModels.find<ProductDoc>(INSIGHT_PRODUCTS, ownFilter, { sort: { name: 1, _id: 1 }, limit: OUT_OF_STOCK_LIMIT }),
    readModels.count(INSIGHT_PRODUCTS, ownFilter),
  ]);
  const names = await sourceNames(readModels, urls.map((url) => url.storeId));
  return {
    competitor: urls.map((url) => ({ productId: url.productId, urlId: url._id, storeId: url.storeId, shopName: names.get(url.storeId) ?? url.storeId, name: url.name, sku: url.sku, since: url.outOfStockSince, url: url.url })),
    competitorTotal,
    own: own.map((product) => ({ productId: product.productId, name: product.name, sku: product.sku, brand: product.brand })),
    ownTotal,
  };
}

const FREQUENCY_DAYS: Record<string, number | null> = { DAILY: 1, WEEKLY: 7, TWICE_A_MONTH: 15, MONTHLY: 31, NEVER: null };
/** A scrape may run late by this much before the URL counts as stale. */
export const STALE_GRACE_MS = 6 * 3_600_000;

/** Competitor URLs that need attention: no data, an error page, a flagged price, or older than the shop's frequency. */
export async function checkUrls(readModels: ReadModels, companyId: string, query: CheckUrlsQuery, now = Date.now()): Promise<CheckUrlsPage> {
  const sources = await connectedSources(readModels, companyId);
  const oldest = new Date(now - 1 * 86_400_000 - STALE_GRACE_MS).toISOString();
  const [flaggedDocs, staleCandidates] = await Promise.all([
    readModels.find<UrlDoc>(INSIGHT_URLS, { companyId, reason: { $in: ['no-data', 'page-error', 'flagged'] } }, { sort: { _id: 1 } }),
    readModels.find<UrlDoc>(INSIGHT_URLS, { companyId, reason: null, lastObservedAt: { $lt: oldest } }, { sort: { lastObservedAt: 1, _id: 1 } }),
  ]);
  const stale = staleCandidates.filter((doc) => {
    const days = FREQUENCY_DAYS[sources[doc.storeId]?.settings.scrapeFrequency ?? 'DAILY'];
    return days != null && doc.lastObservedAt !== null && Date.parse(doc.lastObservedAt) < now - days * 86_400_000 - STALE_GRACE_MS;
  });
  const all: { doc: UrlDoc; reason: UrlCheck['reason'] }[] = [...flaggedDocs.map((doc) => ({ doc, reason: doc.reason ?? 'no-data' })), ...stale.map((doc) => ({ doc, reason: 'stale' as const }))];
  const counts = { 'no-data': 0, 'page-error': 0, flagged: 0, stale: 0 };
  for (const entry of all) counts[entry.reason]++;
  const chosen = query.reason ? all.filter((entry) => entry.reason === query.reason) : all;
  const page = chosen.slice((query.page - 1) * query.pageSize, query.page * query.pageSize);
  const names = await sourceNames(readModels, page.map((entry) => entry.doc.storeId));
  return {
    counts,
    items: page.map(({ doc, reason }) => ({
      urlId: doc._id,
      productId: doc.productId,
      name: doc.name,
      sku: doc.sku,
      storeId: doc.storeId,
      shopName: names.get(doc.storeId) ?? doc.storeId,
      url: doc.url,
      reason,
      pageStatus: doc.pageStatus,
      flagReason: doc.flagReason,
      lastObservedAt: doc.lastObservedAt,
    })),
    total: chosen.length,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export function registerInsightQueries(app: FastifyInstance, readModels: ReadModels): void {
  const api = zodRoutes(app);
  const access = { access: { permission: 'data.view' as const } };
  api.get(
    '/api/company/:companyId/insights/price-deviations',
    { config: access, schema: { summary: 'How often and by how much each competitor shop is cheaper or more expensive', description: 'Per shop the products both sell (observed in the period), median and average deviation (competitor − own, % of own and cents), and the daily trend.', params: companyParams, querystring: insightsQuerySchema, response: { 200: priceDeviationsSchema } } },
    async (request, reply): Promise<PriceDeviations> => {
      actorOf(request, 'data.view', request.params.companyId);
      await readModels.consistent(request, reply, INSIGHT_PAIRS);
      return priceDeviations(readModels, request.params.companyId, request.query);
    },
  );
  api.get(
    '/api/company/:companyId/insights/price-deviations/:storeId',
    { config: access, schema: { summary: "One shop's products with their deviations", description: 'Sorted and paged; 422 SOURCE_UNKNOWN for a shop the company has no URLs at and is not connected to.', params: storeParams, querystring: shopDeviationQuerySchema, response: { 200: shopDeviationPageSchema } } },
    async (request, reply): Promise<ShopDeviationPage> => {
      actorOf(request, 'data.view', request.params.companyId);
      await readModels.consistent(request, reply, INSIGHT_PAIRS);
      return shopDeviationPage(readModels, request.params.companyId, request.params.storeId, request.query);
    },
  );
  api.get(
    '/api/company/:companyId/insights/brands',
    { config: access, schema: { summary: 'Price index and coverage per brand', description: 'Index = geometric mean of own/competitor price ratios × 100 (against the cheapest and the average competitor price).', params: companyParams, querystring: insightsQuerySchema, response: { 200: brandInsightsSchema } } },
    async (request, reply): Promise<BrandInsights> => {
      actorOf(request, 'data.view', request.params.companyId);
      await readModels.consistent(request, reply, INSIGHT_PRODUCTS);
      return brandInsights(readModels, request.params.companyId, request.query);
    },
  );
  api.get(
    '/api/company/:companyId/insights/brands/:brand',
    { config: access, schema: { summary: "One brand's index, its index per shop and its products", description: '404 BRAND_UNKNOWN when no product of the company has the brand.', params: brandParams, querystring: insightsQuerySchema, response: { 200: brandDetailSchema } } },
    async (request, reply): Promise<BrandDetail> => {
      actorOf(request, 'data.view', request.params.companyId);
      await readModels.consistent(request, reply, INSIGHT_PRODUCTS);
      return brandDetail(readModels, request.params.companyId, request.params.brand, request.query);
    },
  );
  api.get(
    '/api/company/:companyId/insights/out-of-stock',
    { config: access, schema: { summary: 'Competitor offers and own products out of stock', description: `Competitor URLs out of stock since their first out-of-stock observation, and own products with pricing.<country>.inStock false; at most ${OUT_OF_STOCK_LIMIT} rows each with the totals.`, params: companyParams, querystring: insightsQuerySchema, response: { 200: outOfStockSchema } } },
    async (request, reply): Promise<OutOfStock> => {
      actorOf(request, 'data.view', request.params.companyId);
      await readModels.consistent(request, reply, INSIGHT_URLS);
      return outOfStock(readModels, request.params.companyId, request.query);
    },
  );
  api.get(
    '/api/company/:companyId/insights/check-urls',
    { config: access, schema: { summary: 'Competitor URLs that need attention', description: "No data yet, an error page, a flagged price, or not scraped for longer than the shop's frequency (plus 6 hours).", params: companyParams, querystring: checkUrlsQuerySchema, response: { 200: checkUrlsPageSchema } } },
    async (request, reply): Promise<CheckUrlsPage> => {
      actorOf(request, 'data.view', request.params.companyId);
      await readModels.consistent(request, reply, INSIGHT_URLS);
      return checkUrls(readModels, request.params.companyId, request.query);
    },
  );
}
