import type { DeviationFigures, InsightsRange } from '@pm/contracts';

const DAY_MS = 86_400_000;
const RANGE_DAYS: Record<InsightsRange, number | null> = { '2d': 2, '7d': 7, '30d': 30, all: null };

/** The start of the period (spec §9: last 2, 7, 30 days; all time: null). */
export function rangeStart(range: InsightsRange, now: number): string | null {
  const days = RANGE_DAYS[range];
  return days === null ? null : new Date(now - days * DAY_MS).toISOString();
}

/** Median of numbers (mean of the two middle ones for an even count); null when empty. */
export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

const mean = (values: number[]) => (values.length === 0 ? null : values.reduce((sum, value) => sum + value, 0) / values.length);
const twoDecimals = (value: number | null) => (value === null ? null : Math.round(value * 100) / 100);
const wholeCents = (value: number | null) => (value === null ? null : Math.round(value));

/** How often and by how much competitor prices deviate from the own prices (competitor − own). */
export function deviationFigures(pairs: { deviationCents: number; deviationPercent: number | null }[]): DeviationFigures {
  let cheaper = 0;
  let moreExpensive = 0;
  const percents: number[] = [];
  const cents: number[] = [];
  for (const pair of pairs) {
    if (pair.deviationCents < 0) cheaper++;
    else if (pair.deviationCents > 0) moreExpensive++;
    cents.push(pair.deviationCents);
    if (pair.deviationPercent !== null) percents.push(pair.deviationPercent);
  }
  return {
    products: pairs.length,
    cheaper,
    moreExpensive,
    equal: pairs.length - cheaper - moreExpensive,
    medianPercent: twoDecimals(median(percents)),
    averagePercent: twoDecimals(mean(percents)),
    medianCents: wholeCents(median(cents)),
    averageCents: wholeCents(mean(cents)),
  };
}

/**
 * A price index of own prices against reference prices: the geometric mean of own/reference
 * over the products with both, × 100 (100 = on par, 105 = own prices 5 % higher on average).
 * Every product weighs the same whatever its price, so brands with cheap and dear products compare.
 */
export function priceIndex(ratios: number[]): number | null {
  const valid = ratios.filter((ratio) => Number.isFinite(ratio) && ratio > 0);
  if (valid.length === 0) return null;
  const logMean = valid.reduce((sum, ratio) => sum + Math.log(ratio), 0) / valid.length;
  return Math.round(Math.exp(logMean) * 10_000) / 100;
}
