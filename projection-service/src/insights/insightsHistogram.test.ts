/** Medians from histograms: exact for few values, within the bin width for many. */
import { describe, expect, it } from 'vitest';
import { amountBin, BinSums, histogramMedian, percentBin, type Histogram } from './insightsHistogram.ts';

/** The exact median (mean of the two middle values for an even count). */
function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function histogramOf(values: readonly number[], bin: (value: number) => string): Histogram {
  const histogram: Required<Histogram> = { c: {}, s: {} };
  for (const value of values) {
    const key = bin(value);
    histogram.c[key] = (histogram.c[key] ?? 0) + 1;
    histogram.s[key] = (histogram.s[key] ?? 0) + value;
  }
  return histogram;
}

describe('histogram medians', () => {
  it('are exact when the middle values have bins of their own', () => {
    expect(histogramMedian(histogramOf([-2_000, 2_500], percentBin))).toBe(250);
    expect(histogramMedian(histogramOf([-2_000, 500, 700], amountBin))).toBe(500);
    expect(histogramMedian({})).toBeNull();
  });

  it('stay within 0.1 percentage points and 2 % of the amount for many values, merged from parts', () => {
    let seed = 3;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
    for (let round = 0; round < 20; round++) {
      const percents = Array.from({ length: 501 + round }, () => Math.round((random() - 0.4) * 6_000));
      const amounts = Array.from({ length: 300 + round }, () => Math.round((random() - 0.5) * 200_000));
      const half = Math.floor(percents.length / 2);
      const merged = new BinSums().add(histogramOf(percents.slice(0, half), percentBin)).add(histogramOf(percents.slice(half), percentBin));
      expect(Math.abs(merged.median()! - median(percents)!)).toBeLessThanOrEqual(10);
      // Parts merged per shop first, then the shops' sums together: the same median.
      const third = Math.floor(percents.length / 3);
      const shops = [percents.slice(0, third), percents.slice(third)].map((values) => new BinSums().add(histogramOf(values, percentBin)));
      expect(new BinSums().addSums(shops[0]!).addSums(shops[1]!).median()).toBe(new BinSums().add(histogramOf(percents, percentBin)).median());
      const exact = median(amounts)!;
      expect(Math.abs(histogramMedian(histogramOf(amounts, amountBin))! - exact)).toBeLessThanOrEqual(Math.max(1, Math.abs(exact) * 0.02));
    }
  });
});
