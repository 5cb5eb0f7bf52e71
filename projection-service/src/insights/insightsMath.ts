import type { DeviationFigures } from '@pm/contracts';
import { indexOfMeanLog } from '@pm/contracts/domain';
import type { BinSums } from './insightsHistogram.ts';

const twoDecimals = (value: number | null) => (value === null ? null : Math.round(value * 100) / 100);
const wholeCents = (value: number | null) => (value === null ? null : Math.round(value));

/** Adds up the named numeric fields of aggregate parts (missing fields count 0). */
export function sumFields<K extends string>(parts: readonly (Partial<Record<K, unknown>> | undefined)[], fields: readonly K[]): Record<K, number> {
  const sums = Object.fromEntries(fields.map((field) => [field, 0])) as Record<K, number>;
  for (const part of parts) for (const field of fields) sums[field] += typeof part?.[field] === 'number' ? part[field] : 0;
  return sums;
}

/** The sums of a set of pairs (competitor − own) and the histograms of their deviations. */
export interface DeviationSums {
  n: number;
  cheaper: number;
  dearer: number;
  /** Deviations in basis points of the own price: sum and count (pairs with an own price > 0). */
  pctBp: number;
  pctN: number;
  cents: number;
  percents: BinSums;
  amounts: BinSums;
}

/**
 * How often and by how much competitor prices deviate from the own prices (competitor − own).
 * Averages are exact; medians come from the histograms (insightsHistogram.ts: within 0.1
 * percentage points and 2 % of the amount).
 */
export function deviationFiguresOf(sums: DeviationSums): DeviationFigures {
  const medianBp = sums.percents.median();
  return {
    products: sums.n,
    cheaper: sums.cheaper,
    moreExpensive: sums.dearer,
    equal: sums.n - sums.cheaper - sums.dearer,
    medianPercent: twoDecimals(medianBp === null ? null : medianBp / 100),
    averagePercent: sums.pctN === 0 ? null : twoDecimals(sums.pctBp / sums.pctN / 100),
    medianCents: wholeCents(sums.amounts.median()),
    averageCents: sums.n === 0 ? null : wholeCents(sums.cents / sums.n),
  };
}

/**
 * A price index of own prices against reference prices: the geometric mean of own/reference
 * over the products with both, × 100 (100 = on par, 105 = own prices 5 % higher on average),
 * from the sum of ln(own/reference) × 10⁶ and the count. Every product weighs the same whatever
 * its price, so brands with cheap and dear products compare.
 */
export function indexOfLogs(logSum: number, count: number): number | null {
  if (count === 0) return null;
  return indexOfMeanLog(logSum / 1_000_000 / count);
}
