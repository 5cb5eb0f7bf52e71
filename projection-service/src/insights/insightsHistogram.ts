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

/** A histogram as a reader sees it (a stored document handed over without a copy). */
export interface StoredHistogram {
  readonly c?: Readonly<Record<string, number>>;
  readonly s?: Readonly<Record<string, number>>;
}

/**
 * Histograms added up (several shops or days) by bin number, for their median: each stored
 * histogram's bins are read once (`for…in`, no entry arrays) and merged into maps, and a shop's
 * sums are merged again into the overall figure without re-reading its days.
 */
export class BinSums {
  readonly #counts = new Map<number, number>();
  readonly #sums = new Map<number, number>();

  /** Adds a stored histogram (absent: nothing). */
  add(part: StoredHistogram | undefined): this {
    const counts = part?.c;
    if (!counts) return this;
    // A bin's sum matters only where it holds values (the median skips empty bins): one pass over the counts.
    const sums = part.s ?? {};
    for (const bin in counts) {
      const count = counts[bin]!;
      if (!count) continue;
      const order = Number(bin.slice(1));
      this.#bump(this.#counts, order, count);
      this.#bump(this.#sums, order, sums[bin] ?? 0);
    }
    return this;
  }

  /** Adds other merged sums (a shop's into the overall figure). */
  addSums(other: BinSums): this {
    for (const [bin, count] of other.#counts) this.#bump(this.#counts, bin, count);
    for (const [bin, sum] of other.#sums) this.#bump(this.#sums, bin, sum);
    return this;
  }

  /** The median of the values behind the bins (mean of the two middle ones for an even count); null when empty. */
  median(): number | null {
    const bins: { order: number; count: number; value: number }[] = [];
    let total = 0;
    for (const [order, count] of this.#counts) {
      if (count <= 0) continue;
      bins.push({ order, count, value: (this.#sums.get(order) ?? 0) / count });
      total += count;
    }
    if (total === 0) return null;
    bins.sort((a, b) => a.order - b.order);
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

  #bump(into: Map<number, number>, bin: number, value: number): void {
    into.set(bin, (into.get(bin) ?? 0) + value);
  }
}

/** The median of the values behind a histogram (mean of the two middle ones for an even count); null when empty. */
export function histogramMedian(histogram: StoredHistogram): number | null {
  return new BinSums().add(histogram).median();
}
