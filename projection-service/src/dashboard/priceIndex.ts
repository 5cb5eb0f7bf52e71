/**
 * The daily price indexes of the price development (docs/insights-price-development.md): for
 * each day, the geometric mean over the compared products of the product's price that day
 * divided by its price on its base day (the first day of the period it has a price), × 100.
 * The market price of a product is its cheapest in-stock competitor price (of the chosen shop
 * only, when one is chosen); the own price is its gross sales price of the country. A day's
 * prices are each URL's last price up to that day (carried forward).
 */
import type { PriceDevelopmentPoint } from '@pm/contracts';
import { geometricIndex } from '@pm/contracts/domain';
import type { MarketDayDoc } from './dailyMarketProjector.ts';

const DAY_MS = 86_400_000;

export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += DAY_MS) days.push(new Date(t).toISOString().slice(0, 10));
  return days;
}

export function marketCents(doc: Pick<MarketDayDoc, 'offers' | 'sources'>, storeId: string | null): number | null {
  let best: number | null = null;
  for (const [urlId, cents] of Object.entries(doc.offers)) {
    if (cents === null || (storeId !== null && doc.sources[urlId] !== storeId)) continue;
    if (best === null || cents < best) best = cents;
  }
  return best;
}

/**
 * What the index reads of a day document: without a shop its stored `marketCents`, with one its
 * offers and their sources (the query reads only what it needs).
 */
export type IndexDayDoc = Pick<MarketDayDoc, '_id' | 'productId' | 'day' | 'countries' | 'archived' | 'own'> & Partial<Pick<MarketDayDoc, 'marketCents' | 'offers' | 'sources'>>;

/** The day's market price: of the chosen shop from the offers, else the stored cheapest (computed when absent). */
function marketOf(doc: IndexDayDoc, storeId: string | null): number | null {
  if (storeId === null && doc.marketCents !== undefined) return doc.marketCents;
  return marketCents({ offers: doc.offers ?? {}, sources: doc.sources ?? {} }, storeId);
}

/**
 * The index points of every day from `from` to `to`. `docs` are the products' day documents of
 * the period, plus (optionally) each product's last one before it (carried in).
 */
export function priceIndexPoints(docs: readonly IndexDayDoc[], options: { from: string; to: string; country: string; storeId: string | null }): PriceDevelopmentPoint[] {
  const byProduct = new Map<string, IndexDayDoc[]>();
  for (const doc of docs) {
    if (!doc.countries.includes(options.country)) continue;
    const list = byProduct.get(doc.productId) ?? byProduct.set(doc.productId, []).get(doc.productId)!;
    list.push(doc);
  }
  const days = daysBetween(options.from, options.to);
  const market: number[][] = days.map(() => []);
  const own: number[][] = days.map(() => []);
  const counted: number[] = days.map(() => 0);
  for (const list of byProduct.values()) {
    list.sort((a, b) => a.day.localeCompare(b.day));
    if (list.at(-1)?.archived) continue;
    let next = 0;
    let current: IndexDayDoc | null = null;
    let marketBase: number | null = null;
    let ownBase: number | null = null;
    days.forEach((day, i) => {
      while (next < list.length && list[next]!.day <= day) current = list[next++]!;
      if (!current) return;
      const m = marketOf(current, options.storeId);
      const o = (current as IndexDayDoc).own[options.country] ?? null;
      if (m !== null) {
        marketBase ??= m;
        market[i]!.push(m / marketBase);
        counted[i]!++;
      }
      if (o !== null && o > 0) {
        ownBase ??= o;
        own[i]!.push(o / ownBase);
      }
    });
  }
  return days.map((day, i) => ({ day, marketIndex: geometricIndex(market[i]!), ownIndex: geometricIndex(own[i]!), products: counted[i]! }));
}
