import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Checkbox, Field, Label, makeStyles, Select, Text, tokens } from '@fluentui/react-components';
import { COUNTRIES } from '@pm/contracts';
import type { Country } from '@pm/contracts';
import { mediaUp } from '../../../theme/breakpoints.ts';
import { useCountryName } from '../../../lib/hooks/useCountryName.ts';

const useStyles = makeStyles({
  fieldset: { margin: 0, padding: 0, border: 'none', minWidth: 0 },
  legend: { padding: 0, marginBottom: tokens.spacingVerticalXXS },
  error: { color: tokens.colorPaletteRedForeground1 },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    columnGap: tokens.spacingHorizontalM,
    [mediaUp('sm')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export interface CountryFieldsProps {
  countries: Country[];
  leadCountry: Country | '';
  onChange(next: { countries: Country[]; leadCountry: Country | '' }): void;
  countriesMessage?: string | undefined;
  leadCountryMessage?: string | undefined;
  disabled?: boolean;
}

/** The company's countries (checkboxes) and its lead country (one of them). */
export function CountryFields(props: CountryFieldsProps) {
  const { t } = useLingui();
  const styles = useStyles();
  const countryName = useCountryName();
  const messageId = useId();
  const { countries, leadCountry } = props;

  const toggle = (country: Country, checked: boolean) => {
    const next = checked ? COUNTRIES.filter((c) => c === country || countries.includes(c)) : countries.filter((c) => c !== country);
    // The lead country must stay one of the countries: fall back to the first remaining one.
    const lead = leadCountry !== '' && next.includes(leadCountry) ? leadCountry : (next[0] ?? '');
    props.onChange({ countries: next, leadCountry: lead });
  };

  return (
    <>
      {/* A fieldset, not a Field: a required Field would mark every checkbox as required. */}
      <fieldset className={styles.fieldset} aria-describedby={props.countriesMessage ? messageId : undefined}>
        <legend className={styles.legend}>
          <Label required>{t`Countries`}</Label>
        </legend>
        <div className={styles.grid}>
          {COUNTRIES.map((country, index) => (
            <Checkbox
              key={country}
              label={countryName(country)}
              checked={countries.includes(country)}
              disabled={props.disabled}
              // Lets the form focus the group when no country is selected.
              aria-invalid={index === 0 && props.countriesMessage ? true : undefined}
              onChange={(_event, data) => toggle(country, data.checked === true)}
            />
          ))}
        </div>
        {props.countriesMessage && (
          <Text id={messageId} size={200} className={styles.error}>
            {props.countriesMessage}
          </Text>
        )}
      </fieldset>
      <Field
        label={t`Lead country`}
        required
        hint={t`The country selected when the app opens.`}
        validationState={props.leadCountryMessage ? 'error' : 'none'}
        validationMessage={props.leadCountryMessage}
      >
        <Select
          value={leadCountry}
          disabled={props.disabled}
          onChange={(_event, data) => props.onChange({ countries, leadCountry: countries.find((c) => c === data.value) ?? '' })}
        >
          <option value="" disabled>
            {t`Select the lead country`}
          </option>
          {countries.map((country) => (
            <option key={country} value={country}>
              {countryName(country)}
            </option>
          ))}
        </Select>
      </Field>
    </>
  );
}
