/**
 * A price index: the geometric mean of price ratios × 100, two decimals (100 = on par, 105 = 5 %
 * higher on average). Every ratio weighs the same whatever the price behind it, so indexes of
 * cheap and dear products compare. Ratios that are not positive finite numbers are left out;
 * null without any. The one computation the dashboard's price development and the insights share.
 */
export function geometricIndex(ratios: readonly number[]): number | null {
  const valid = ratios.filter((ratio) => Number.isFinite(ratio) && ratio > 0);
  if (valid.length === 0) return null;
  return indexOfMeanLog(valid.reduce((sum, ratio) => sum + Math.log(ratio), 0) / valid.length);
}

/** The index of a mean of ln(ratio) — for aggregates that keep the sum of logs and their count instead of the ratios. */
export function indexOfMeanLog(meanLog: number): number {
  return Math.round(Math.exp(meanLog) * 10_000) / 100;
}
