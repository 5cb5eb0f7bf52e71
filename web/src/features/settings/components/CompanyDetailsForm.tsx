import { useRef } from 'react';
import type { FormEvent } from 'react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { makeStyles, tokens } from '@fluentui/react-components';
import type { CompanyDetails, Country } from '@pm/contracts';
import { errorMessageFor } from '../../../lib/errorMessages.ts';
import { useNotify } from '../../../lib/notify.tsx';
import { useUpdateCompanyDetails } from '../api/updateCompanyDetails.ts';
import { useFieldMessage } from '../../../lib/hooks/useFieldMessage.ts';
import { useFormValues } from '../../../lib/hooks/useFormValues.ts';
import {
  LOGO_PADDING_MAX,
  LOGO_PADDING_MIN,
  toUpdateCompanyBody,
  validateCompanyDetails,
} from '../utils/validateCompanyDetails.ts';
import type { CompanyDetailsValues } from '../utils/validateCompanyDetails.ts';
import { CountryFields } from './CountryFields.tsx';
import { SubmitButton } from '../../../components/SubmitButton.tsx';
import { FormActions } from './FormActions.tsx';
import { TextField } from '../../../components/TextField.tsx';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '640px' },
});

const PADDING_RANGE = msg`Please enter a whole number from ${LOGO_PADDING_MIN} to ${LOGO_PADDING_MAX}.`;

function initialValues(details: CompanyDetails): CompanyDetailsValues {
  return {
    name: details.name,
    logoUrl: details.logoUrl ?? '',
    logoPadding: String(details.logoPadding),
    countries: details.countries.filter((c): c is Country => c !== null),
    leadCountry: details.leadCountry ?? '',
  };
}

/** Name, logo, countries and lead country of the company (COMPANY_ADMIN). */
export function CompanyDetailsForm({ details }: { details: CompanyDetails }) {
  const { t } = useLingui();
  const styles = useStyles();
  const notify = useNotify();
  const fieldMessage = useFieldMessage();
  const formRef = useRef<HTMLFormElement>(null);
  const save = useUpdateCompanyDetails(details.id);
  const { values, setField, errors, check } = useFormValues<CompanyDetailsValues, keyof CompanyDetailsValues>(
    () => initialValues(details),
    validateCompanyDetails,
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending || !check(formRef.current)) return;
    save.mutate(toUpdateCompanyBody(values), {
      onSuccess: () => notify.success(t`Company details saved.`),
      onError: (error) => notify.error(t(errorMessageFor(error))),
    });
  };

  const busy = save.isPending;
  const min = LOGO_PADDING_MIN;
  const max = LOGO_PADDING_MAX;
  return (
    <form ref={formRef} className={styles.form} onSubmit={onSubmit} noValidate>
      <TextField
        label={t`Company name`}
        required
        autoComplete="organization"
        value={values.name}
        onChange={setField('name')}
        message={fieldMessage(errors.name, 'companyName')}
        disabled={busy}
      />
      <TextField
        label={t`Logo URL`}
        type="url"
        inputMode="url"
        hint={t`Address of an image (https://…). Without a logo the initials of the company name are shown.`}
        value={values.logoUrl}
        onChange={setField('logoUrl')}
        message={fieldMessage(errors.logoUrl, 'companyName')}
        disabled={busy}
      />
      <TextField
        label={t`Logo padding (px)`}
        required
        inputMode="numeric"
        hint={t`Space around the logo in the sidebar, ${min} to ${max} pixels.`}
        value={values.logoPadding}
        onChange={setField('logoPadding')}
        message={fieldMessage(errors.logoPadding, 'logoPadding', PADDING_RANGE)}
        disabled={busy}
      />
      <CountryFields
        countries={values.countries}
        leadCountry={values.leadCountry}
        onChange={(next) => {
          setField('countries')(next.countries);
          setField('leadCountry')(next.leadCountry);
        }}
        countriesMessage={fieldMessage(errors.countries, 'countries')}
        leadCountryMessage={fieldMessage(errors.leadCountry, 'leadCountry')}
        disabled={busy}
      />
      <FormActions>
        <SubmitButton busy={busy}>{t`Save company details`}</SubmitButton>
      </FormActions>
    </form>
  );
}
