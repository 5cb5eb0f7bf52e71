import { describe, expect, it } from 'vitest';
import { commissionFee, commissionOf } from './commission.ts';

describe('commission (docs/pricing.md example 2)', () => {
  it('is the rate in percent of the gross price; the fee is rounded to the cent, the cost is not', () => {
    expect(commissionOf(59.5, 15)).toBeCloseTo(8.925, 10);
    expect(commissionFee(59.5, 15)).toBe(8.93);
    expect(commissionFee(59.5, 0)).toBe(0);
  });
});
