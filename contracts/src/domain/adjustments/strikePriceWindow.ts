/**
 * Spec §9: a strike price is exported only inside its window. The window is the proposal's
 * (from … until); a proposal that names no end is exported for 30 days from its start, and one
 * without a start starts when it was confirmed (the price takes effect then).
 */
export const DEFAULT_STRIKE_WINDOW_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface StrikePriceOf {
  strikePrice: number | null;
  strikePriceFrom: string | null;
  strikePriceUntil: string | null;
  confirmedAt: string;
}

/** The end of the strike window (ISO); null without a strike price. */
export function strikeWindowEnd(row: StrikePriceOf): string | null {
  if (row.strikePrice === null) return null;
  if (row.strikePriceUntil) return row.strikePriceUntil;
  const start = Date.parse(row.strikePriceFrom ?? row.confirmedAt);
  return Number.isNaN(start) ? null : new Date(start + DEFAULT_STRIKE_WINDOW_DAYS * DAY_MS).toISOString();
}

/** Whether the strike price may be exported at `now`: only inside its window. */
export function strikeActive(row: StrikePriceOf, now: Date): boolean {
  const until = strikeWindowEnd(row);
  if (until === null) return false;
  const from = row.strikePriceFrom ? Date.parse(row.strikePriceFrom) : Number.NEGATIVE_INFINITY;
  return now.getTime() >= from && now.getTime() < Date.parse(until);
}
