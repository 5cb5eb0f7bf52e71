import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimalTextToCents } from './decimal.ts';

/** The conversion as first written (split and pad), with the sign read first: the digit-by-digit path must give the same. */
function reference(amount: string): number {
  if (amount.startsWith('-')) {
    const magnitude = reference(amount.slice(1));
    return magnitude === 0 ? 0 : -magnitude;
  }
  const [integer = '0', fraction = ''] = amount.split('.');
  const padded = `${fraction}000`.slice(0, 3);
  const cents = Number(integer) * 100 + Number(padded.slice(0, 2));
  return Number(padded[2]) >= 5 ? cents + 1 : cents;
}

describe('decimalTextToCents', () => {
  it('converts scraped prices to cents, half up on the third decimal', () => {
    expect(decimalTextToCents('19.99')).toBe(1999);
    expect(decimalTextToCents('19.995')).toBe(2000);
    expect(decimalTextToCents('19.994')).toBe(1999);
    expect(decimalTextToCents('1299')).toBe(129900);
    expect(decimalTextToCents('5.')).toBe(500);
    expect(decimalTextToCents('.5')).toBe(50);
    expect(decimalTextToCents('0.009')).toBe(1);
    expect(decimalTextToCents('')).toBe(0);
    expect(decimalTextToCents('-1.50')).toBe(-150);
    expect(decimalTextToCents('-0.005')).toBe(-1);
    expect(Object.is(decimalTextToCents('-0.00'), 0)).toBe(true);
  });

  it('gives what the general conversion gives for any text of digits and dots', () => {
    const text = fc.string({ unit: fc.constantFrom('0', '1', '5', '9', '.', ',', '-', 'e', ' '), maxLength: 30 });
    const price = fc.tuple(fc.bigInt({ min: 0n, max: 10n ** 16n }), fc.option(fc.stringMatching(/^\d{0,6}$/))).map(([integer, fraction]) => (fraction === null ? `${integer}` : `${integer}.${fraction}`));
    fc.assert(fc.property(fc.oneof(text, price), (amount) => Object.is(decimalTextToCents(amount), reference(amount))), { numRuns: 5000 });
  });
});
