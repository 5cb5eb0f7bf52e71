import type { OwnPricePoint } from '../projectors/ownPriceHistoryProjector.ts';

/** Points of several series of one market (a country's product price, a channel's confirmed prices) in time order. */
export function mergedPoints(...series: readonly (readonly OwnPricePoint[])[]): OwnPricePoint[] {
  return series.flat().sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
}

/**
 * The lowest own price in force at any moment of [from, to) (German price law: the lowest price
 * of the 30 days before a reduction): the price in force at `from` — the last point before it —
 * and every price set within. A null point (no price from then on) offers nothing; null when no
 * price was in force at all. `points` in time order.
 */
export function lowestPriceIn(points: readonly OwnPricePoint[], from: string, to: string): number | null {
  let inForce: number | null = null;
  let lowest: number | null = null;
  const consider = (cents: number | null) => {
    if (cents !== null && (lowest === null || cents < lowest)) lowest = cents;
  };
  for (const point of points) {
    if (point.at <= from) inForce = point.cents;
    else if (point.at < to) consider(point.cents);
    else break;
  }
  consider(inForce);
  return lowest;
}

/** The price in force at `at` (the last point at or before it). */
export function priceAt(points: readonly OwnPricePoint[], at: string): number | null {
  let inForce: number | null = null;
  for (const point of points) {
    if (point.at > at) break;
    inForce = point.cents;
  }
  return inForce;
}
