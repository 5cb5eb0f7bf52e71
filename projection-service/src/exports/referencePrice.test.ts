import { describe, expect, it } from 'vitest';
import { lowestPriceIn, mergedPoints, priceAt } from './referencePrice.ts';

const point = (at: string, cents: number | null, source: 'PRODUCT' | 'RECORDED' | 'CONFIRMED' = 'PRODUCT') => ({ at: `${at}T08:00:00.000Z`, cents, source });
const from = '2026-10-01T00:00:00.000Z';
const to = '2026-10-31T00:00:00.000Z';

describe('the reference price: lowest own price of the 30 days before the start', () => {
  it('counts the price in force when the window opens, and every price set within it', () => {
    const points = [point('2026-09-01', 5000), point('2026-10-10', 4500), point('2026-10-20', 5200)];
    expect(lowestPriceIn(points, from, to)).toBe(4500);
  });

  it('a price set before the window that lasted into it is the reference when it is the lowest', () => {
    expect(lowestPriceIn([point('2026-09-01', 3999), point('2026-10-05', 4999)], from, to)).toBe(3999);
  });

  it('ignores prices after the window (a reduction at the start is not its own reference)', () => {
    expect(lowestPriceIn([point('2026-09-01', 5000), point('2026-10-31', 2000)], from, to)).toBe(5000);
  });

  it('has no reference price when no price was in force in the window', () => {
    expect(lowestPriceIn([], from, to)).toBeNull();
    expect(lowestPriceIn([point('2026-11-02', 5000)], from, to)).toBeNull();
    expect(lowestPriceIn([point('2026-09-01', null)], from, to)).toBeNull();
  });

  it("merges a channel's confirmed prices with the country's product price: the later one is in force", () => {
    const merged = mergedPoints([point('2026-09-01', 5000), point('2026-10-25', 5500)], [point('2026-10-12', 4700, 'CONFIRMED')]);
    expect(merged.map((p) => p.cents)).toEqual([5000, 4700, 5500]);
    expect(lowestPriceIn(merged, from, to)).toBe(4700);
    expect(priceAt(merged, '2026-10-20T00:00:00.000Z')).toBe(4700);
    expect(priceAt(merged, '2026-11-20T00:00:00.000Z')).toBe(5500);
  });
});
