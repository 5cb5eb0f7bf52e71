import { describe, expect, it } from 'vitest';
import { ceilCents, centsText, exact, Exact, floorCents, fractionOf, onePlus, roundCents, roundPercent, toCents } from './money.ts';

describe('cent rounding', () => {
  it('rounds half up, the number taken as the decimal it was written as', () => {
    expect(roundCents(1.005)).toBe(1.01);
    expect(roundCents(8.925)).toBe(8.93);
    expect(roundCents(54.739999999999995)).toBe(54.74);
    expect(roundCents(52.371)).toBe(52.37);
    expect(roundCents(-8.925)).toBe(-8.93);
  });
  it('rounds lower bounds up and upper bounds down, but keeps whole cents', () => {
    expect(ceilCents(56.525)).toBe(56.53);
    expect(ceilCents(58.65)).toBe(58.65);
    expect(ceilCents(58.6500001)).toBe(58.66);
    expect(floorCents(62.475)).toBe(62.47);
    expect(floorCents(58.65)).toBe(58.65);
    expect(floorCents(58.6499999)).toBe(58.64);
  });
  it('converts to whole cents exactly, half up (1.005 is 101 cents; 1.005 × 100 is 100.4999… in binary)', () => {
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(0.29)).toBe(29);
    expect(toCents(1.005)).toBe(101);
    expect(toCents(-1.005)).toBe(-101);
    expect(toCents(exact(2).div(exact(3)))).toBe(67);
  });
  it('keeps percent to two decimals with the same rounding', () => {
    expect(roundPercent(44.927536)).toBe(44.93);
    expect(roundPercent(-12.345)).toBe(-12.35);
    expect(roundPercent(exact(200).div(exact(3)))).toBe(66.67);
    // 2346.724999993… % stays 2346.72: no epsilon lifts it to the next hundredth.
    expect(roundPercent(exact(893.6).div(exact(1.19)).minus(exact(30.691)).div(exact(30.691)).times(exact(100)))).toBe(2346.72);
  });
  it('writes an amount with a dot and two decimals', () => {
    expect(centsText(58.99)).toBe('58.99');
    expect(centsText(7)).toBe('7.00');
    expect(centsText(0.5)).toBe('0.50');
    expect(centsText(0.05)).toBe('0.05');
    expect(centsText(-0.05)).toBe('-0.05');
    expect(centsText(1.005)).toBe('1.01');
    expect(centsText(9_999_999.99)).toBe('9999999.99');
  });
});

describe('exact amounts (issue 12)', () => {
  it('takes a number as the decimal it was written as', () => {
    expect(exact(4.015)).toEqual(new Exact(4015n, 1000n));
    expect(exact(-0.5)).toEqual(new Exact(-5n, 10n));
    expect(exact(0.0001)).toEqual(new Exact(1n, 10_000n));
    expect(exact(12_345_678.1234)).toEqual(new Exact(123_456_781_234n, 10_000n));
    expect(exact(4.0149999)).toEqual(new Exact(40_149_999n, 10_000_000n));
    expect(exact(1e-7)).toEqual(new Exact(1n, 10_000_000n));
    expect(exact(1.5e21)).toEqual(new Exact(1_500_000_000_000_000_000_000n));
    expect(exact(35)).toEqual(new Exact(35n));
  });
  it('refuses what is not an amount', () => {
    expect(() => exact(Number.NaN)).toThrow(RangeError);
    expect(() => exact(Infinity)).toThrow(RangeError);
    expect(() => exact(1).div(exact(0))).toThrow(RangeError);
  });
  it('computes exactly: 1 − 0.8572 − 0.12 × 1.19 is 0, not 5.55e-17', () => {
    expect(exact(1).minus(exact(0.8572)).minus(exact(0.12).times(exact(1.19))).sign()).toBe(0);
    expect(exact(34.5).div(exact(0.6)).times(exact(1.19)).toNumber()).toBe(68.425);
    expect(exact(0.1).plus(exact(0.2)).cmp(exact(0.3))).toBe(0);
    expect(exact(0.1).cmp(exact(0.2))).toBe(-1);
  });
  it('keeps rates as exact shares', () => {
    expect(fractionOf(19).cmp(exact(0.19))).toBe(0);
    expect(onePlus(7.7).cmp(exact(1.077))).toBe(0);
  });
  it('rounds an exact amount half up (away from zero), up and down to the cent', () => {
    expect(roundCents(exact(4.015))).toBe(4.02);
    expect(roundCents(exact(4.0149999))).toBe(4.01);
    expect(roundCents(exact(-4.015))).toBe(-4.02);
    expect(roundCents(exact(68.425))).toBe(68.43);
    expect(ceilCents(exact(58.6500001))).toBe(58.66);
    expect(ceilCents(exact(58.65))).toBe(58.65);
    expect(ceilCents(exact(-1.234))).toBe(-1.23);
    expect(floorCents(exact(68.425))).toBe(68.42);
    expect(floorCents(exact(-1.234))).toBe(-1.24);
  });
});
