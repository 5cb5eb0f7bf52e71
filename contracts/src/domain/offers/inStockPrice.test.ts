import { describe, expect, it } from 'vitest';
import { inStockPriceCents } from './inStockPrice.ts';

describe('the competitor price that counts', () => {
  it('is the current price in cents, half up, when the last visit was clean and the offer is in stock', () => {
    expect(inStockPriceCents({ current: { price: '19.999', availability: 'InStock' }, last: { pageStatus: 'OK' } })).toBe(2000);
    expect(inStockPriceCents({ current: { price: '1299.5' }, last: null })).toBe(129950);
  });

  it('is none without a current price, after an error page, or out of stock', () => {
    expect(inStockPriceCents({ current: null, last: { pageStatus: 'OK' } })).toBeNull();
    expect(inStockPriceCents({ current: { price: '10.00', availability: 'InStock' }, last: { pageStatus: 'NOT_FOUND' } })).toBeNull();
    expect(inStockPriceCents({ current: { price: '10.00', availability: 'OutOfStock' }, last: { pageStatus: 'OK' } })).toBeNull();
  });
});
