/**
 * The insight aggregates, kept with $inc so that no answer reads all pairs of a company: each
 * product state contributes counts and sums to a few aggregate documents, and a change of the
 * state writes the difference of its contributions (docs/insights.md).
 *
 * - current contributions (what the product's documents say now): pairs per shop and day of
 *   their observation, brand figures, brand × shop per day of observation, the company's URLs
 *   out of stock and per check reason. A product whose pair disappears or moves to another day
 *   takes its contribution back.
 * - day contributions (the trend): a URL's contribution to its shop's day and a product's to its
 *   brand's day, kept by the state's fold as pending changes (insightsState.ts). A day, once left
 *   for a later one, keeps what was contributed.
 */
import type { Country } from '@pm/contracts';
import type { Doc, IndexSpec, WriteOp } from '@pm/platform';
import { amountBin, percentBin, type Histogram } from './insightsHistogram.ts';
import type { PairDoc, ProductDoc, UrlDoc } from './insightsDocs.ts';
import { logRatio, type DAY_FIELDS, type InsightsState } from './insightsState.ts';

/** Per company, country, shop and day of observation: the current pairs' counts, sums and histograms. */
export const INSIGHT_PAIR_DAYS = 'insightPairDays';
/** Per company, country and brand ('' = without brand): the current products' index sums and coverage. */
export const INSIGHT_BRANDS = 'insightBrands';
/** Per company, country, brand, shop and day of observation: the current pairs' own ÷ competitor sums. */
export const INSIGHT_BRAND_SHOP_DAYS = 'insightBrandShopDays';
/** Per company, country, shop and day: sums of the URLs' day contributions (the shop trend). */
export const INSIGHT_DAILY = 'insightDaily';
/** Per company, country, brand and day: sums of the products' day contributions (the brand trend). */
export const INSIGHT_BRAND_DAYS = 'insightBrandDays';
/** Per company: its competitor URLs out of stock and per check reason (what out of stock and check URLs count). */
export const INSIGHT_URL_COUNTS = 'insightUrlCounts';

/** Sums of one mode of a pair-day aggregate. */
export interface PairSums {
  cheaper?: number;
  dearer?: number;
  /** Sum and count of the deviations in basis points of the own price (pairs with an own price > 0). */
  pctBp?: number;
  pctN?: number;
  cents?: number;
  hp?: Histogram;
  hc?: Histogram;
}

export interface PairDayDoc extends Doc {
  companyId: string;
  country: Country;
  storeId: string;
  day: string;
  /** Pairs (the same in both modes). */
  n?: number;
  w?: PairSums;
  o?: PairSums;
}

/** ln(own ÷ reference) sums (× 10⁶) and their counts. */
export interface IndexSums {
  covered?: number;
  cheapN?: number;
  cheapLog?: number;
  avgN?: number;
  avgLog?: number;
}

export interface BrandDoc extends Doc {
  companyId: string;
  country: Country;
  brand: string;
  products?: number;
  w?: IndexSums;
  o?: IndexSums;
}

export interface BrandShopDayDoc extends Doc {
  companyId: string;
  country: Country;
  brand: string;
  storeId: string;
  day: string;
  n?: number;
  w?: { n?: number; log?: number };
  o?: { n?: number; log?: number };
}

export interface BrandDayDoc extends Doc {
  companyId: string;
  country: Country;
  brand: string;
  day: string;
  w?: IndexSums;
  o?: IndexSums;
}

/** The competitor URL documents' counts of one company (id = companyId); missing fields count 0. */
export interface UrlCountsDoc extends Doc {
  companyId: string;
  outOfStock?: number;
  reason?: Partial<Record<NonNullable<UrlDoc['reason']>, number>>;
}

export type DaySums = Partial<Record<(typeof DAY_FIELDS)[number], number>>;
export interface DailyDoc extends Doc {
  companyId: string;
  country: Country;
  storeId: string;
  day: string;
  w: DaySums;
  o: DaySums;
}

export const aggregateIndexes: Record<string, IndexSpec[]> = {
  [INSIGHT_PAIR_DAYS]: [{ keys: { companyId: 1, country: 1, day: 1 } }],
  [INSIGHT_BRANDS]: [{ keys: { companyId: 1, country: 1 } }],
  [INSIGHT_BRAND_SHOP_DAYS]: [{ keys: { companyId: 1, country: 1, brand: 1, day: 1 } }],
  [INSIGHT_DAILY]: [{ keys: { companyId: 1, country: 1, day: 1 } }],
  [INSIGHT_BRAND_DAYS]: [{ keys: { companyId: 1, country: 1, brand: 1, day: 1 } }],
  [INSIGHT_URL_COUNTS]: [],
};

/** One aggregate document's identity fields, the change of a state's contribution to it, and which side contributed. */
interface Part {
  collection: string;
  id: string;
  set: Record<string, unknown>;
  inc: Map<string, number>;
  before: boolean;
  after: boolean;
}
type Parts = Map<string, Part>;
type Side = 'before' | 'after';

function part(parts: Parts, collection: string, id: string, set: Record<string, unknown>, side: Side): Map<string, number> {
  const key = `${collection}\u0000${id}`;
  let found = parts.get(key);
  if (!found) {
    found = { collection, id, set, inc: new Map(), before: false, after: false };
    parts.set(key, found);
  }
  found[side] = true;
  return found.inc;
}

/** Adds `value` (already signed) to a path; zeros add nothing (missing fields count 0 in the answers). */
const add = (inc: Map<string, number>, path: string, value: number) => {
  if (value !== 0) inc.set(path, (inc.get(path) ?? 0) + value);
};

/** Adds `sign` × the contributions of a product's pair, product and URL documents. */
function addContributions(parts: Parts, companyId: string, pairs: readonly PairDoc[], products: readonly ProductDoc[], urls: readonly UrlDoc[], sign: 1 | -1): void {
  const side: Side = sign === 1 ? 'after' : 'before';
  if (urls.length > 0) {
    const counts = part(parts, INSIGHT_URL_COUNTS, companyId, { companyId }, side);
    for (const url of urls) {
      if (url.outOfStockSince !== null) add(counts, 'outOfStock', sign);
      if (url.reason !== null) add(counts, `reason.${url.reason}`, sign);
    }
  }
  for (const pair of pairs) {
    const day = pair.observedAt.slice(0, 10);
    const shopDay = part(parts, INSIGHT_PAIR_DAYS, `${companyId}|${pair.country}|${pair.storeId}|${day}`, { companyId, country: pair.country, storeId: pair.storeId, day }, side);
    add(shopDay, 'n', sign);
    const brandShop = pair.brand ? part(parts, INSIGHT_BRAND_SHOP_DAYS, `${companyId}|${pair.country}|${pair.brand}|${pair.storeId}|${day}`, { companyId, country: pair.country, brand: pair.brand, storeId: pair.storeId, day }, side) : null;
    if (brandShop) add(brandShop, 'n', sign);
    for (const mode of ['w', 'o'] as const) {
      const values = pair[mode];
      if (values.deviationCents < 0) add(shopDay, `${mode}.cheaper`, sign);
      if (values.deviationCents > 0) add(shopDay, `${mode}.dearer`, sign);
      add(shopDay, `${mode}.cents`, sign * values.deviationCents);
      const centsBin = amountBin(values.deviationCents);
      add(shopDay, `${mode}.hc.c.${centsBin}`, sign);
      add(shopDay, `${mode}.hc.s.${centsBin}`, sign * values.deviationCents);
      if (values.deviationPercent !== null) {
        const bp = Math.round(values.deviationPercent * 100);
        const percentKey = percentBin(bp);
        add(shopDay, `${mode}.pctN`, sign);
        add(shopDay, `${mode}.pctBp`, sign * bp);
        add(shopDay, `${mode}.hp.c.${percentKey}`, sign);
        add(shopDay, `${mode}.hp.s.${percentKey}`, sign * bp);
      }
      const log = logRatio(values.ownCents, values.competitorCents);
      if (brandShop && log !== null) {
        add(brandShop, `${mode}.n`, sign);
        add(brandShop, `${mode}.log`, sign * log);
      }
    }
  }
  for (const product of products) {
    const brand = product.brand ?? '';
    const figures = part(parts, INSIGHT_BRANDS, `${companyId}|${product.country}|${brand}`, { companyId, country: product.country, brand }, side);
    add(figures, 'products', sign);
    for (const mode of ['w', 'o'] as const) {
      const values = product[mode];
      if (values.offers > 0) add(figures, `${mode}.covered`, sign);
      const cheapest = values.offers > 0 ? logRatio(values.ownCents, values.cheapestCents) : null;
      const average = values.offers > 0 ? logRatio(values.ownCents, values.averageCents) : null;
      if (cheapest !== null) {
        add(figures, `${mode}.cheapN`, sign);
        add(figures, `${mode}.cheapLog`, sign * cheapest);
      }
      if (average !== null) {
        add(figures, `${mode}.avgN`, sign);
        add(figures, `${mode}.avgLog`, sign * average);
      }
    }
  }
}

/** The documents of one product state that contribute to the aggregates. */
export interface Contributing {
  pairs: readonly PairDoc[];
  products: readonly ProductDoc[];
  urls: readonly UrlDoc[];
}

/**
 * The aggregate changes of one batch: every changed product state adds the difference of its
 * contributions (after − before) and its pending day changes, summed per aggregate document and
 * path, so each aggregate document a batch touches is written once (docs/insights.md "Write
 * path"). Summing is exact (integers), so the result is the same however the log is cut into
 * batches, up to fields that are 0 (missing fields count 0 in every answer).
 */
export class AggregateBatch {
  readonly #parts: Parts = new Map();
  readonly #days: Record<'shop' | 'brand', Map<string, { set: Record<string, string>; inc: Record<string, number> }>> = { shop: new Map(), brand: new Map() };

  /** Adds a product state's change: its contributions before (taken back) and after. */
  add(companyId: string, before: Contributing, after: Contributing, state: InsightsState | null): void {
    addContributions(this.#parts, companyId, before.pairs, before.products, before.urls, -1);
    addContributions(this.#parts, companyId, after.pairs, after.products, after.urls, 1);
    for (const kind of ['shop', 'brand'] as const) {
      for (const [id, { set, inc }] of Object.entries(state?.pending?.[kind] ?? {})) {
        const doc = this.#days[kind].get(id);
        if (!doc) {
          this.#days[kind].set(id, { set, inc: { ...inc } });
          continue;
        }
        for (const [path, value] of Object.entries(inc)) doc.inc[path] = (doc.inc[path] ?? 0) + value;
      }
    }
  }

  /**
   * One `$inc` upsert per aggregate document with its summed changes (paths that sum to 0 left
   * out), and deletes of the per-day current aggregates the batch's products left (and none
   * entered) once nothing is left in them, so "all time" reads the days that still hold pairs.
   * The day aggregates (trend) get every path their pending changes named, as they always did.
   */
  writes(): WriteOp[] {
    const writes: WriteOp[] = [];
    const drained = new Map<string, string[]>();
    for (const { collection, id, set, inc, before: was, after: now } of this.#parts.values()) {
      const changes: Record<string, number> = {};
      let changed = false;
      for (const [path, value] of inc) {
        if (value === 0) continue;
        changes[path] = value;
        changed = true;
      }
      if (changed) writes.push({ op: 'update', collection, id, upsert: true, update: { $set: set, $inc: changes } });
      if (was && !now && collection !== INSIGHT_BRANDS && collection !== INSIGHT_URL_COUNTS) {
        const ids = drained.get(collection);
        if (ids) ids.push(id);
        else drained.set(collection, [id]);
      }
    }
    for (const [collection, ids] of drained) writes.push({ op: 'deleteMany', collection, filter: { _id: { $in: ids }, n: 0 } });
    for (const [kind, collection] of [['shop', INSIGHT_DAILY], ['brand', INSIGHT_BRAND_DAYS]] as const) {
      for (const [id, { set, inc }] of this.#days[kind]) writes.push({ op: 'update', collection, id, upsert: true, update: { $set: set, $inc: inc } });
    }
    return writes;
  }
}
