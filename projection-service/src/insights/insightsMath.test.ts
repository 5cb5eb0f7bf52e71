/** The brand index from the aggregates' log sums. */
import { describe, expect, it } from 'vitest';
import { indexOfLogs } from './insightsMath.ts';

describe('price index from log sums', () => {
  it('is the geometric mean of own ÷ reference × 100', () => {
    const log = (ratio: number) => Math.round(Math.log(ratio) * 1e6);
    // sqrt(1.25 × 0.8) = 1 → 100; a single ratio of 1.1 → 110.
    expect(indexOfLogs(log(1.25) + log(0.8), 2)).toBe(100);
    expect(indexOfLogs(log(1.1), 1)).toBe(110);
    expect(indexOfLogs(0, 0)).toBeNull();
  });
});
