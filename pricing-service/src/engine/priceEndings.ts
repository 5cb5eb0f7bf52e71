/**
 * Price endings (spec §5, docs/pricing.md "Price endings"): the proposed gross price must end in
 * one of the configured cent values. For each ending the nearest price with that ending below (or
 * at) and above (or at) the price are candidates. The rounding direction picks among them:
 * DOWN the highest candidate not above the price, UP the lowest not below it, NEAREST the closest
 * (the lower one on a tie). A candidate outside the allowed range [min, max] is skipped and the
 * next one in the same preference order is tried — first the preferred direction, then the other;
 * none inside the range: no price (CONSTRAINTS_NOT_MET, NO_PRICE_ENDING_IN_RANGE).
 */
import type { PriceEndings } from '@pm/contracts';
import { toCents } from './money.ts';

/** The ended price, or null when no price with an allowed ending lies in [min, max]. */
export function applyPriceEnding(price: number, settings: PriceEndings, min: number, max: number): number | null {
  if (settings.endings.length === 0) return price;
  const cents = toCents(price);
  const minCents = Math.max(1, toCents(min));
  const maxCents = Number.isFinite(max) ? toCents(max) : Number.MAX_SAFE_INTEGER;
  // Best candidate per side: the closest to the price (on the same distance, the lower one).
  let below = -1;
  let above = -1;
  for (const ending of settings.endings) {
    const down = Math.floor((cents - ending) / 100) * 100 + ending;
    const up = down === cents ? down : down + 100;
    if (down >= minCents && down <= maxCents && down > below) below = down;
    if (up >= minCents && up <= maxCents && (above === -1 || up < above)) above = up;
  }
  const preferDown = settings.rounding === 'DOWN' || (settings.rounding === 'NEAREST' && (above === -1 || (below !== -1 && cents - below <= above - cents)));
  const chosen = preferDown ? (below !== -1 ? below : above) : above !== -1 ? above : below;
  return chosen === -1 ? null : chosen / 100;
}
