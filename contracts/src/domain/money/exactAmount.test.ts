import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ceilCents, centsText, exact, Exact, floorCents, roundCents, toCents } from './exactAmount.ts';

/** The rounding worked out with BigInt alone: what the fast paths must agree with. */
function reference(num: bigint, den: bigint): { halfUp: bigint; up: bigint; down: bigint } {
  const scaled = num * 100n;
  const floor = scaled >= 0n ? scaled / den : -((-scaled + den - 1n) / den);
  const up = floor * den === scaled ? floor : floor + 1n;
  const twice = 2n * (scaled < 0n ? -scaled : scaled);
  const magnitude = (twice + den) / (2n * den);
  return { halfUp: scaled < 0n ? -magnitude : magnitude, up, down: floor };
}

const asCents = (cents: bigint): number => Number(cents) / 100;

describe('exact rounding (issue 12: one rounding family)', () => {
  it('rounds any fraction as BigInt arithmetic does, also at and next to the half cent', () => {
    // Numerators near a half cent of the denominator hit the points where a binary estimate cannot decide.
    const nearHalf = fc.tuple(fc.bigInt({ min: 1n, max: 10n ** 12n }), fc.bigInt({ min: -(10n ** 9n), max: 10n ** 9n }), fc.integer({ min: -3, max: 3 })).map(([den, cents, off]) => new Exact(((2n * cents + 1n) * den) / 200n + BigInt(off), den));
    const anyFraction = fc.tuple(fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }), fc.bigInt({ min: 1n, max: 10n ** 30n })).map(([num, den]) => new Exact(num, den));
    const exactTie = fc.tuple(fc.bigInt({ min: -(10n ** 9n), max: 10n ** 9n }), fc.bigInt({ min: 1n, max: 10n ** 9n })).map(([cents, k]) => new Exact((2n * cents + 1n) * k, 200n * k));
    fc.assert(
      fc.property(fc.oneof(nearHalf, exactTie, anyFraction), (amount) => {
        const expected = reference(amount.num, amount.den);
        expect(roundCents(amount)).toBe(asCents(expected.halfUp));
        expect(ceilCents(amount)).toBe(asCents(expected.up));
        expect(floorCents(amount)).toBe(asCents(expected.down));
      }),
      { seed: 20261126, numRuns: 3000 },
    );
  });

  it('rounds a number as the decimal it was written as (up to four decimals, with binary noise from a sum)', () => {
    const tenThousandths = fc.integer({ min: -(10 ** 11), max: 10 ** 11 });
    fc.assert(
      fc.property(tenThousandths, tenThousandths, (a, b) => {
        // A sum of two amounts in binary (52.9 + 4.95 = 57.85000000000001) is rounded as the decimal its shortest form shows.
        for (const amount of [a / 10_000, a / 100 + b / 10_000]) {
          const { num, den } = exact(amount);
          const expected = reference(num, den);
          expect(roundCents(amount)).toBe(asCents(expected.halfUp));
          expect(toCents(amount)).toBe(Number(expected.halfUp));
          expect(ceilCents(amount)).toBe(asCents(expected.up));
          expect(floorCents(amount)).toBe(asCents(expected.down));
        }
      }),
      { seed: 20261126, numRuns: 3000 },
    );
  });

  it('writes whole cents with a dot and two decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(10 ** 11), max: 10 ** 11 }), (cents) => {
        const text = centsText(cents / 100);
        expect(text).toMatch(/^-?\d+\.\d\d$/);
        expect(toCents(Number(text))).toBe(cents);
      }),
      { seed: 20261126, numRuns: 2000 },
    );
  });

  it('never answers −0', () => {
    expect(Object.is(roundCents(-0.001), 0)).toBe(true);
    expect(Object.is(ceilCents(-0.003), 0)).toBe(true);
    expect(Object.is(roundCents(exact(-1).div(exact(1000))), 0)).toBe(true);
  });
});
