/**
 * Medians from bounded histograms: a median cannot be kept with `$inc`, but the count and the sum
 * of the values in fixed bins can. A bin's value is the mean of the values in it, so a median is
 * exact when its bin holds one value (or equal ones) and otherwise off by less than the bin width:
 * deviation percent in bins of 0.1 percentage points (clamped to ±1,000 %), deviation amounts in
 * bins 2 % wide (log scale, so a 1 € and a 1,000 € deviation are both resolved to 2 %).
 */

/** Bin counts and value sums: `c.<bin>` and `s.<bin>` in the aggregate document. */
export interface Histogram {
  c?: Record<string, number>;
  s?: Record<string, number>;
}

const PERCENT_BIN_BP = 10; // 0.1 percentage points in basis points
const PERCENT_LIMIT_BP = 100_000; // ±1,000 %
const AMOUNT_BASE = Math.log(1.02);

/** The bin of a deviation in basis points of the own price. */
export function percentBin(basisPoints: number): string {
  const clamped = Math.max(-PERCENT_LIMIT_BP, Math.min(PERCENT_LIMIT_BP, basisPoints));
  return `b${Math.round(clamped / PERCENT_BIN_BP)}`;
}

/** The bin of a deviation in cents: 0 alone, otherwise sign × round(ln|cents| / ln 1.02). */
export function amountBin(cents: number): string {
  if (cents === 0) return 'b0';
  const magnitude = Math.round(Math.log(Math.abs(cents)) / AMOUNT_BASE) + 1;
  return `b${cents < 0 ? -magnitude : magnitude}`;
}

/** Adds histograms (several shops or days) into one. */
export function mergeHistograms(parts: readonly (Histogram | undefined)[]): Required<Histogram> {
  const merged: Required<Histogram> = { c: {}, s: {} };
  for (const part of parts) {
    for (const [bin, count] of Object.entries(part?.c ?? {})) if (count) merged.c[bin] = (merged.c[bin] ?? 0) + count;
    for (const [bin, sum] of Object.entries(part?.s ?? {})) if (sum) merged.s[bin] = (merged.s[bin] ?? 0) + sum;
  }
  return merged;
}

/** The median of the values behind a histogram (mean of the two middle ones for an even count); null when empty. */
export function histogramMedian(histogram: Histogram): number | null {
  const bins = Object.entries(histogram.c ?? {})
    .filter(([, count]) => count > 0)
    .map(([bin, count]) => ({ order: Number(bin.slice(1)), count, value: (histogram.s?.[bin] ?? 0) / count }))
    .sort((a, b) => a.order - b.order);
  const total = bins.reduce((sum, bin) => sum + bin.count, 0);
  if (total === 0) return null;
  const at = (rank: number): number => {
    let seen = 0;
    for (const bin of bins) {
      seen += bin.count;
      if (rank < seen) return bin.value;
    }
    return bins.at(-1)!.value;
  };
  const middle = Math.floor(total / 2);
  return total % 2 === 1 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
}
