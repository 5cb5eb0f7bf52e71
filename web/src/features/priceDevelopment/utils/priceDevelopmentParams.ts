import type { Country, PriceDevelopmentPoint, PriceDevelopmentRange } from '@pm/contracts';

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

/** The months a user can pick: the current one and the 11 before it, newest first (YYYY-MM). */
export function recentMonths(today: Date, count = 12): string[] {
  const months: string[] = [];
  for (let back = 0; back < count; back++) {
    const date = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - back, 1));
    months.push(date.toISOString().slice(0, 7));
  }
  return months;
}

/** A month's name in the locale, e.g. "November 2026". */
export function formatMonth(month: string, locale: string): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year, index - 1, 1)));
}

/** A day (YYYY-MM-DD) in the locale's short date, e.g. "26.11.2026". */
export function formatDay(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

/** An index value in the locale with two decimals, e.g. "98,03"; "–" without one. */
export function formatIndex(value: number | null, locale: string): string {
  return value === null ? '–' : new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
}

/** The last point with a market index (the headline), or null. */
export function latestPoint(points: readonly PriceDevelopmentPoint[]): PriceDevelopmentPoint | null {
  for (let i = points.length - 1; i >= 0; i--) if (points[i]!.marketIndex !== null) return points[i]!;
  return null;
}
