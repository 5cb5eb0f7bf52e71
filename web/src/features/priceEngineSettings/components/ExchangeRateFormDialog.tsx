import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { CURRENCIES } from '@pm/contracts';
import type { Currency, ExchangeRate } from '@pm/contracts';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { errorMessageFor } from '../../../lib/errorMessages.ts';
import { useFormValues } from '../../../lib/hooks/useFormValues.ts';
import { useNotify } from '../../../lib/notify.tsx';
import { useSetExchangeRates } from '../api/setExchangeRates.ts';
import { CURRENCY_LABELS } from '../utils/settingsLabels.ts';
import { EMPTY_EXCHANGE_RATE, toExchangeRate, toExchangeRateFormValues, validateExchangeRateForm } from '../utils/validateExchangeRateForm.ts';
import type { ExchangeRateFieldError, ExchangeRateFormValues } from '../utils/validateExchangeRateForm.ts';
import { SelectField } from './SelectField.tsx';

/** Which rate of the list a dialog edits (null: add one). */
export interface ExchangeRateTarget {
  index: number;
  rate: ExchangeRate;
}

export interface ExchangeRateFormDialogProps {
  companyId: string;
  /** The company's rates now; the dialog sends the whole list with this one added or changed. */
  rates: readonly ExchangeRate[];
  target: ExchangeRateTarget | null;
  /** Revision of the settings the user saw (optimistic concurrency). */
  revision: string;
  open: boolean;
  onClose(): void;
}

/** Adds or changes one dated exchange rate. Give it a new `key` per opening. */
export function ExchangeRateFormDialog({ companyId, rates, target, revision, open, onClose }: ExchangeRateFormDialogProps) {
  const { t, i18n } = useLingui();
  const notify = useNotify();
  const [seenRevision] = useState(revision);
  const save = useSetExchangeRates(companyId);
  const others = rates.filter((_rate, index) => index !== target?.index);
  const { values, setField, errors, check } = useFormValues<ExchangeRateFormValues, keyof ExchangeRateFormValues, ExchangeRateFieldError>(
    () => (target ? toExchangeRateFormValues(target.rate, i18n.locale) : EMPTY_EXCHANGE_RATE),
    (current) => validateExchangeRateForm(current, others),
  );
  const currencyOptions = CURRENCIES.map((currency) => ({ value: currency, label: i18n._(CURRENCY_LABELS[currency]) }));

  const onSubmit = (form: HTMLFormElement) => {
    if (!check(form)) return;
    const rate = toExchangeRate(values);
    const exchangeRates = target ? rates.map((other, index) => (index === target.index ? rate : other)) : [...rates, rate];
    save.mutate(
      { exchangeRates, expectedRevision: seenRevision },
      {
        onSuccess: () => {
          notify.success(t`Exchange rate ${rate.from} → ${rate.to} saved.`);
          onClose();
        },
      },
    );
  };

  const rateMessage =
    errors.rate === 'required'
      ? t`Please enter the rate.`
      : errors.rate === 'invalidNumber'
        ? t`Please enter a valid number.`
        : errors.rate === 'outOfRange'
          ? t`The rate must be above 0 and at most 1,000,000.`
          : undefined;
  const dayMessage =
    errors.validFrom === 'required'
      ? t`Please enter the day from which the rate applies.`
      : errors.validFrom === 'invalidDate'
        ? t`Please enter a valid date.`
        : errors.validFrom === 'duplicate'
          ? t`This currency pair already has a rate valid from this day.`
          : undefined;

  return (
    <FormDialog
      open={open}
      title={target ? t`Edit exchange rate` : t`Add exchange rate`}
      submitLabel={target ? t`Save changes` : t`Add exchange rate`}
      busy={save.isPending}
      error={save.error ? t(errorMessageFor(save.error)) : null}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <SelectField<Currency>
        label={t`From currency`}
        required
        placeholder={t`Select a currency`}
        value={values.from}
        options={currencyOptions}
        onChange={setField('from')}
        disabled={save.isPending}
        message={errors.from ? t`Please select a currency.` : undefined}
      />
      <SelectField<Currency>
        label={t`To currency`}
        required
        placeholder={t`Select a currency`}
        value={values.to}
        options={currencyOptions}
        onChange={setField('to')}
        disabled={save.isPending}
        message={errors.to === 'required' ? t`Please select a currency.` : errors.to === 'sameCurrency' ? t`Please choose two different currencies.` : undefined}
      />
      <TextField
        label={t`Rate`}
        hint={values.from && values.to ? t`How many ${values.to} one ${values.from} is worth.` : t`How many units of the second currency one unit of the first is worth.`}
        required
        inputMode="decimal"
        autoComplete="off"
        value={values.rate}
        onChange={setField('rate')}
        disabled={save.isPending}
        message={rateMessage}
      />
      <TextField label={t`Valid from`} hint={t`The rate applies from this day until a newer rate of the pair.`} required type="date" value={values.validFrom} onChange={setField('validFrom')} disabled={save.isPending} message={dayMessage} />
    </FormDialog>
  );
}
