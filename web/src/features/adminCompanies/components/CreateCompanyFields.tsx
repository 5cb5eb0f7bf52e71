import { useLingui } from '@lingui/react/macro';
import { Dropdown, Field, Input, makeStyles, Option, Select, Text, tokens } from '@fluentui/react-components';
import type { InputProps } from '@fluentui/react-components';
import { COUNTRIES } from '@pm/contracts';
import type { Country } from '@pm/contracts';
import { COUNTRY_NAMES } from '../../../i18n/countryNames.ts';
import { mediaUp } from '../../../theme/breakpoints.ts';
import { createCompanyFieldMessage } from '../utils/createCompanyMessages.ts';
import { PASSWORD_MIN } from '../utils/validateCreateCompany.ts';
import type { CreateCompanyErrors, CreateCompanyField, CreateCompanyValues } from '../utils/validateCreateCompany.ts';

const PASSWORD_MIN_LENGTH = PASSWORD_MIN;

const useStyles = makeStyles({
  fields: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, border: 'none', margin: 0, padding: 0 },
  legend: { padding: 0, marginBottom: tokens.spacingVerticalS },
  pair: {
    display: 'grid',
    gap: tokens.spacingVerticalM,
    [mediaUp('sm')]: { gridTemplateColumns: '1fr 1fr', columnGap: tokens.spacingHorizontalM },
  },
});

interface CreateCompanyFieldsProps {
  values: CreateCompanyValues;
  errors: CreateCompanyErrors;
  disabled: boolean;
  onChange(next: Partial<CreateCompanyValues>): void;
}

/** The inputs of the "Create company" form: the company, then its first administrator. */
export function CreateCompanyFields({ values, errors, disabled, onChange }: CreateCompanyFieldsProps) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const message = (field: CreateCompanyField) => {
    const error = errors[field];
    return error ? i18n._(createCompanyFieldMessage(field, error)) : undefined;
  };
  const fieldState = (field: CreateCompanyField) => {
    const text = message(field);
    return { validationState: text ? ('error' as const) : ('none' as const), validationMessage: text, required: true };
  };
  const text = (field: 'name' | 'firstName' | 'lastName' | 'email' | 'password', extra: InputProps = {}) => (
    <Input
      {...extra}
      name={field}
      value={values[field]}
      disabled={disabled}
      onChange={(_event, data) => onChange({ [field]: data.value })}
    />
  );
  const countryName = (country: Country) => i18n._(COUNTRY_NAMES[country]);

  const setCountries = (selected: string[]) => {
    const countries = COUNTRIES.filter((country) => selected.includes(country));
    const lead = values.leadCountry !== '' && countries.includes(values.leadCountry) ? values.leadCountry : (countries[0] ?? '');
    onChange({ countries, leadCountry: lead });
  };

  return (
    <div className={styles.fields}>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>
          <Text weight="semibold" size={400}>{t`Company`}</Text>
        </legend>
        <Field label={t`Company name`} {...fieldState('name')}>
          {text('name', { autoComplete: 'organization' })}
        </Field>
        <div className={styles.pair}>
          <Field label={t`Countries`} {...fieldState('countries')}>
            <Dropdown
              multiselect
              placeholder={t`Select countries`}
              selectedOptions={values.countries}
              value={values.countries.map(countryName).join(', ')}
              disabled={disabled}
              onOptionSelect={(_event, data) => setCountries(data.selectedOptions)}
            >
              {COUNTRIES.map((country) => (
                <Option key={country} value={country}>
                  {countryName(country)}
                </Option>
              ))}
            </Dropdown>
          </Field>
          <Field label={t`Lead country`} {...fieldState('leadCountry')}>
            <Select
              value={values.leadCountry}
              disabled={disabled || values.countries.length === 0}
              onChange={(_event, data) => onChange({ leadCountry: data.value as Country | '' })}
            >
              <option value="">{t`Select the lead country`}</option>
              {values.countries.map((country) => (
                <option key={country} value={country}>
                  {countryName(country)}
                </option>
              ))}
            </Select>
          </Field>
        </div>
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>
          <Text weight="semibold" size={400}>{t`First administrator`}</Text>
        </legend>
        <div className={styles.pair}>
          <Field label={t`First name`} {...fieldState('firstName')}>
            {text('firstName', { autoComplete: 'off' })}
          </Field>
          <Field label={t`Last name`} {...fieldState('lastName')}>
            {text('lastName', { autoComplete: 'off' })}
          </Field>
        </div>
        <Field label={t`Email`} {...fieldState('email')}>
          {text('email', { type: 'email', inputMode: 'email', autoComplete: 'off' })}
        </Field>
        <Field label={t`Password`} hint={t`At least ${PASSWORD_MIN_LENGTH} characters.`} {...fieldState('password')}>
          {text('password', { type: 'password', autoComplete: 'new-password' })}
        </Field>
      </fieldset>
    </div>
  );
}
