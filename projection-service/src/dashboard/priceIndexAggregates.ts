/**
 * The price development as day aggregates (docs/insights-price-development.md, "Formula"): a
 * chained index. A day's link is the mean, over the products observed that day with a price that
 * day and the day before (carried from their last snapshot), of ln(price today ÷ price the day
 * before); the index multiplies the links from the period's first day (100).
 *
 * One document per company, day and scope (all products, a brand, a category, a brand within a
 * category — each also restricted to one shop's offers), with per country:
 * - `m.<N>.s / n / p`: the market price's link (sum of ln ratios, their number) and the products
 *   with a market price, as a difference array over the stale age N (Settings › Price analysis,
 *   1–90 days): the figures for N are the sums of the keys ≤ N. An offer observed on day o counts
 *   on day d while d − o < N (exactly the stale cutoff `staleBefore` at the end of day d).
 * - `o.s / n / p`: the own price's link and the products with an own price (no stale age).
 *
 * A product's part of a day is a pure function of its two snapshots (the day's and the one
 * before), so the projector keeps the documents with `$inc` of the difference a batch makes.
 */
import type { WriteOp } from '@pm/platform';
import type { DailyMarketState, MarketDay } from './dailyMarketState.ts';

export const PRICE_INDEX_DAYS = 'priceIndexDays';
/** Stale ages the aggregates answer for (STALE_AFTER_DAYS_LIMITS). */
export const MAX_STALE_DAYS = 90;
const DAY_MS = 86_400_000;

export interface PriceIndexDayDoc {
  [key: string]: unknown;
  _id: string;
  companyId: string;
  day: string;
  scope: string;
  countries: Record<string, { m?: Record<string, { s?: number; n?: number; p?: number }>; o?: { s?: number; n?: number; p?: number } }>;
}

/** Scope of the index: all products, a brand (`b:`), a category (`c:`), both; each optionally one shop's offers (`|s:`). */
export function scopeId(filter: { brand?: string | null; categoryId?: string | null; storeId?: string | null }): string {
  const parts = [filter.brand ? `b:${filter.brand}` : null, filter.categoryId ? `c:${filter.categoryId}` : null].filter((p): p is string => p !== null);
  const base = parts.length ? parts.join('|') : 'all';
  return filter.storeId ? `${base}|s:${filter.storeId}` : base;
}

export const priceIndexDayId = (companyId: string, day: string, scope: string) => `${companyId}:${day}:${scope}`;

const dayNumber = (day: string) => Math.floor(Date.parse(`${day}T00:00:00Z`) / DAY_MS);

/** The market price (cheapest counted offer, cents) of a snapshot on `day`, as steps over the stale age: [from N, price]. */
function marketSteps(entry: MarketDay, day: number, sources: Record<string, string>, storeId: string | null): [number, number | null][] {
  const offers: [number, number][] = [];
  for (const [urlId, cents] of Object.entries(entry.offers)) {
    if (cents === null || (storeId !== null && sources[urlId] !== storeId)) continue;
    const seen = entry.seen[urlId];
    offers.push([Math.max(0, seen ? day - dayNumber(seen) : 0) + 1, cents]);
  }
  offers.sort((a, b) => a[0] - b[0]);
  const steps: [number, number | null][] = [[1, null]];
  let best: number | null = null;
  for (const [from, cents] of offers) {
    if (from > MAX_STALE_DAYS) break;
    if (best !== null && cents >= best) continue;
    best = cents;
    if (steps.at(-1)![0] === from) steps.at(-1)![1] = best;
    else steps.push([from, best]);
  }
  return steps;
}

const valueAt = (steps: readonly [number, number | null][], n: number) => {
  let value: number | null = null;
  for (const [from, v] of steps) if (from <= n) value = v;
  return value;
};

/** Field path → amount, per scope: one product's part of one day. */
type Parts = Map<string, Map<string, number>>;

function add(parts: Parts, scope: string, path: string, amount: number): void {
  if (amount === 0) return;
  const fields = parts.get(scope) ?? parts.set(scope, new Map()).get(scope)!;
  fields.set(path, (fields.get(path) ?? 0) + amount);
}

/** The last snapshot before `day` (carried into the day before). */
function previousOf(days: Record<string, MarketDay>, day: string): MarketDay | null {
  let previous: string | null = null;
  for (const key of Object.keys(days)) if (key < day && (previous === null || key > previous)) previous = key;
  return previous === null ? null : days[previous]!;
}

/** One product's part of the aggregates of `day` (none when it has no snapshot that day or is archived). */
export function dayParts(state: Pick<DailyMarketState, 'days' | 'sources'>, day: string): Parts {
  const parts: Parts = new Map();
  const entry = state.days[day];
  if (!entry || entry.archived) return parts;
  const before = previousOf(state.days, day);
  const today = dayNumber(day);
  const shops = new Set<string>();
  for (const urlId of [...Object.keys(entry.offers), ...Object.keys(before?.offers ?? {})]) if (state.sources[urlId]) shops.add(state.sources[urlId]);
  const bases = [scopeId({}), ...(entry.brand ? [scopeId({ brand: entry.brand })] : []), ...(entry.categoryId ? [scopeId({ categoryId: entry.categoryId })] : []), ...(entry.brand && entry.categoryId ? [scopeId({ brand: entry.brand, categoryId: entry.categoryId })] : [])];
  for (const storeId of [null, ...shops]) {
    const now = marketSteps(entry, today, state.sources, storeId);
    const then = before ? marketSteps(before, today - 1, state.sources, storeId) : [[1, null] as [number, number | null]];
    // Intervals of N on which both prices are constant, as a difference array.
    const bounds = [...new Set([...now.map(([from]) => from), ...then.map(([from]) => from)])].sort((a, b) => a - b);
    const market = new Map<number, { s: number; n: number; p: number }>();
    let last = { s: 0, n: 0, p: 0 };
    for (const from of bounds) {
      const m = valueAt(now, from);
      const m0 = valueAt(then, from);
      const value = { s: m !== null && m0 !== null ? Math.log(m / m0) : 0, n: m !== null && m0 !== null ? 1 : 0, p: m !== null ? 1 : 0 };
      market.set(from, { s: value.s - last.s, n: value.n - last.n, p: value.p - last.p });
      last = value;
    }
    for (const country of Object.keys(entry.own)) {
      const own = entry.own[country] ?? null;
      const own0 = before?.own[country] ?? null;
      for (const base of bases) {
        const scope = storeId === null ? base : `${base}|s:${storeId}`;
        for (const [from, delta] of market) {
          add(parts, scope, `countries.${country}.m.${from}.s`, delta.s);
          add(parts, scope, `countries.${country}.m.${from}.n`, delta.n);
          add(parts, scope, `countries.${country}.m.${from}.p`, delta.p);
        }
        if (own !== null && own > 0) {
          add(parts, scope, `countries.${country}.o.p`, 1);
          if (own0 !== null && own0 > 0) {
            add(parts, scope, `countries.${country}.o.s`, Math.log(own / own0));
            add(parts, scope, `countries.${country}.o.n`, 1);
          }
        }
      }
    }
  }
  return parts;
}

/** The day after `day` that has a snapshot (its link reads `day`'s). */
function nextOf(days: Record<string, MarketDay>, day: string): string | null {
  let next: string | null = null;
  for (const key of Object.keys(days)) if (key > day && (next === null || key < next)) next = key;
  return next;
}

/** `$inc` writes of the index aggregates for one product state's change over a batch. */
export function priceIndexOps(before: DailyMarketState | null, after: DailyMarketState, changedDays: readonly string[]): WriteOp[] {
  const affected = new Set(changedDays);
  for (const day of changedDays) {
    const inAfter = nextOf(after.days, day);
    if (inAfter) affected.add(inAfter);
    const inBefore = before ? nextOf(before.days, day) : null;
    if (inBefore) affected.add(inBefore);
  }
  const ops: WriteOp[] = [];
  for (const day of affected) {
    const was = before ? dayParts(before, day) : new Map<string, Map<string, number>>();
    const now = dayParts(after, day);
    for (const scope of new Set([...was.keys(), ...now.keys()])) {
      const inc: Record<string, number> = {};
      const old = was.get(scope) ?? new Map<string, number>();
      const next = now.get(scope) ?? new Map<string, number>();
      for (const path of new Set([...old.keys(), ...next.keys()])) {
        const delta = (next.get(path) ?? 0) - (old.get(path) ?? 0);
        if (delta !== 0) inc[path] = delta;
      }
      if (Object.keys(inc).length > 0) ops.push({ op: 'update', collection: PRICE_INDEX_DAYS, id: priceIndexDayId(after.companyId, day, scope), update: { $set: { companyId: after.companyId, day, scope }, $inc: inc }, upsert: true });
    }
  }
  return ops;
}
