import { describe, expect, it } from 'vitest';
import { cheapestOffersParams, cheapestOffersWithShipping } from './cheapestOffers.ts';

describe('cheapest-prices export', () => {
  it('starts with shipping as the price analysis compares, also when that default arrives after the first render', () => {
    expect(cheapestOffersWithShipping(null, true)).toBe(true);
    expect(cheapestOffersWithShipping(null, false)).toBe(false);
  });

  it('keeps what the user switched on the page', () => {
    expect(cheapestOffersWithShipping(false, true)).toBe(false);
    expect(cheapestOffersWithShipping(true, false)).toBe(true);
  });

  it('asks for the selected country with or without shipping', () => {
    expect(cheapestOffersParams('de', true)).toBe('country=de&withShipping=true');
    expect(cheapestOffersParams('at', false)).toBe('country=at&withShipping=false');
  });
});
