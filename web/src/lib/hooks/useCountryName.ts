import { useLingui } from '@lingui/react';
import type { Country } from '@pm/contracts';
import { COUNTRY_NAMES } from '../../i18n/countryNames.ts';

/** Country names in the active language (the same names as the shell's country selector). */
export function useCountryName(): (country: Country) => string {
  const { i18n } = useLingui();
  return (country) => i18n._(COUNTRY_NAMES[country]);
}
