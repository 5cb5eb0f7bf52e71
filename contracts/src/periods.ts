/**
 * The one home of the date filters of spec §9 ("last 2, 7, 30 days", all time): every query and
 * chart that turns such a range into a start (the insights, the price development, a product's
 * price history and its chart) asks here, so "the last 30 days" covers the same 30 days on every
 * screen: today and the 29 days before, UTC.
 */

/** A period of spec §9 (the insights', the price development's and the price histories' `range`). */
export type PeriodRange = '2d' | '7d' | '30d' | 'all';

const DAY_MS = 86_400_000;
const RANGE_DAYS: Record<PeriodRange, number | null> = { '2d': 2, '7d': 7, '30d': 30, all: null };

/** The UTC calendar day (YYYY-MM-DD) of a time (a Date, epoch milliseconds, or an ISO time or day). */
export const utcDay = (at: Date | number | string): string => new Date(at).toISOString().slice(0, 10);

/**
 * The first day (YYYY-MM-DD, UTC) of "the last N days" on the UTC day of `at`: today counts, so
 * the last 30 days are today and the 29 days before (the last 2: yesterday and today). All
 * time has no first day of its own (null: from the first day with data).
 */
export function rangeFirstDay(range: PeriodRange, at: Date | number | string): string | null {
  const days = RANGE_DAYS[range];
  if (days === null) return null;
  return utcDay(Date.parse(`${utcDay(at)}T00:00:00Z`) - (days - 1) * DAY_MS);
}

/** The start of the period as a time: midnight (UTC) of its first day (null: all time). */
export function rangeStartTime(range: PeriodRange, at: Date | number | string): string | null {
  const day = rangeFirstDay(range, at);
  return day === null ? null : `${day}T00:00:00.000Z`;
}
