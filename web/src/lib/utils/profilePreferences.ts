import { DEFAULT_COUNTRY } from '@pm/contracts';
import type { Country, Profile } from '@pm/contracts';
import type { ShippingCostToggles } from '../stores/preferencesStore.ts';

/** Shipping toggles of every price view from the user's setting (default true, spec §4). */
export function shippingTogglesFrom(settings: Partial<Pick<Profile['settings'], 'withShippingCost'>>): ShippingCostToggles {
  const on = settings.withShippingCost ?? true;
  return { priceAnalysis: on, priceEngine: on, stores: on };
}

/** The company's lead country, default de (spec §4). */
export function leadCountryFrom(company: Pick<Profile['company'], 'leadCountry'>): Country {
  return company.leadCountry ?? DEFAULT_COUNTRY;
}

/** The company's countries for the country selector: non-null, without repeats, in order. */
export function selectableCountries(company: Pick<Profile['company'], 'countries'>): Country[] {
  return [...new Set(company.countries.filter((country): country is Country => country !== null))];
}
