import type { Country, PriceDevelopment, PriceDevelopmentPoint, PriceDevelopmentRange } from '@pm/contracts';

export interface PriceDevelopmentParams {
  /** A date filter of spec §9, or a month. */
  range: PriceDevelopmentRange;
  /** `selectedMonth` (YYYY-MM); wins over the range when set. */
  selectedMonth: string | null;
  brand: string | null;
  categoryId: string | null;
  storeId: string | null;
}

export const DEFAULT_PRICE_DEVELOPMENT_PARAMS: PriceDevelopmentParams = { range: '30d', selectedMonth: null, brand: null, categoryId: null, storeId: null };

export function priceDevelopmentSearch(country: Country, params: PriceDevelopmentParams): string {
  const search = new URLSearchParams({ country });
  if (params.selectedMonth) search.set('month', params.selectedMonth);
  else search.set('range', params.range);
  if (params.brand) search.set('brand', params.brand);
  if (params.categoryId) search.set('categoryId', params.categoryId);
  if (params.storeId) search.set('storeId', params.storeId);
  return search.toString();
}

/**
 * The months a user can pick: from the month of the company's first day with prices (`firstDay`,
 * YYYY-MM-DD; null: none yet, no month) to the current one (UTC), newest first (YYYY-MM).
 */
export function monthsWithData(firstDay: string | null, today: Date): string[] {
  if (firstDay === null) return [];
  const first = firstDay.slice(0, 7);
  const months: string[] = [];
  for (let back = 0; ; back++) {
    const month = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - back, 1)).toISOString().slice(0, 7);
    if (month < first) break;
    months.push(month);
  }
  return months;
}

/** Whether a brand, category or shop narrows the index (the period does not). */
export const isFiltered = (params: PriceDevelopmentParams): boolean => params.brand !== null || params.categoryId !== null || params.storeId !== null;

/**
 * What the page shows for an answer:
 * - NO_PRICES_YET: the company has no prices at all yet (no first day);
 * - NO_MATCH: a brand, category or shop is chosen and nothing of it has a competitor price in the period;
 * - NO_PRICES_IN_PERIOD: no competitor prices in the period at all;
 * - PRICES: the chart and the table.
 */
export type PriceDevelopmentContent = 'NO_PRICES_YET' | 'NO_MATCH' | 'NO_PRICES_IN_PERIOD' | 'PRICES';

export function priceDevelopmentContent(answer: Pick<PriceDevelopment, 'firstDay' | 'points'>, params: PriceDevelopmentParams): PriceDevelopmentContent {
  if (answer.firstDay === null) return 'NO_PRICES_YET';
  if (latestPoint(answer.points) !== null) return 'PRICES';
  return isFiltered(params) ? 'NO_MATCH' : 'NO_PRICES_IN_PERIOD';
}

/** The table's rows: the days with a figure, newest first (a day without any says nothing). */
export function tableRows(points: readonly PriceDevelopmentPoint[]): PriceDevelopmentPoint[] {
  return points.filter((point) => point.marketIndex !== null || point.ownIndex !== null || point.products > 0).reverse();
}

/** A month's name in the locale, e.g. "November 2026". */
export function formatMonth(month: string, locale: string): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year, index - 1, 1)));
}

/** A calendar day in the locale's date (one rule for every screen: lib/utils/formatDay.ts). */
export { formatDay } from '../../../lib/utils/formatDay.ts';

/** An index value in the locale with two decimals, e.g. "98,03"; "–" without one. */
export function formatIndex(value: number | null, locale: string): string {
  return value === null ? '–' : new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
}

/** The last point with a market index (the headline), or null. */
export function latestPoint(points: readonly PriceDevelopmentPoint[]): PriceDevelopmentPoint | null {
  for (let i = points.length - 1; i >= 0; i--) if (points[i]!.marketIndex !== null) return points[i]!;
  return null;
}
