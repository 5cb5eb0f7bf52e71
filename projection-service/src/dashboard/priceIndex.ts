/**
 * The daily price indexes of the price development (docs/insights-price-development.md) from the
 * day aggregates (priceIndexAggregates.ts): a chained geometric index, 100 on the period's first
 * day, then each day × exp(mean ln(price today ÷ price the day before)) over the products
 * observed that day with a price on both days. The market price of a product is its cheapest
 * in-stock competitor price not older than the company's stale age (of the chosen shop only,
 * when one is chosen); the own price is its gross sales price of the country.
 */
import type { PriceDevelopmentPoint } from '@pm/contracts';
import { indexOfMeanLog } from '@pm/contracts/domain';
import type { MarketDayDoc } from './dailyMarketProjector.ts';
import type { PriceIndexDayDoc } from './priceIndexAggregates.ts';

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

/** A country's figures of one day summed over the day's documents, at stale age `staleAfterDays`. */
export function dayFigures(docs: readonly Pick<PriceIndexDayDoc, 'countries'>[], country: string, staleAfterDays: number) {
  const market = { s: 0, n: 0, p: 0 };
  const own = { s: 0, n: 0, p: 0 };
  for (const doc of docs) {
    const figures = doc.countries[country];
    if (!figures) continue;
    for (const [from, delta] of Object.entries(figures.m ?? {})) {
      if (Number(from) > staleAfterDays) continue;
      market.s += delta.s ?? 0;
      market.n += delta.n ?? 0;
      market.p += delta.p ?? 0;
    }
    own.s += figures.o?.s ?? 0;
    own.n += figures.o?.n ?? 0;
    own.p += figures.o?.p ?? 0;
  }
  return { market, own };
}

/** A chained index: 100 on its first day with a price, then each day's mean link applied; null on days without a price. */
function chain() {
  let meanLogs: number | null = null;
  return (figures: { s: number; n: number; p: number }, first: boolean): number | null => {
    // Counts are integers kept by $inc; a count of 0 may leave a rounding residue in the sum.
    const p = Math.round(figures.p);
    const n = Math.round(figures.n);
    if (p <= 0) return null;
    if (meanLogs === null || first) meanLogs = 0;
    else if (n > 0) meanLogs += figures.s / n;
    return indexOfMeanLog(meanLogs);
  };
}

/** The index points of every day from `from` to `to`; `docsByDay` the day aggregates of the query's scope(s). */
export function priceIndexPoints(docsByDay: ReadonlyMap<string, readonly Pick<PriceIndexDayDoc, 'countries'>[]>, options: { from: string; to: string; country: string; staleAfterDays: number }): PriceDevelopmentPoint[] {
  const market = chain();
  const own = chain();
  return daysBetween(options.from, options.to).map((day, i) => {
    const figures = dayFigures(docsByDay.get(day) ?? [], options.country, options.staleAfterDays);
    return { day, marketIndex: market(figures.market, i === 0), ownIndex: own(figures.own, i === 0), products: Math.max(0, Math.round(figures.market.p)) };
  });
}
