import { describe, expect, it } from 'vitest';
import { exclusionOf, offerPolicy, selectCompetitorOffers } from './competitorOffers.ts';
import { NOW, offer } from './testFixtures.ts';

const policy = offerPolicy('EUR', 'de', { mode: 'ALL_EXCEPT', sourceIds: ['excluded'] }, Date.parse(NOW), 48);
const hoursAgo = (hours: number) => new Date(Date.parse(NOW) - hours * 3_600_000).toISOString();

describe('competitor offers (docs/pricing.md example 5 offers)', () => {
  it('says why an offer is not used', () => {
    expect(exclusionOf(offer(), policy)).toBeNull();
    expect(exclusionOf(offer({ own: true, flagged: true }), policy)).toBe('OWN_OFFER');
    expect(exclusionOf(offer({ sourceId: 'excluded' }), policy)).toBe('EXCLUDED_STORE');
    expect(exclusionOf(offer({ price: null }), policy)).toBe('NO_PRICE');
    expect(exclusionOf(offer({ flagged: true }), policy)).toBe('FLAGGED');
    expect(exclusionOf(offer({ observedAt: hoursAgo(49) }), policy)).toBe('STALE');
    expect(exclusionOf(offer({ observedAt: hoursAgo(48) }), policy)).toBeNull();
    expect(exclusionOf(offer({ observedAt: 'yesterday' }), policy)).toBe('STALE');
    expect(exclusionOf(offer({ availability: 'OutOfStock' }), policy)).toBe('OUT_OF_STOCK');
    expect(exclusionOf(offer({ availability: 'Discontinued' }), policy)).toBe('OUT_OF_STOCK');
    expect(exclusionOf(offer({ availability: 'BackOrder' }), policy)).toBeNull();
    expect(exclusionOf(offer({ availability: null }), policy)).toBeNull();
    expect(exclusionOf(offer({ currency: 'CHF' }), policy)).toBe('OTHER_CURRENCY');
    expect(exclusionOf(offer({ currency: null }), policy)).toBeNull();
  });
  it('ONLY mode uses just the listed stores', () => {
    const only = offerPolicy('EUR', 'de', { mode: 'ONLY', sourceIds: ['s1'] }, Date.parse(NOW), 48);
    expect(exclusionOf(offer({ sourceId: 's1' }), only)).toBeNull();
    expect(exclusionOf(offer({ sourceId: 's2' }), only)).toBe('EXCLUDED_STORE');
  });
  it('picks the cheapest usable offer by price and by price + shipping (shipping 0 where unknown)', () => {
    const selection = selectCompetitorOffers(
      [
        offer({ urlId: 'a', price: 52.9, shippingCost: 4.95 }),
        offer({ urlId: 'b', price: 54, shippingCost: null }),
        offer({ urlId: 'c', price: 49.99, availability: 'OutOfStock' }),
        offer({ urlId: 'd', price: 45, flagged: true }),
        offer({ urlId: 'e', price: 44, observedAt: hoursAgo(72) }),
      ],
      policy,
    );
    expect(selection.used).toBe(2);
    expect(selection.cheapestByPrice?.urlId).toBe('a');
    expect(selection.cheapestByTotal).toMatchObject({ urlId: 'b', total: 54 });
    expect(selection.offers.map((o) => [o.urlId, o.total, o.used, o.excludedBecause])).toEqual([
      ['a', 57.85, true, null],
      ['b', 54, true, null],
      ['c', 49.99, false, 'OUT_OF_STOCK'],
      ['d', 45, false, 'FLAGGED'],
      ['e', 44, false, 'STALE'],
    ]);
  });
  it('no offers, or only unusable ones: no cheapest', () => {
    expect(selectCompetitorOffers([], policy)).toEqual({ offers: [], used: 0, cheapestByPrice: null, cheapestByTotal: null });
    const outOfStock = selectCompetitorOffers([offer({ availability: 'OutOfStock' }), offer({ availability: 'SoldOut' })], policy);
    expect(outOfStock).toMatchObject({ used: 0, cheapestByPrice: null, cheapestByTotal: null });
  });
});

describe('issue 12 defect 2: a competitor price of zero or below never counts', () => {
  it('a confirmed 0.00 € (or negative) offer is NO_PRICE; the valid 45 € offer is the cheapest', () => {
    expect(exclusionOf(offer({ price: 0 }), policy)).toBe('NO_PRICE');
    expect(exclusionOf(offer({ price: -1 }), policy)).toBe('NO_PRICE');
    expect(exclusionOf(offer({ price: 0.01 }), policy)).toBeNull();
    const selection = selectCompetitorOffers([offer({ urlId: 'zero', price: 0, shippingCost: 0 }), offer({ urlId: 'valid', price: 45 })], policy);
    expect(selection).toMatchObject({ used: 1, cheapestByPrice: { urlId: 'valid' }, cheapestByTotal: { urlId: 'valid', total: 45 } });
    expect(selection.offers.map((o) => [o.urlId, o.used, o.excludedBecause])).toEqual([
      ['zero', false, 'NO_PRICE'],
      ['valid', true, null],
    ]);
  });
});

