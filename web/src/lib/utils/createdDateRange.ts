/**
 * The created-date filter of the scrape records: two local calendar days (`YYYY-MM-DD`, as date
 * inputs give them), either may be empty. Both empty means all time. The default is the last
 * 5 days (spec §9): from the start of the day 5 days ago, open-ended.
 */
import { SCRAPE_RECORD_DEFAULT_DAYS } from '@pm/contracts';

export interface CreatedDateRange {
  /** First day included, or '' for no lower bound. */
  from: string;
  /** Last day included, or '' for no upper bound. */
  to: string;
}

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (n: number) => String(n).padStart(2, '0');

/** The local calendar day of `date` as `YYYY-MM-DD`. */
export function localDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Midnight (local time) at the start of a `YYYY-MM-DD` day, plus `addDays`; null when the text is no real day. */
export function startOfLocalDay(day: string, addDays = 0): Date | null {
  const match = DAY_PATTERN.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const start = new Date(year, month, date);
  if (start.getFullYear() !== year || start.getMonth() !== month || start.getDate() !== date) return null;
  start.setDate(start.getDate() + addDays);
  return start;
}

/** Spec §9: the last 5 days, counted from `today`. */
export function defaultCreatedRange(today: Date): CreatedDateRange {
  const from = new Date(today.getFullYear(), today.getMonth(), today.getDate() - SCRAPE_RECORD_DEFAULT_DAYS);
  return { from: localDay(from), to: '' };
}

export type CreatedRangeProblem = 'invalid-from' | 'invalid-to' | 'end-before-start';

/** Why a range cannot be applied, or null when it can. */
export function createdRangeProblem(range: CreatedDateRange): CreatedRangeProblem | null {
  const from = range.from ? startOfLocalDay(range.from) : undefined;
  const to = range.to ? startOfLocalDay(range.to) : undefined;
  if (from === null) return 'invalid-from';
  if (to === null) return 'invalid-to';
  if (from && to && to < from) return 'end-before-start';
  return null;
}

/**
 * The API parameters of a range: `createdFrom` at the start of the first day and `createdTo` at
 * the start of the day after the last (the API's end is exclusive); `days=0` (all time) when
 * both are empty, since the API would otherwise apply its 5-day default.
 */
export function createdRangeParams(range: CreatedDateRange): Record<string, string> {
  const from = range.from ? startOfLocalDay(range.from) : null;
  const to = range.to ? startOfLocalDay(range.to, 1) : null;
  if (!from && !to) return { days: '0' };
  return { ...(from ? { createdFrom: from.toISOString() } : {}), ...(to ? { createdTo: to.toISOString() } : {}) };
}
