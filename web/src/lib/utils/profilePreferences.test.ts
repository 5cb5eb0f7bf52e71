import { describe, expect, it } from 'vitest';
import { leadCountryFrom, selectableCountries, shippingTogglesFrom } from './profilePreferences.ts';

describe('profile preferences', () => {
  it('sets every shipping toggle from withShippingCost, default true', () => {
    expect(shippingTogglesFrom({ withShippingCost: false })).toEqual({ priceAnalysis: false, priceEngine: false, stores: false });
    expect(shippingTogglesFrom({ withShippingCost: true })).toEqual({ priceAnalysis: true, priceEngine: true, stores: true });
    expect(shippingTogglesFrom({})).toEqual({ priceAnalysis: true, priceEngine: true, stores: true });
  });

  it('takes the lead country, default de', () => {
    expect(leadCountryFrom({ leadCountry: 'at' })).toBe('at');
    expect(leadCountryFrom({ leadCountry: null })).toBe('de');
  });

  it('offers the non-null countries once each', () => {
    expect(selectableCountries({ countries: ['de', null, 'at', 'de'] })).toEqual(['de', 'at']);
    expect(selectableCountries({ countries: [null] })).toEqual([]);
  });
});
