import { describe, expect, it } from 'vitest';
import { commissionFee, commissionOf } from './commission.ts';
import { exact } from './money.ts';

describe('commission (docs/pricing.md example 2)', () => {
  it('is the rate of the gross price, exactly; the fee is half up to the cent', () => {
    expect(commissionOf(59.5, 15).cmp(exact(8.925))).toBe(0);
    expect(commissionFee(59.5, 15)).toBe(8.93);
    expect(commissionFee(59.5, 0)).toBe(0);
  });
  it('decides a half cent exactly (14.7 % of 10.25 is 1.50675; 7 % of 0.5 is 0.035 → 0.04)', () => {
    expect(commissionFee(10.25, 14.7)).toBe(1.51);
    expect(commissionFee(0.5, 7)).toBe(0.04);
  });
  it('takes the commission on a shipping charge too, added exactly (10 % of 8.20 + 4.95 = 1.315 → 1.32)', () => {
    expect(commissionOf(exact(59.5).plus(exact(4.95)), 15).cmp(exact(9.6675))).toBe(0);
    expect(commissionFee(59.5, 15, 4.95)).toBe(9.67);
    expect(commissionFee(8.2, 10, 4.95)).toBe(1.32);
    expect(commissionFee(8.2, 10, 0)).toBe(0.82);
  });
});
