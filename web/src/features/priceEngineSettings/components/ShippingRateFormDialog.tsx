import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { makeStyles, tokens } from '@fluentui/react-components';
import { COUNTRIES, SHIPPING_MODES } from '@pm/contracts';
import type { ShippingRateView } from '@pm/contracts';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { errorMessageFor } from '../../../lib/errorMessages.ts';
import { useNotify } from '../../../lib/notify.tsx';
import { mediaUp } from '../../../theme/breakpoints.ts';
import { TextField } from '../../../components/TextField.tsx';
import { useCountryName } from '../../../lib/hooks/useCountryName.ts';
import { useFormValues } from '../../../lib/hooks/useFormValues.ts';
import { useCreateShippingRate } from '../api/createShippingRate.ts';
import { useUpdateShippingRate } from '../api/updateShippingRate.ts';
import { formatForInput } from '../utils/numberChecks.ts';
import { SHIPPING_MODE_LABELS } from '../utils/settingsLabels.ts';
import { CARRIER_MAX_LENGTH, EMPTY_SHIPPING_RATE, toShippingRateFields, toShippingRateFormValues, validateShippingRateForm } from '../utils/validateShippingRateForm.ts';
import type { ShippingRateFieldError, ShippingRateFormValues, YesNo } from '../utils/validateShippingRateForm.ts';
import { SelectField } from './SelectField.tsx';

const useStyles = makeStyles({
  grid: { display: 'grid', gridTemplateColumns: '1fr', gap: tokens.spacingVerticalM, columnGap: tokens.spacingHorizontalL, [mediaUp('sm')]: { gridTemplateColumns: '1fr 1fr' } },
});

export interface ShippingRateFormDialogProps {
  companyId: string;
  /** The rate to edit; null: create one. */
  rate: ShippingRateView | null;
  revision: string;
  open: boolean;
  onClose(): void;
}

type AmountField = 'baseTariff' | 'maxWeight' | 'hazardSurcharge' | 'lqSurcharge' | 'ncGoodsSurcharge' | 'ncMeasuresSurcharge' | 'ncVolumeSurcharge';

/** Creates or edits a shipping rate: every field is required (spec §5). Give it a new `key` per opening. */
export function ShippingRateFormDialog({ companyId, rate, revision, open, onClose }: ShippingRateFormDialogProps) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const notify = useNotify();
  const countryName = useCountryName();
  const [seenRevision] = useState(revision);
  const create = useCreateShippingRate(companyId);
  const update = useUpdateShippingRate(companyId, rate?.rateId ?? '');
  const { values, setField, errors, check } = useFormValues<ShippingRateFormValues, keyof ShippingRateFormValues, ShippingRateFieldError>(
    () => (rate ? toShippingRateFormValues(rate, (n) => formatForInput(n, i18n.locale)) : EMPTY_SHIPPING_RATE),
    validateShippingRateForm,
  );
  const busy = create.isPending || update.isPending;
  const failed = create.error ?? update.error;
  const yesNo = [
    { value: 'yes' as const, label: t`Yes` },
    { value: 'no' as const, label: t`No` },
  ];

  const amount = (field: AmountField, label: string, required: string, range = t`The amount cannot be negative.`) => (
    <TextField
      label={label}
      required
      inputMode="decimal"
      autoComplete="off"
      value={values[field]}
      onChange={setField(field)}
      disabled={busy}
      message={errors[field] === 'required' ? required : errors[field] === 'invalidNumber' ? t`Please enter a valid number.` : errors[field] === 'outOfRange' ? range : undefined}
    />
  );
  const allowed = (field: 'hazardousAllowed' | 'lqAllowed' | 'ncAllowed', label: string, required: string) => (
    <SelectField<Exclude<YesNo, ''>>
      label={label}
      required
      placeholder={t`Please choose`}
      value={values[field]}
      options={yesNo}
      onChange={setField(field)}
      disabled={busy}
      message={errors[field] ? required : undefined}
    />
  );

  const onSubmit = (form: HTMLFormElement) => {
    if (!check(form)) return;
    const fields = toShippingRateFields(values);
    const done = () => {
      notify.success(t`Shipping rate ${fields.carrier} saved.`);
      onClose();
    };
    if (rate) update.mutate({ ...fields, expectedRevision: seenRevision }, { onSuccess: done });
    else create.mutate(fields, { onSuccess: done });
  };

  return (
    <FormDialog
      open={open}
      wide
      title={rate ? t`Edit shipping rate` : t`Create shipping rate`}
      submitLabel={rate ? t`Save changes` : t`Create shipping rate`}
      busy={busy}
      error={failed ? t(errorMessageFor(failed)) : null}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <div className={styles.grid}>
        <TextField
          label={t`Carrier`}
          required
          autoComplete="off"
          value={values.carrier}
          onChange={setField('carrier')}
          disabled={busy}
          message={errors.carrier === 'required' ? t`Please enter the carrier.` : errors.carrier === 'tooLong' ? t`Please enter at most ${CARRIER_MAX_LENGTH} characters.` : undefined}
        />
        <SelectField
          label={t`Country`}
          required
          placeholder={t`Select a country`}
          value={values.country}
          options={COUNTRIES.map((country) => ({ value: country, label: countryName(country) }))}
          onChange={setField('country')}
          disabled={busy}
          message={errors.country ? t`Please select a country.` : undefined}
        />
        {amount('baseTariff', t`Base tariff (net)`, t`Please enter the base tariff.`)}
        {amount('maxWeight', t`Max. weight (kg)`, t`Please enter the maximum weight.`, t`The maximum weight must be above 0.`)}
        <SelectField
          label={t`Shipping mode`}
          required
          placeholder={t`Select a shipping mode`}
          value={values.shippingMode}
          options={SHIPPING_MODES.map((mode) => ({ value: mode, label: i18n._(SHIPPING_MODE_LABELS[mode]) }))}
          onChange={setField('shippingMode')}
          disabled={busy}
          message={errors.shippingMode ? t`Please select a shipping mode.` : undefined}
        />
        {amount('hazardSurcharge', t`Hazard surcharge`, t`Please enter the hazard surcharge.`)}
        {amount('lqSurcharge', t`LQ surcharge`, t`Please enter the LQ surcharge.`)}
        {amount('ncGoodsSurcharge', t`NC goods surcharge`, t`Please enter the NC goods surcharge.`)}
        {amount('ncMeasuresSurcharge', t`NC measures surcharge`, t`Please enter the NC measures surcharge.`)}
        {amount('ncVolumeSurcharge', t`NC volume surcharge`, t`Please enter the NC volume surcharge.`)}
        {allowed('hazardousAllowed', t`Hazardous goods allowed`, t`Please select whether hazardous goods are allowed.`)}
        {allowed('lqAllowed', t`LQ goods allowed`, t`Please select whether LQ goods are allowed.`)}
        {allowed('ncAllowed', t`NC goods allowed`, t`Please select whether NC goods are allowed.`)}
      </div>
    </FormDialog>
  );
}
