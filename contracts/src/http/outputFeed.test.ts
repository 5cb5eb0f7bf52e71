import { describe, expect, it } from 'vitest';
import { feedCsv, type FeedRow } from './outputFeed.ts';

const row = (over: Partial<FeedRow>): FeedRow => ({ sku: 'SKU-1', price: 58.99, strikePrice: null, strikePriceUntil: null, currency: 'EUR', adjustmentId: 'a1', confirmedAt: '2026-11-22T07:00:00.000Z', ...over });
const priceCells = (rows: FeedRow[]) => feedCsv(rows).split('\r\n').slice(1).filter(Boolean).map((line) => line.split(',').slice(1, 3));

describe('feed prices (issue 12: money written from exact cents)', () => {
  it('has a dot and two decimals, an empty cell for no strike price', () => {
    expect(priceCells([row({ price: 7 }), row({ sku: 'SKU-2', price: 0.5, strikePrice: 9_999_999.99 })])).toEqual([['7.00', ''], ['0.50', '9999999.99']]);
  });
  it('rounds a price given with more decimals half up as its decimal, not as its binary neighbour (1.005 → 1.01)', () => {
    expect(priceCells([row({ price: 1.005, strikePrice: 2.675 })])).toEqual([['1.01', '2.68']]);
  });
});
