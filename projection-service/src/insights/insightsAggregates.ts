/**
 * The insight aggregates, kept with $inc so that no answer reads all pairs of a company: each
 * product state contributes counts and sums to a few aggregate documents, and a change of the
 * state writes the difference of its contributions (docs/insights.md).
 *
 * - current contributions (what the product's documents say now): pairs per shop and day of
 *   their observation, brand figures, brand × shop per day of observation. A product whose pair
 *   disappears or moves to another day takes its contribution back.
 * - day contributions (the trend): a URL's contribution to its shop's day and a product's to its
 *   brand's day, kept by the state's fold as pending changes (insightsState.ts). A day, once left
 *   for a later one, keeps what was contributed.
 */
import type { Country } from '@pm/contracts';
import type { Doc, IndexSpec, WriteOp } from '@pm/platform';
import { amountBin, percentBin, type Histogram } from './insightsHistogram.ts';
import type { PairDoc, ProductDoc } from './insightsDocs.ts';
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
};

/** One aggregate document's identity fields and the increments a state contributes to it. */
interface Part {
  collection: string;
  set: Record<string, unknown>;
  inc: Map<string, number>;
}
type Parts = Map<string, Part>;

function part(parts: Parts, collection: string, id: string, set: Record<string, unknown>): Map<string, number> {
  const key = `${collection}\u0000${id}`;
  let found = parts.get(key);
  if (!found) {
    found = { collection, set, inc: new Map() };
    parts.set(key, found);
  }
  return found.inc;
}

const add = (inc: Map<string, number>, path: string, value: number) => {
  inc.set(path, (inc.get(path) ?? 0) + value);
};

/** The current contributions of a product's pair and product documents. */
export function currentParts(companyId: string, pairs: readonly PairDoc[], products: readonly ProductDoc[]): Parts {
  const parts: Parts = new Map();
  for (const pair of pairs) {
    const day = pair.observedAt.slice(0, 10);
    const shopDay = part(parts, INSIGHT_PAIR_DAYS, `${companyId}|${pair.country}|${pair.storeId}|${day}`, { companyId, country: pair.country, storeId: pair.storeId, day });
    add(shopDay, 'n', 1);
    const brandShop = pair.brand ? part(parts, INSIGHT_BRAND_SHOP_DAYS, `${companyId}|${pair.country}|${pair.brand}|${pair.storeId}|${day}`, { companyId, country: pair.country, brand: pair.brand, storeId: pair.storeId, day }) : null;
    if (brandShop) add(brandShop, 'n', 1);
    for (const mode of ['w', 'o'] as const) {
      const values = pair[mode];
      add(shopDay, `${mode}.cheaper`, values.deviationCents < 0 ? 1 : 0);
      add(shopDay, `${mode}.dearer`, values.deviationCents > 0 ? 1 : 0);
      add(shopDay, `${mode}.cents`, values.deviationCents);
      const centsBin = amountBin(values.deviationCents);
      add(shopDay, `${mode}.hc.c.${centsBin}`, 1);
      add(shopDay, `${mode}.hc.s.${centsBin}`, values.deviationCents);
      if (values.deviationPercent !== null) {
        const bp = Math.round(values.deviationPercent * 100);
        const percentKey = percentBin(bp);
        add(shopDay, `${mode}.pctN`, 1);
        add(shopDay, `${mode}.pctBp`, bp);
        add(shopDay, `${mode}.hp.c.${percentKey}`, 1);
        add(shopDay, `${mode}.hp.s.${percentKey}`, bp);
      }
      const log = logRatio(values.ownCents, values.competitorCents);
      if (brandShop && log !== null) {
        add(brandShop, `${mode}.n`, 1);
        add(brandShop, `${mode}.log`, log);
      }
    }
  }
  for (const product of products) {
    const brand = product.brand ?? '';
    const figures = part(parts, INSIGHT_BRANDS, `${companyId}|${product.country}|${brand}`, { companyId, country: product.country, brand });
    add(figures, 'products', 1);
    for (const mode of ['w', 'o'] as const) {
      const values = product[mode];
      add(figures, `${mode}.covered`, values.offers > 0 ? 1 : 0);
      const cheapest = values.offers > 0 ? logRatio(values.ownCents, values.cheapestCents) : null;
      const average = values.offers > 0 ? logRatio(values.ownCents, values.averageCents) : null;
      if (cheapest !== null) add(figures, `${mode}.cheapN`, 1);
      add(figures, `${mode}.cheapLog`, cheapest ?? 0);
      if (average !== null) add(figures, `${mode}.avgN`, 1);
      add(figures, `${mode}.avgLog`, average ?? 0);
    }
  }
  return parts;
}

/** $inc writes of what changed between two sets of contributions (after − before), skipping zero changes. */
export function aggregateWrites(before: Parts, after: Parts): WriteOp[] {
  const writes: WriteOp[] = [];
  const keys = new Set([...before.keys(), ...after.keys()]);
  for (const key of keys) {
    const now = after.get(key);
    const was = before.get(key);
    const target = (now ?? was)!;
    const inc: Record<string, number> = {};
    let changed = false;
    for (const [path, value] of now?.inc ?? []) inc[path] = value;
    for (const [path, value] of was?.inc ?? []) inc[path] = (inc[path] ?? 0) - value;
    // A new contribution writes its zeros too (the fields exist from then on); a changed one only what changed.
    for (const path of Object.keys(inc)) {
      if (inc[path] !== 0) changed = true;
      else if (was) delete inc[path];
    }
    if (!changed) continue;
    writes.push({ op: 'update', collection: target.collection, id: key.slice(key.indexOf('\u0000') + 1), upsert: true, update: { $set: target.set, $inc: inc } });
  }
  return writes;
}

/**
 * Deletes of the per-day current aggregates a state left (its pairs moved to a later day) once
 * nothing is left in them, so "all time" reads the days that still hold pairs, not every day ever.
 */
export function drainedDeletes(before: Parts, after: Parts): WriteOp[] {
  const writes: WriteOp[] = [];
  for (const collection of [INSIGHT_PAIR_DAYS, INSIGHT_BRAND_SHOP_DAYS]) {
    const left = [...before.keys()].filter((key) => !after.has(key) && key.startsWith(`${collection}\u0000`)).map((key) => key.slice(collection.length + 1));
    if (left.length > 0) writes.push({ op: 'deleteMany', collection, filter: { _id: { $in: left }, n: 0 } });
  }
  return writes;
}

/** The day aggregates' changes the batch's events made (the state's pending day changes). */
export function dayWrites(after: InsightsState | null): WriteOp[] {
  const writes: WriteOp[] = [];
  for (const [kind, collection] of [['shop', INSIGHT_DAILY], ['brand', INSIGHT_BRAND_DAYS]] as const) {
    for (const [id, { set, inc }] of Object.entries(after?.pending[kind] ?? {})) writes.push({ op: 'update', collection, id, upsert: true, update: { $set: set, $inc: inc } });
  }
  return writes;
}
