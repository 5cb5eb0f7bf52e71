import { describe, expect, it } from 'vitest';
import { geometricIndex } from './geometricIndex.ts';

describe('geometricIndex', () => {
  it('is the geometric mean of the ratios × 100: 5 % dearer and 5 % cheaper is not quite on par', () => {
    expect(geometricIndex([1, 1])).toBe(100);
    expect(geometricIndex([2, 0.5])).toBe(100);
    expect(geometricIndex([1.05, 0.95])).toBe(99.87);
  });

  it('leaves out ratios that are no positive number, and has none without any', () => {
    expect(geometricIndex([1.1, 0, Number.NaN, Number.POSITIVE_INFINITY, -1])).toBe(110);
    expect(geometricIndex([])).toBeNull();
  });
});
