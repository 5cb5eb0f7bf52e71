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
  const minCents = toCents(min);
  const maxCents = Number.isFinite(max) ? toCents(max) : Number.MAX_SAFE_INTEGER;
  const below: number[] = [];
  const above: number[] = [];
  for (const ending of settings.endings) {
    const down = Math.floor((cents - ending) / 100) * 100 + ending;
    below.push(down);
    above.push(down === cents ? down : down + 100);
  }
  const inRange = (c: number) => c >= minCents && c <= maxCents && c > 0;
  const byDistance = (a: number, b: number) => Math.abs(a - cents) - Math.abs(b - cents) || a - b;
  const downFirst = [...below.filter(inRange).sort(byDistance), ...above.filter(inRange).sort(byDistance)];
  const upFirst = [...above.filter(inRange).sort(byDistance), ...below.filter(inRange).sort(byDistance)];
  const order = settings.rounding === 'DOWN' ? downFirst : settings.rounding === 'UP' ? upFirst : [...below, ...above].filter(inRange).sort(byDistance);
  const chosen = order[0];
  return chosen === undefined ? null : chosen / 100;
}
