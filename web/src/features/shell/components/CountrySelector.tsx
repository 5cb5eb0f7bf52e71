import { useLingui } from '@lingui/react/macro';
import { Field, Select } from '@fluentui/react-components';
import type { Country } from '@pm/contracts';
import { COUNTRY_NAMES } from '../../../i18n/countryNames.ts';
import { useProfile } from '../../../lib/api/profileQuery.ts';
import { usePreferencesStore } from '../../../lib/stores/preferencesStore.ts';
import { selectableCountries } from '../../../lib/utils/profilePreferences.ts';

/** Picks the country the price views show; only when the company has more than one (spec §1). */
export function CountrySelector({ className, compact = false }: { className?: string; compact?: boolean }) {
  const { t, i18n } = useLingui();
  const company = useProfile().data?.company;
  const selected = usePreferencesStore((s) => s.selectedCountry);
  const setSelected = usePreferencesStore((s) => s.setSelectedCountry);
  const countries = company ? selectableCountries(company) : [];
  if (countries.length <= 1) return null;

  const select = (
    <Select
      className={compact ? className : undefined}
      size={compact ? 'small' : 'medium'}
      // Compact (phone header): no room for a visible label, so it is named for screen readers.
      aria-label={compact ? t`Country` : undefined}
      value={countries.includes(selected) ? selected : countries[0]}
      onChange={(_event, data) => setSelected(data.value as Country)}
    >
      {countries.map((country) => (
        <option key={country} value={country}>
          {i18n._(COUNTRY_NAMES[country])}
        </option>
      ))}
    </Select>
  );
  if (compact) return select;
  return (
    <Field className={className} label={t`Country`}>
      {select}
    </Field>
  );
}
