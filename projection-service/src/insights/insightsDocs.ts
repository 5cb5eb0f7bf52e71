import type { Country, PageStatus, UrlCheckReason } from '@pm/contracts';
import type { Doc, IndexSpec, WriteOp } from '@pm/platform';
import { countryFigures, listedCountries, offerStatus } from '../analysis/priceAnalysisFigures.ts';
import { isOutOfStock } from '@pm/contracts/domain';
import { pairsOf, type Contribution, type InsightsState, type PairValues } from './insightsState.ts';

/** Per product, country and competitor URL: the latest comparable competitor price vs the own price. */
export const INSIGHT_PAIRS = 'insightPairs';
/** Per product and country: own price, cheapest and average competitor price, own stock. */
export const INSIGHT_PRODUCTS = 'insightProducts';
/** Per competitor URL: its data state (no data, page error, flagged), last scrape, out of stock since. */
export const INSIGHT_URLS = 'insightUrls';
/** Per company, country, shop and day: sums of the URLs' day contributions. */
export const INSIGHT_DAILY = 'insightDaily';

export interface PairDoc extends Doc {
  companyId: string;
  country: Country;
  storeId: string;
  productId: string;
  urlId: string;
  name: string;
  brand: string | null;
  sku: string;
  w: PairValues;
  o: PairValues;
  observedAt: string;
  eventId: string;
}

export interface ModeProductFigures {
  ownCents: number | null;
  cheapestCents: number | null;
  /** Mean of the compared offers' totals, rounded to cents. */
  averageCents: number | null;
  offers: number;
}

export interface ProductDoc extends Doc {
  companyId: string;
  country: Country;
  productId: string;
  name: string;
  brand: string | null;
  sku: string;
  ownInStock: boolean | null;
  w: ModeProductFigures;
  o: ModeProductFigures;
}

export interface UrlDoc extends Doc {
  companyId: string;
  productId: string;
  name: string;
  sku: string;
  storeId: string;
  url: string;
  /** Why the URL needs attention (staleness is judged when asked, against the shop's frequency). */
  reason: Exclude<UrlCheckReason, 'stale'> | null;
  pageStatus: PageStatus | null;
  flagReason: string | null;
  lastObservedAt: string | null;
  outOfStockSince: string | null;
}

export interface DailyDoc extends Doc {
  companyId: string;
  country: Country;
  storeId: string;
  day: string;
  w: DaySums;
  o: DaySums;
}

/** The names of a contribution's fields in the day document. */
export const DAY_FIELDS = ['n', 'cheaper', 'dearer', 'pctBp', 'cents'] as const;
export type DaySums = Partial<Record<(typeof DAY_FIELDS)[number], number>>;

export const insightIndexes: Record<string, IndexSpec[]> = {
  [INSIGHT_PAIRS]: [
    { keys: { companyId: 1, country: 1, storeId: 1, 'w.deviationPercent': 1 } },
    { keys: { companyId: 1, country: 1, storeId: 1, 'o.deviationPercent': 1 } },
    { keys: { companyId: 1, country: 1, brand: 1 } },
    { keys: { companyId: 1, country: 1, observedAt: 1 } },
  ],
  [INSIGHT_PRODUCTS]: [{ keys: { companyId: 1, country: 1, brand: 1 } }, { keys: { companyId: 1, country: 1, ownInStock: 1 } }],
  [INSIGHT_URLS]: [{ keys: { companyId: 1, reason: 1 } }, { keys: { companyId: 1, lastObservedAt: 1 } }, { keys: { companyId: 1, outOfStockSince: 1 } }],
  [INSIGHT_DAILY]: [{ keys: { companyId: 1, country: 1, day: 1 } }],
};

function productFigures(state: InsightsState, country: Country, withShipping: boolean, totals: number[]): ModeProductFigures {
  const figures = countryFigures(state, country);
  const mode = withShipping ? figures.withShipping : figures.withoutShipping;
  const averageCents = totals.length === 0 ? null : Math.round(totals.reduce((sum, total) => sum + total, 0) / totals.length);
  return { ownCents: mode.ownCents, cheapestCents: mode.cheapestCents, averageCents, offers: totals.length };
}

/** The documents one product state stands for (none when archived or gone). */
export function insightDocs(state: InsightsState | null): { pairs: PairDoc[]; products: ProductDoc[]; urls: UrlDoc[] } {
  if (!state || state.status !== 'active') return { pairs: [], products: [], urls: [] };
  const identity = { companyId: state.companyId, productId: state._id, name: state.name, sku: state.sku };
  const pairs: PairDoc[] = [];
  const products: ProductDoc[] = [];
  for (const country of listedCountries(state)) {
    const found = pairsOf(state, country);
    for (const pair of found) pairs.push({ _id: `${state._id}:${country}:${pair.urlId}`, ...identity, brand: state.brand, country, storeId: pair.sourceId, urlId: pair.urlId, w: pair.w, o: pair.o, observedAt: pair.observedAt, eventId: pair.eventId });
    // Own price may be missing: the competitor totals are then taken from the compared offers directly.
    const figures = countryFigures(state, country);
    const totals = (withShipping: boolean) =>
      figures.urls.flatMap(({ urlId, compared }) => {
        const current = compared ? state.urls[urlId]?.current : null;
        if (!current || state.urls[urlId]?.offerType !== 'COMPETITOR_OFFER') return [];
        const pair = found.find((candidate) => candidate.urlId === urlId);
        if (pair) return [withShipping ? pair.w.competitorCents : pair.o.competitorCents];
        return [];
      });
    products.push({
      _id: `${state._id}:${country}`,
      ...identity,
      brand: state.brand,
      country,
      ownInStock: state.ownInStock[country] ?? null,
      w: productFigures(state, country, true, totals(true)),
      o: productFigures(state, country, false, totals(false)),
    });
  }
  const urls: UrlDoc[] = [];
  for (const [urlId, url] of Object.entries(state.urls)) {
    if (url.offerType !== 'COMPETITOR_OFFER') continue;
    const status = offerStatus(url);
    const pageError = url.last !== null && url.last.pageStatus !== 'OK';
    // An OK page without a price: out of stock is no problem of the URL, anything else is "no data".
    const noPrice = status === 'error' && !pageError && !isOutOfStock(url.last?.offer?.availability);
    const reason = status === 'not-scraped' || noPrice ? 'no-data' : pageError ? 'page-error' : status === 'flagged' ? 'flagged' : null;
    urls.push({
      _id: urlId,
      ...identity,
      storeId: url.sourceId,
      url: url.url,
      reason,
      pageStatus: url.last?.pageStatus ?? null,
      flagReason: url.flagged?.flagReason ?? null,
      lastObservedAt: url.last?.observedAt ?? null,
      outOfStockSince: state.outOfStockSince[urlId] ?? null,
    });
  }
  return { pairs, products, urls };
}

const same = (a: Contribution | undefined, b: Contribution) => a !== undefined && a.every((value, index) => value === b[index]);

/** $inc of the day aggregates by what the product's day contributions changed over a batch. */
export function dailyWrites(before: InsightsState | null, after: InsightsState | null): WriteOp[] {
  if (!after) return [];
  const writes: WriteOp[] = [];
  for (const [key, now] of Object.entries(after.daily)) {
    const was = before?.daily?.[key];
    if (was && same(was.w, now.w) && same(was.o, now.o)) continue;
    const [day = '', country = '', storeId = ''] = key.split('|');
    const inc: Record<string, number> = {};
    for (const mode of ['w', 'o'] as const) now[mode].forEach((value, index) => (inc[`${mode}.${DAY_FIELDS[index] ?? index}`] = value - (was?.[mode][index] ?? 0)));
    writes.push({
      op: 'update',
      collection: INSIGHT_DAILY,
      id: `${after.companyId}|${country}|${storeId}|${day}`,
      upsert: true,
      update: { $set: { companyId: after.companyId, country, storeId, day }, $inc: inc },
    });
  }
  return writes;
}

/** Puts of the current documents and deletes of the ones the change made obsolete. */
export function insightWrites(before: InsightsState | null, after: InsightsState | null): WriteOp[] {
  const now = insightDocs(after);
  const was = insightDocs(before);
  const writes: WriteOp[] = [];
  for (const [collection, docs, old] of [
    [INSIGHT_PAIRS, now.pairs, was.pairs],
    [INSIGHT_PRODUCTS, now.products, was.products],
    [INSIGHT_URLS, now.urls, was.urls],
  ] as const) {
    const kept = new Set(docs.map((doc) => doc._id));
    for (const doc of old) if (!kept.has(doc._id)) writes.push({ op: 'delete', collection, id: doc._id });
    for (const doc of docs) writes.push({ op: 'put', collection, doc });
  }
  return [...writes, ...dailyWrites(before, after)];
}
