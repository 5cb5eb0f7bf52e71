import { describe, expect, it } from 'vitest';
import { ceilCents, exact, Exact, floorCents, roundCents, roundPercent, toCents } from './money.ts';

describe('cent rounding', () => {
  it('rounds half up without float noise deciding the cent', () => {
    expect(roundCents(1.005)).toBe(1.01);
    expect(roundCents(8.925)).toBe(8.93);
    expect(roundCents(54.739999999999995)).toBe(54.74);
    expect(roundCents(52.371)).toBe(52.37);
  });
  it('rounds lower bounds up and upper bounds down, but keeps whole cents', () => {
    expect(ceilCents(56.525)).toBe(56.53);
    expect(ceilCents(58.65000000000001)).toBe(58.65);
    expect(floorCents(62.475)).toBe(62.47);
    expect(floorCents(58.64999999999999)).toBe(58.65);
  });
  it('converts to whole cents and keeps percent to two decimals', () => {
    expect(toCents(19.99)).toBe(1999);
    expect(roundPercent(44.927536)).toBe(44.93);
    expect(roundPercent(-12.345)).toBe(-12.35);
  });
});

describe('exact amounts (issue 12)', () => {
  it('takes a number as the decimal it was written as', () => {
    expect(exact(4.015)).toEqual(new Exact(4015n, 1000n));
    expect(exact(-0.5)).toEqual(new Exact(-5n, 10n));
    expect(exact(1e-7)).toEqual(new Exact(1n, 10_000_000n));
    expect(exact(1.5e21)).toEqual(new Exact(1_500_000_000_000_000_000_000n));
    expect(exact(35)).toEqual(new Exact(35n));
  });
  it('computes exactly: 1 − 0.8572 − 0.12 × 1.19 is 0, not 5.55e-17', () => {
    expect(exact(1).minus(exact(0.8572)).minus(exact(0.12).times(exact(1.19))).sign()).toBe(0);
    expect(exact(34.5).div(exact(0.6)).times(exact(1.19)).toNumber()).toBe(68.425);
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

