import { describe, expect, it } from 'vitest';
import { cheapestOffer, deviation, isOutOfStock, offerTotalCents, ownRank, toCents } from './priceDeviation.ts';

describe('price deviation', () => {
  it('converts decimal strings to cents exactly', () => {
    expect(toCents('1299.00')).toBe(129_900);
    expect(toCents('0.1')).toBe(10);
    expect(toCents('19.995')).toBe(2000);
    expect(toCents('19.994')).toBe(1999);
    expect(toCents('7')).toBe(700);
  });

  const offers = [
    { urlId: 'a', sourceId: 's1', price: '99.00', shippingCost: '4.95', availability: 'InStock' },
    { urlId: 'b', sourceId: 's2', price: '101.00', shippingCost: null, availability: 'InStock' },
    { urlId: 'c', sourceId: 's3', price: '80.00', shippingCost: '0', availability: 'OutOfStock' },
    { urlId: 'd', sourceId: 's4', price: null, availability: null },
  ];

  it('finds the cheapest available offer with and without shipping', () => {
    expect(cheapestOffer(offers, false)).toEqual({ urlId: 'a', sourceId: 's1', totalCents: 9900 });
    // With shipping, 99.00 + 4.95 is dearer than 101.00 with no shipping shown (counted as 0).
    expect(cheapestOffer(offers, true)).toEqual({ urlId: 'b', sourceId: 's2', totalCents: 10100 });
  });

  it('has no cheapest offer without competitors or when all are out of stock', () => {
    expect(cheapestOffer([], true)).toBeNull();
    expect(cheapestOffer([offers[2]!, offers[3]!], false)).toBeNull();
  });

  it('computes the deviation in percent and absolute', () => {
    expect(deviation(11_000, 10_000)).toEqual({ absoluteCents: 1000, percent: 10 });
    expect(deviation(9_950, 10_000)).toEqual({ absoluteCents: -50, percent: -0.5 });
    expect(deviation(100, 0)).toEqual({ absoluteCents: 100, percent: null });
  });

  it('ranks the own price among the buyable offers, ties counting as cheapest', () => {
    // Buyable without shipping: 99.00 and 101.00.
    expect(ownRank(9_900, offers, false)).toBe(1);
    expect(ownRank(10_000, offers, false)).toBe(2);
    expect(ownRank(20_000, offers, false)).toBe(3);
    expect(ownRank(10_000, offers, true)).toBe(1);
    expect(ownRank(10_000, [offers[2]!, offers[3]!], true)).toBeNull();
  });

  it('totals an offer with and without shipping and tells out-of-stock availabilities', () => {
    expect(offerTotalCents(offers[0]!, true)).toBe(10_395);
    expect(offerTotalCents(offers[0]!, false)).toBe(9_900);
    expect(offerTotalCents(offers[3]!, true)).toBeNull();
    expect(isOutOfStock('SoldOut')).toBe(true);
    expect(isOutOfStock('LimitedAvailability')).toBe(false);
    expect(isOutOfStock(null)).toBe(false);
  });
});
