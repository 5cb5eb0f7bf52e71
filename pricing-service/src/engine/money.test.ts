import { describe, expect, it } from 'vitest';
import { ceilCents, floorCents, roundCents, roundPercent, toCents } from './money.ts';

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
