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
  type DeviationFigures,
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
  rangeFirstDay,
} from '@pm/contracts';
import { staleBefore, type ConnectedSources } from '@pm/contracts/domain';
import { actorOf, appError, zodRoutes, type Doc, type Filter, type StoredFields } from '@pm/platform';
import { COMPANY_SOURCES, SOURCES } from '../projectors/sourcesProjector.ts';
import { priceAnalysisSettingsOf } from '../queries/priceAnalysisSettingsQueries.ts';
import type { ReadModels } from '../runtime/readModels.ts';
import { INSIGHT_BRAND_DAYS, INSIGHT_BRAND_SHOP_DAYS, INSIGHT_BRANDS, INSIGHT_DAILY, INSIGHT_PAIR_DAYS, INSIGHT_URL_COUNTS, type BrandDayDoc, type BrandDoc, type BrandShopDayDoc, type DailyDoc, type PairDayDoc, type UrlCountsDoc } from './insightsAggregates.ts';
import { INSIGHT_PAIRS, INSIGHT_PRODUCTS, INSIGHT_URLS, type PairDoc, type ProductDoc, type UrlDoc } from './insightsDocs.ts';
import { BinSums } from './insightsHistogram.ts';
import { knownBrandFigures } from './knownBrand.ts';
import { deviationFiguresOf, indexOfLogs, sumFields, type DeviationSums } from './insightsMath.ts';

const companyParams = z.strictObject({ companyId: z.uuid() });
const storeParams = companyParams.extend({ storeId: z.string().min(1).max(100) });
const brandParams = companyParams.extend({ brand: z.string().min(1).max(200) });

/** At most this many rows per out-of-stock list (the totals say how many there are). */
export const OUT_OF_STOCK_LIMIT = 200;
/** At most this many products in a brand's answer, by name (`productsTotal` says how many there are). */
export const BRAND_PRODUCTS_LIMIT = 500;

export type Mode = 'w' | 'o';
const modeOf = (withShipping: boolean): Mode => (withShipping ? 'w' : 'o');
const byProductsThenName = <T extends { products: number; name: string }>(a: T, b: T) => b.products - a.products || a.name.localeCompare(b.name);

async function sourceNames(readModels: ReadModels, ids: Iterable<string>): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const sources = await readModels.find<Doc & { name: string }>(SOURCES, { _id: { $in: unique } }, { projection: { name: 1 } });
  return new Map(sources.map((source) => [source._id, source.name]));
}

/** The filter of the company's per-day documents of a country from `since` (a day or an ISO time; null: all days) on, by the day of `since`. */
function daysFilter(companyId: string, query: InsightsQuery, since: string | null, extra: Filter = {}): Filter {
  return { companyId, country: query.country, ...extra, ...(since ? { day: { $gte: since.slice(0, 10) } } : {}) };
}

/**
 * Where current pairs are compared, offers older than the company's stale age (Settings › Price
 * analysis) count no more: the later of the period's start and the stale cutoff. By day of
 * observation, as the period (the aggregates keep pairs per day): a pair observed on the cutoff's
 * day counts that whole day. The trends (what was observed on each day) keep the period alone.
 */
async function comparedSince(readModels: ReadModels, companyId: string, query: InsightsQuery, now: number): Promise<string | null> {
  const period = rangeFirstDay(query.range, now);
  const cutoff = staleBefore(new Date(now), (await priceAnalysisSettingsOf(readModels, companyId)).staleAfterDays);
  // Compared as days: `daysFilter` reads only the day of either.
  return period === null || cutoff.slice(0, 10) > period ? cutoff : period;
}

/** Groups documents by a key. */
function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

/** A pair-day aggregate as read (one shipping mode's fields), and a shop's trend day. */
type StoredPairDay = StoredFields<PairDayDoc, 'storeId' | 'n' | Mode>;
type StoredDaily = StoredFields<DailyDoc, 'storeId' | 'day' | Mode>;

/**
 * The matching aggregates as the store holds them, not copied: the per-day aggregates are read
 * whole on every call (shops × days, with histograms), where copying them cost more than the
 * answer (docs/benchmarks.md, "Issue 14: queries at size"). Read-only by type.
 */
async function readStored<T extends Doc, K extends keyof T & string>(readModels: ReadModels, collection: string, filter: Filter, fields: readonly K[]): Promise<StoredFields<T, K>[]> {
  const docs: StoredFields<T, K>[] = [];
  for await (const batch of readModels.mapBatches<T, K, StoredFields<T, K>>(collection, filter, { fields, batchSize: 10_000 }, (doc) => doc)) {
    for (const doc of batch) docs.push(doc);
  }
  return docs;
}

const pairDays = (readModels: ReadModels, filter: Filter, withShipping: boolean) => readStored<PairDayDoc, 'storeId' | 'n' | Mode>(readModels, INSIGHT_PAIR_DAYS, filter, ['storeId', 'n', modeOf(withShipping)]);
const dailies = (readModels: ReadModels, filter: Filter, withShipping: boolean) => readStored<DailyDoc, 'storeId' | 'day' | Mode>(readModels, INSIGHT_DAILY, filter, ['storeId', 'day', modeOf(withShipping)]);

function trendOf(days: readonly StoredDaily[], withShipping: boolean): DeviationTrendPoint[] {
  const mode = modeOf(withShipping);
  return [...groupBy(days, (doc) => doc.day)]
    .map(([day, docs]) => ({ day, sums: sumFields(docs.map((doc) => doc[mode]), ['n', 'cheaper', 'dearer', 'pctBp']) }))
    .filter(({ sums }) => sums.n > 0)
    .sort((a, b) => (a.day < b.day ? -1 : 1))
    .map(({ day, sums }) => ({ day, products: sums.n, cheaper: sums.cheaper, moreExpensive: sums.dearer, averagePercent: Math.round(sums.pctBp / sums.n) / 100 }));
}

/** The sums of a shop's (or all shops') pair-day aggregates of one mode, missing fields 0. */
function emptySums(): DeviationSums {
  return { n: 0, cheaper: 0, dearer: 0, pctBp: 0, pctN: 0, cents: 0, percents: new BinSums(), amounts: new BinSums() };
}

function addDay(into: DeviationSums, doc: StoredPairDay, mode: Mode): void {
  const sums = doc[mode];
  into.n += doc.n ?? 0;
  into.cheaper += sums?.cheaper ?? 0;
  into.dearer += sums?.dearer ?? 0;
  into.pctBp += sums?.pctBp ?? 0;
  into.pctN += sums?.pctN ?? 0;
  into.cents += sums?.cents ?? 0;
  into.percents.add(sums?.hp);
  into.amounts.add(sums?.hc);
}

function addSums(into: DeviationSums, from: DeviationSums): void {
  for (const field of ['n', 'cheaper', 'dearer', 'pctBp', 'pctN', 'cents'] as const) into[field] += from[field];
  into.percents.addSums(from.percents);
  into.amounts.addSums(from.amounts);
}

/** Per shop (the given ones and every shop with figures or a trend): its sums over the period and its trend; each pair-day read once. */
async function shopAnswer(readModels: ReadModels, storeIds: Iterable<string>, days: readonly StoredPairDay[], trendDays: readonly StoredDaily[], withShipping: boolean): Promise<{ shops: ShopDeviation[]; overall: DeviationFigures }> {
  const mode = modeOf(withShipping);
  const sumsByShop = new Map<string, DeviationSums>();
  for (const doc of days) {
    let sums = sumsByShop.get(doc.storeId);
    if (!sums) sumsByShop.set(doc.storeId, (sums = emptySums()));
    addDay(sums, doc, mode);
  }
  const overall = emptySums();
  for (const sums of sumsByShop.values()) addSums(overall, sums);
  const dailyByShop = groupBy(trendDays, (doc) => doc.storeId);
  const ids = [...new Set([...storeIds, ...sumsByShop.keys(), ...dailyByShop.keys()])];
  const names = await sourceNames(readModels, ids);
  return {
    shops: ids.map((storeId) => ({ storeId, name: names.get(storeId) ?? storeId, figures: deviationFiguresOf(sumsByShop.get(storeId) ?? emptySums()), trend: trendOf(dailyByShop.get(storeId) ?? [], withShipping) })),
    overall: deviationFiguresOf(overall),
  };
}

/** Per competitor shop: the pairs observed in the period, their deviations and the daily trend. */
export async function priceDeviations(readModels: ReadModels, companyId: string, query: InsightsQuery, now = Date.now()): Promise<PriceDeviations> {
  const compared = await comparedSince(readModels, companyId, query, now);
  const [current, trend] = await Promise.all([
    pairDays(readModels, daysFilter(companyId, query, compared), query.withShipping),
    dailies(readModels, daysFilter(companyId, query, rangeFirstDay(query.range, now)), query.withShipping),
  ]);
  const { shops, overall } = await shopAnswer(readModels, [], current, trend, query.withShipping);
  shops.sort((a, b) => byProductsThenName({ products: a.figures.products, name: a.name }, { products: b.figures.products, name: b.name }));
  return { currency: COUNTRY_CURRENCY[query.country], since: rangeFirstDay(query.range, now), overall, shops };
}

async function connectedSources(readModels: ReadModels, companyId: string): Promise<ConnectedSources> {
  const doc = await readModels.findOne<Doc & { sources: ConnectedSources }>(COMPANY_SOURCES, { _id: companyId });
  return doc?.sources ?? {};
}

/**
 * The pair field a shop page sorts by. Each has an index `{companyId, country, storeId, <path>}`
 * (insightsDocs.ts), so a page is read in index order and stops at its last row: its cost grows
 * with the page's depth, not with the shop's pairs.
 */
export function shopPageSortPath(sort: ShopDeviationQuery['sort'], mode: Mode): string {
  return { deviationPercent: `${mode}.deviationPercent`, deviationAbsolute: `${mode}.deviationCents`, name: 'name', sku: 'sku', observedAt: 'observedAt' }[sort];
}

/** One shop's products with their deviations, sorted and paged. Unknown shop: 422 SOURCE_UNKNOWN. */
export async function shopDeviationPage(readModels: ReadModels, companyId: string, storeId: string, query: ShopDeviationQuery, now = Date.now()): Promise<ShopDeviationPage> {
  const sources = await connectedSources(readModels, companyId);
  const known = storeId in sources || (await readModels.count(INSIGHT_URLS, { companyId, storeId })) > 0;
  if (!known) throw appError('SOURCE_UNKNOWN', 'The shop is not connected to this company.');
  const mode = modeOf(query.withShipping);
  const since = await comparedSince(readModels, companyId, query, now);
  const filter = { companyId, country: query.country, storeId, ...(since ? { observedAt: { $gte: since.slice(0, 10) } } : {}) };
  const sortPath = shopPageSortPath(query.sort, mode);
  const direction = query.order === 'asc' ? 1 : -1;
  const [current, trend, rows] = await Promise.all([
    pairDays(readModels, daysFilter(companyId, query, since, { storeId }), query.withShipping),
    dailies(readModels, daysFilter(companyId, query, rangeFirstDay(query.range, now), { storeId }), query.withShipping),
    readModels.find<PairDoc>(INSIGHT_PAIRS, filter, { sort: { [sortPath]: direction, _id: direction }, skip: (query.page - 1) * query.pageSize, limit: query.pageSize }),
  ]);
  const [shop] = (await shopAnswer(readModels, [storeId], current, trend, query.withShipping)).shops;
  return {
    currency: COUNTRY_CURRENCY[query.country],
    shop: shop!,
    items: rows.map((row) => ({ ...pick(row, ['productId', 'urlId', 'storeId', 'name', 'brand', 'sku', 'observedAt', 'eventId']), ...pick(row[mode], ['ownCents', 'competitorCents', 'deviationCents', 'deviationPercent']) })),
    total: shop!.figures.products,
    page: query.page,
    pageSize: query.pageSize,
  };
}

function pick<T extends object, K extends keyof T>(from: T, keys: readonly K[]): Pick<T, K> {
  const picked = {} as Pick<T, K>;
  for (const key of keys) picked[key] = from[key];
  return picked;
}

function brandIndexOf(brand: string, docs: readonly BrandDoc[], mode: Mode): BrandIndex {
  const sums = sumFields(docs.map((doc) => ({ products: doc.products, ...doc[mode] })), ['products', 'covered', 'cheapN', 'cheapLog', 'avgN', 'avgLog']);
  return {
    brand,
    products: sums.products,
    covered: sums.covered,
    coveragePercent: sums.products === 0 ? 0 : Math.round((sums.covered / sums.products) * 10_000) / 100,
    indexCheapest: indexOfLogs(sums.cheapLog, sums.cheapN),
    indexAverage: indexOfLogs(sums.avgLog, sums.avgN),
  };
}

/** The price index and coverage of every brand (products without a brand count in the overall figure only). */
export async function brandInsights(readModels: ReadModels, companyId: string, query: InsightsQuery): Promise<BrandInsights> {
  const mode = modeOf(query.withShipping);
  const docs = (await readModels.find<BrandDoc>(INSIGHT_BRANDS, { companyId, country: query.country })).filter((doc) => (doc.products ?? 0) > 0);
  const brands = docs.filter((doc) => doc.brand !== '').map((doc) => brandIndexOf(doc.brand, [doc], mode));
  brands.sort((a, b) => byProductsThenName({ products: a.products, name: a.brand }, { products: b.products, name: b.brand }));
  return { overall: brandIndexOf('', docs, mode), brands };
}

/** One brand: its index, its index per shop, its index per day and its products. Unknown brand: 404 BRAND_UNKNOWN. */
export async function brandDetail(readModels: ReadModels, companyId: string, brand: string, query: InsightsQuery, now = Date.now()): Promise<BrandDetail> {
  const mode = modeOf(query.withShipping);
  const figures = await knownBrandFigures(readModels, companyId, query.country, brand);
  if (!figures) throw appError('BRAND_UNKNOWN', 'None of the products has this brand.');
  const compared = await comparedSince(readModels, companyId, query, now);
  const [products, shopDays, days] = await Promise.all([
    readModels.find<ProductDoc>(INSIGHT_PRODUCTS, { companyId, country: query.country, brand }, { sort: { name: 1, _id: 1 }, limit: BRAND_PRODUCTS_LIMIT }),
    readModels.find<BrandShopDayDoc>(INSIGHT_BRAND_SHOP_DAYS, daysFilter(companyId, query, compared, { brand })),
    readModels.find<BrandDayDoc>(INSIGHT_BRAND_DAYS, daysFilter(companyId, query, rangeFirstDay(query.range, now), { brand }), { sort: { day: 1 } }),
  ]);
  const byShop = [...groupBy(shopDays, (doc) => doc.storeId)].map(([storeId, docs]) => ({ storeId, sums: sumFields(docs.map((doc) => doc[mode]), ['n', 'log']) })).filter(({ sums }) => sums.n > 0);
  const names = await sourceNames(readModels, byShop.map(({ storeId }) => storeId));
  return {
    currency: COUNTRY_CURRENCY[query.country],
    brand: brandIndexOf(brand, [figures], mode),
    shops: byShop.map(({ storeId, sums }) => ({ storeId, name: names.get(storeId) ?? storeId, products: sums.n, index: indexOfLogs(sums.log, sums.n) })).sort(byProductsThenName),
    trend: days.flatMap((doc) => {
      const sums = sumFields([doc[mode]], ['cheapN', 'cheapLog', 'avgN', 'avgLog']);
      return sums.cheapN + sums.avgN === 0 ? [] : [{ day: doc.day, products: sums.cheapN, indexCheapest: indexOfLogs(sums.cheapLog, sums.cheapN), indexAverage: indexOfLogs(sums.avgLog, sums.avgN) }];
    }),
    products: products.map((product) => {
      const values = product[mode];
      return {
        productId: product.productId,
        name: product.name,
        sku: product.sku,
        ...pick(values, ['ownCents', 'cheapestCents', 'averageCents', 'offers']),
        ratioCheapest: values.ownCents !== null && values.cheapestCents ? Math.round((values.ownCents / values.cheapestCents) * 10_000) / 100 : null,
      };
    }),
    productsTotal: figures.products,
  };
}

/** The company's URL counts (insightsAggregates.ts), zeros before any URL. */
async function urlCounts(readModels: ReadModels, companyId: string): Promise<UrlCountsDoc> {
  return (await readModels.findOne<UrlCountsDoc>(INSIGHT_URL_COUNTS, { _id: companyId })) ?? { _id: companyId, companyId };
}

/**
 * Competitor URLs out of stock (oldest first) and own products out of stock in the country. The
 * competitor total is the URL counts aggregate; `$gt: ''` is "a date" (strings only, no null), so
 * the page is read in the index's order from the first out-of-stock URL on.
 */
export async function outOfStock(readModels: ReadModels, companyId: string, query: InsightsQuery): Promise<OutOfStock> {
  const ownFilter: Filter = { companyId, country: query.country, ownInStock: false };
  const [urls, counts, own, ownTotal] = await Promise.all([
    readModels.find<UrlDoc>(INSIGHT_URLS, { companyId, outOfStockSince: { $gt: '' } }, { sort: { outOfStockSince: 1, _id: 1 }, limit: OUT_OF_STOCK_LIMIT }),
    urlCounts(readModels, companyId),
    readModels.find<ProductDoc>(INSIGHT_PRODUCTS, ownFilter, { sort: { name: 1, _id: 1 }, limit: OUT_OF_STOCK_LIMIT }),
    readModels.count(INSIGHT_PRODUCTS, ownFilter),
  ]);
  const names = await sourceNames(readModels, urls.map((url) => url.storeId));
  return {
    competitor: urls.map((url) => ({ productId: url.productId, urlId: url._id, storeId: url.storeId, shopName: names.get(url.storeId) ?? url.storeId, name: url.name, sku: url.sku, since: url.outOfStockSince, url: url.url })),
    competitorTotal: counts.outOfStock ?? 0,
    own: own.map((product) => ({ productId: product.productId, name: product.name, sku: product.sku, brand: product.brand })),
    ownTotal,
  };
}

const FREQUENCY_DAYS: Record<string, number | null> = { DAILY: 1, WEEKLY: 7, TWICE_A_MONTH: 15, MONTHLY: 31, NEVER: null };
/** A scrape may run late by this much before the URL counts as stale. */
export const STALE_GRACE_MS = 6 * 3_600_000;
/** The order of the check list: the reasons the projection records (each by URL id), then the stale URLs (oldest scrape first). */
const RECORDED_REASONS = ['no-data', 'page-error', 'flagged'] as const;

type StaleCandidate = Pick<UrlDoc, '_id' | 'storeId' | 'lastObservedAt'>;
const STALE_CANDIDATE_FIELDS = { storeId: 1, lastObservedAt: 1 } as const;

/** The whole URL documents of `ids`, in their order. */
async function urlsInOrder(readModels: ReadModels, companyId: string, ids: readonly StaleCandidate[]): Promise<UrlDoc[]> {
  if (ids.length === 0) return [];
  const byId = new Map((await readModels.find<UrlDoc>(INSIGHT_URLS, { companyId, _id: { $in: ids.map((doc) => doc._id) } })).map((doc) => [doc._id, doc]));
  return ids.flatMap((doc) => byId.get(doc._id) ?? []);
}

/**
 * Competitor URLs that need attention: no data, an error page, a flagged price, or older than the
 * shop's frequency. The counts of the recorded reasons come from the URL counts aggregate, and a
 * page reads only its own rows (per reason in the index's order); stale URLs (judged now, against
 * each shop's frequency) are read from the URLs not scraped for a day and more.
 */
export async function checkUrls(readModels: ReadModels, companyId: string, query: CheckUrlsQuery, now = Date.now()): Promise<CheckUrlsPage> {
  const sources = await connectedSources(readModels, companyId);
  const oldest = new Date(now - 1 * 86_400_000 - STALE_GRACE_MS).toISOString();
  const [aggregate, staleCandidates] = await Promise.all([
    urlCounts(readModels, companyId),
    // Only what the frequency test reads, lent (no copy): a weekly shop or a paused scraper makes
    // every one of its URLs a candidate; the page's own rows are read whole below.
    readModels.find<StaleCandidate>(INSIGHT_URLS, { companyId, reason: null, lastObservedAt: { $lt: oldest } }, { sort: { lastObservedAt: 1, _id: 1 }, projection: STALE_CANDIDATE_FIELDS, shared: true }),
  ]);
  const stale = staleCandidates.filter((doc) => {
    const days = FREQUENCY_DAYS[sources[doc.storeId]?.settings.scrapeFrequency ?? 'DAILY'];
    return days != null && doc.lastObservedAt !== null && Date.parse(doc.lastObservedAt) < now - days * 86_400_000 - STALE_GRACE_MS;
  });
  const counts = { 'no-data': aggregate.reason?.['no-data'] ?? 0, 'page-error': aggregate.reason?.['page-error'] ?? 0, flagged: aggregate.reason?.flagged ?? 0, stale: stale.length };
  const from = (query.page - 1) * query.pageSize;
  const to = query.page * query.pageSize;
  // The page's rows segment by segment (reasons in list order), each read with skip and limit.
  const page: { doc: UrlDoc; reason: UrlCheck['reason'] }[] = [];
  let offset = 0;
  for (const reason of [...RECORDED_REASONS, 'stale'] as const) {
    if (query.reason && query.reason !== reason) continue;
    const size = counts[reason];
    const skip = Math.max(0, from - offset);
    const limit = Math.min(size, to - offset) - skip;
    offset += size;
    if (limit <= 0) continue;
    const docs = reason === 'stale' ? await urlsInOrder(readModels, companyId, stale.slice(skip, skip + limit)) : await readModels.find<UrlDoc>(INSIGHT_URLS, { companyId, reason }, { sort: { _id: 1 }, skip, limit });
    page.push(...docs.map((doc) => ({ doc, reason })));
  }
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
    total: query.reason ? counts[query.reason] : counts['no-data'] + counts['page-error'] + counts.flagged + counts.stale,
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
