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

export const STRIKE_WINDOW_DAYS = 30;
const DAY_MS = 86_400_000;

export interface StrikePriceDecision {
  strikePrice: number | null;
  from: string | null;
  until: string | null;
  trace: DecisionTrace['strikePrice'];
}

/** Lowest own price in the 30 days before `nowMs` (see above); null without any price. */
export function strikeReference(history: readonly { at: string; price: number }[] | undefined, currentPrice: number | null, nowMs: number): number | null {
  const windowStart = nowMs - STRIKE_WINDOW_DAYS * DAY_MS;
  let lowest = currentPrice;
  let inForceAtStart: number | null = null;
  let inForceSince = -Infinity;
  for (const entry of history ?? []) {
    const at = Date.parse(entry.at);
    if (Number.isNaN(at) || at > nowMs) continue;
    if (at < windowStart) {
      // The latest price set before the window was still in force when it opened.
      if (at >= inForceSince) [inForceAtStart, inForceSince] = [entry.price, at];
      continue;
    }
    if (lowest === null || entry.price < lowest) lowest = entry.price;
  }
  if (inForceAtStart !== null && (lowest === null || inForceAtStart < lowest)) lowest = inForceAtStart;
  return lowest;
}

export function decideStrikePrice(newPrice: number, reference: number | null, nowMs: number): StrikePriceDecision {
  if (reference === null) return { strikePrice: null, from: null, until: null, trace: { reference: null, from: null, until: null, reason: 'NO_PRICE_HISTORY' } };
  if (newPrice >= reference) return { strikePrice: null, from: null, until: null, trace: { reference, from: null, until: null, reason: 'NOT_BELOW_REFERENCE' } };
  const from = new Date(nowMs).toISOString();
  const until = new Date(nowMs + STRIKE_WINDOW_DAYS * DAY_MS).toISOString();
  return { strikePrice: reference, from, until, trace: { reference, from, until, reason: 'BELOW_REFERENCE' } };
}
