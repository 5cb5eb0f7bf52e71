/**
 * Strike price (spec §9, German price law § 11 PAngV; docs/pricing.md "Strike price"): a price
 * reduction may only be advertised against the lowest own price of the 30 days before it. The
 * reference is the lowest of
 * - every own price of the channel set within the 30 days before `now` (priceHistory[channelId]),
 * - the price in force when that window opened (the last one set before it), and
 * - the current price.
 * When the new price is below the reference, strike price = reference, shown from `now` until
 * `now` + 30 days (the export end date default); otherwise no strike price.
 */
import type { DecisionTrace } from '@pm/contracts';
import { compareTime, instant, type Instant } from './isoTime.ts';

export const STRIKE_WINDOW_DAYS = 30;
const DAY_MS = 86_400_000;

export interface StrikePriceDecision {
  strikePrice: number | null;
  from: string | null;
  until: string | null;
  trace: DecisionTrace['strikePrice'];
}

/** The run's clock and the start of the 30-day window before it. */
export interface StrikeWindow {
  now: Instant;
  start: Instant;
}

export const strikeWindow = (nowMs: number): StrikeWindow => ({ now: instant(nowMs), start: instant(nowMs - STRIKE_WINDOW_DAYS * DAY_MS) });

/** Lowest own price in the 30 days before the window's `now` (see above); null without any price. */
export function strikeReference(history: readonly { at: string; price: number }[] | undefined, currentPrice: number | null, window: StrikeWindow): number | null {
  let lowest = currentPrice;
  let inForceAtStart: number | null = null;
  let inForceSince = -Infinity;
  for (const entry of history ?? []) {
    if (!(compareTime(entry.at, window.now) <= 0)) continue; // in the future, or no date
    if (compareTime(entry.at, window.start) < 0) {
      // The latest price set before the window was still in force when it opened.
      const at = Date.parse(entry.at);
      if (at >= inForceSince) [inForceAtStart, inForceSince] = [entry.price, at];
      continue;
    }
    if (lowest === null || entry.price < lowest) lowest = entry.price;
  }
  if (inForceAtStart !== null && (lowest === null || inForceAtStart < lowest)) lowest = inForceAtStart;
  return lowest;
}

/** The strike-price period of a run: from its `now` for 30 days (the same for every proposal of the run). */
export function strikePeriod(nowMs: number): { from: string; until: string } {
  return { from: new Date(nowMs).toISOString(), until: new Date(nowMs + STRIKE_WINDOW_DAYS * DAY_MS).toISOString() };
}

export function decideStrikePrice(newPrice: number, reference: number | null, period: { from: string; until: string }): StrikePriceDecision {
  if (reference === null) return { strikePrice: null, from: null, until: null, trace: { reference: null, from: null, until: null, reason: 'NO_PRICE_HISTORY' } };
  if (newPrice >= reference) return { strikePrice: null, from: null, until: null, trace: { reference, from: null, until: null, reason: 'NOT_BELOW_REFERENCE' } };
  const { from, until } = period;
  return { strikePrice: reference, from, until, trace: { reference, from, until, reason: 'BELOW_REFERENCE' } };
}
