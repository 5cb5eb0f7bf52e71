import { describe, expect, it } from 'vitest';
import { decideStrikePrice, strikeReference } from './strikePrice.ts';

const now = Date.parse('2026-11-22T05:00:00.000Z');
const daysAgo = (days: number) => new Date(now - days * 86_400_000).toISOString();

describe('strike price (docs/pricing.md example 8)', () => {
  it('reference: lowest own price of the 30 days before now, including the one in force when the window opened and the current one', () => {
    // 62.00 set 40 days ago was in force until 59.50 came 20 days ago.
    expect(strikeReference([{ at: daysAgo(40), price: 62 }, { at: daysAgo(20), price: 59.5 }], 59.5, now)).toBe(59.5);
    // 49.00 set 45 days ago was still in force 30 days ago: it counts.
    expect(strikeReference([{ at: daysAgo(45), price: 49 }, { at: daysAgo(25), price: 59.5 }], 59.5, now)).toBe(49);
    // Only the latest price before the window counts, not older ones.
    expect(strikeReference([{ at: daysAgo(60), price: 39 }, { at: daysAgo(45), price: 64 }, { at: daysAgo(10), price: 61 }], 61, now)).toBe(61);
    // A short sale inside the window sets the reference.
    expect(strikeReference([{ at: daysAgo(40), price: 62 }, { at: daysAgo(12), price: 54.99 }, { at: daysAgo(5), price: 62 }], 62, now)).toBe(54.99);
    expect(strikeReference([{ at: daysAgo(-1), price: 10 }], 59.5, now)).toBe(59.5);
    expect(strikeReference(undefined, null, now)).toBeNull();
    expect(strikeReference([], 59.5, now)).toBe(59.5);
  });
  it('a new price below the reference shows the reference struck through from now for 30 days', () => {
    expect(decideStrikePrice(58.99, 59.5, now)).toEqual({
      strikePrice: 59.5,
      from: '2026-11-22T05:00:00.000Z',
      until: '2026-12-22T05:00:00.000Z',
      trace: { reference: 59.5, from: '2026-11-22T05:00:00.000Z', until: '2026-12-22T05:00:00.000Z', reason: 'BELOW_REFERENCE' },
    });
  });
  it('no strike price at or above the reference, or without any own price', () => {
    expect(decideStrikePrice(59.5, 59.5, now)).toMatchObject({ strikePrice: null, trace: { reference: 59.5, reason: 'NOT_BELOW_REFERENCE' } });
    expect(decideStrikePrice(64, 59.5, now)).toMatchObject({ strikePrice: null, from: null, until: null });
    expect(decideStrikePrice(10, null, now)).toMatchObject({ strikePrice: null, trace: { reference: null, reason: 'NO_PRICE_HISTORY' } });
  });
});
