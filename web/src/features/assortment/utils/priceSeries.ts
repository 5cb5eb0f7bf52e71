import type { PriceHistoryPoint } from '@pm/contracts';

/** [epoch milliseconds, price] pairs for a time-axis chart. */
export type SeriesPoint = [number, number];

/**
 * A URL's price history as chart series: accepted prices form the line, flagged ones (not used
 * until confirmed) are drawn apart; points without a usable price are left out. Sorted by time.
 */
export function priceSeries(points: readonly PriceHistoryPoint[]): { accepted: SeriesPoint[]; flagged: SeriesPoint[] } {
  const accepted: SeriesPoint[] = [];
  const flagged: SeriesPoint[] = [];
  for (const point of points) {
    const at = Date.parse(point.at);
    const price = point.price === null ? Number.NaN : Number(point.price);
    if (!Number.isFinite(at) || !Number.isFinite(price)) continue;
    (point.flagged ? flagged : accepted).push([at, price]);
  }
  const byTime = (a: SeriesPoint, b: SeriesPoint) => a[0] - b[0];
  return { accepted: accepted.sort(byTime), flagged: flagged.sort(byTime) };
}
