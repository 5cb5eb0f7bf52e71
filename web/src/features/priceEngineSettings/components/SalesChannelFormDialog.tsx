import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Checkbox } from '@fluentui/react-components';
import { COUNTRIES, CURRENCIES } from '@pm/contracts';
import type { SalesChannelView } from '@pm/contracts';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { errorMessageFor } from '../../../lib/errorMessages.ts';
import { useNotify } from '../../../lib/notify.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { useCountryName } from '../../../lib/hooks/useCountryName.ts';
import { useFormValues } from '../../../lib/hooks/useFormValues.ts';
import { useCreateSalesChannel } from '../api/createSalesChannel.ts';
import { useUpdateSalesChannel } from '../api/updateSalesChannel.ts';
import { formatForInput } from '../utils/numberChecks.ts';
import { CURRENCY_LABELS } from '../utils/settingsLabels.ts';
import { CHANNEL_NAME_MAX_LENGTH, EMPTY_SALES_CHANNEL, toSalesChannelFields, validateSalesChannelForm } from '../utils/validateSalesChannelForm.ts';
import type { SalesChannelFieldError, SalesChannelFormValues } from '../utils/validateSalesChannelForm.ts';
import { SelectField } from './SelectField.tsx';

export interface SalesChannelFormDialogProps {
  companyId: string;
  /** The channel to edit; null: create one. */
  channel: SalesChannelView | null;
  /** Revision of the settings the user saw (optimistic concurrency). */
  revision: string;
  open: boolean;
  onClose(): void;
}

/** Creates or edits a sales channel. Give it a new `key` per opening. */
export function SalesChannelFormDialog({ companyId, channel, revision, open, onClose }: SalesChannelFormDialogProps) {
  const { t, i18n } = useLingui();
  const notify = useNotify();
  // The revision the dialog opened with: a change by someone else meanwhile is a conflict, not silently overwritten.
  const [seenRevision] = useState(revision);
  const countryName = useCountryName();
  const create = useCreateSalesChannel(companyId);
  const update = useUpdateSalesChannel(companyId, channel?.channelId ?? '');
  const { values, setField, errors, check } = useFormValues<SalesChannelFormValues, keyof SalesChannelFormValues, SalesChannelFieldError>(
    () =>
      channel
        ? { ...channel, commissionRate: formatForInput(channel.commissionRate, i18n.locale), vatRate: formatForInput(channel.vatRate, i18n.locale) }
        : EMPTY_SALES_CHANNEL,
    validateSalesChannelForm,
  );
  const busy = create.isPending || update.isPending;
  const failed = create.error ?? update.error;

  const percentMessage = (error: SalesChannelFieldError | undefined, required: string, range: string) =>
    error === 'required' ? required : error === 'invalidNumber' ? t`Please enter a valid number.` : error === 'outOfRange' ? range : undefined;

  const onSubmit = (form: HTMLFormElement) => {
    if (!check(form)) return;
    const fields = toSalesChannelFields(values);
    const done = () => {
      notify.success(t`Sales channel ${fields.name} saved.`);
      onClose();
    };
    if (channel) update.mutate({ ...fields, expectedRevision: seenRevision }, { onSuccess: done });
    else create.mutate(fields, { onSuccess: done });
  };

  return (
    <FormDialog
      open={open}
      title={channel ? t`Edit sales channel` : t`Create sales channel`}
      submitLabel={channel ? t`Save changes` : t`Create sales channel`}
      busy={busy}
      error={failed ? t(errorMessageFor(failed)) : null}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <TextField
        label={t`Name`}
        required
        autoComplete="off"
        value={values.name}
        onChange={setField('name')}
        disabled={busy}
        message={errors.name === 'required' ? t`Please enter the name of the sales channel.` : errors.name === 'tooLong' ? t`Please enter at most ${CHANNEL_NAME_MAX_LENGTH} characters.` : undefined}
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
      <SelectField
        label={t`Currency`}
        required
        placeholder={t`Select a currency`}
        value={values.currency}
        options={CURRENCIES.map((currency) => ({ value: currency, label: i18n._(CURRENCY_LABELS[currency]) }))}
        onChange={setField('currency')}
        disabled={busy}
        message={errors.currency ? t`Please select a currency.` : undefined}
      />
      <TextField
        label={t`Commission rate (%)`}
        required
        inputMode="decimal"
        autoComplete="off"
        value={values.commissionRate}
        onChange={setField('commissionRate')}
        disabled={busy}
        message={percentMessage(errors.commissionRate, t`Please enter the commission rate.`, t`The commission rate must be between 0 and 100.`)}
      />
      <TextField
        label={t`VAT rate (%)`}
        required
        inputMode="decimal"
        autoComplete="off"
        value={values.vatRate}
        onChange={setField('vatRate')}
        disabled={busy}
        message={percentMessage(errors.vatRate, t`Please enter the VAT rate.`, t`The VAT rate must be between 0 and 100.`)}
      />
      <Checkbox
        label={t`No shipping costs (the channel's customers pay no shipping, e.g. a marketplace that ships itself)`}
        checked={values.noShippingCost}
        disabled={busy}
        onChange={(_event, data) => setField('noShippingCost')(data.checked === true)}
      />
    </FormDialog>
  );
}
