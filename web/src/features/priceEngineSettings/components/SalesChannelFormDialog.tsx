import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Checkbox, makeStyles, Text, tokens } from '@fluentui/react-components';
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
import { CURRENCY_LABELS } from '../utils/settingsLabels.ts';
import { CHANNEL_NAME_MAX_LENGTH, EMPTY_SALES_CHANNEL, toSalesChannelFields, toSalesChannelFormValues, validateSalesChannelForm } from '../utils/validateSalesChannelForm.ts';
import type { SalesChannelFieldError, SalesChannelFormValues } from '../utils/validateSalesChannelForm.ts';
import { SelectField } from './SelectField.tsx';

const useStyles = makeStyles({
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, margin: 0, padding: 0, border: 'none' },
});

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
  const styles = useStyles();
  const notify = useNotify();
  // The revision the dialog opened with: a change by someone else meanwhile is a conflict, not silently overwritten.
  const [seenRevision] = useState(revision);
  const countryName = useCountryName();
  const create = useCreateSalesChannel(companyId);
  const update = useUpdateSalesChannel(companyId, channel?.channelId ?? '');
  const { values, setField, errors, check } = useFormValues<SalesChannelFormValues, keyof SalesChannelFormValues, SalesChannelFieldError>(
    () => (channel ? toSalesChannelFormValues(channel, i18n.locale) : EMPTY_SALES_CHANNEL),
    validateSalesChannelForm,
  );
  const busy = create.isPending || update.isPending;
  const failed = create.error ?? update.error;

  const percentMessage = (error: SalesChannelFieldError | undefined, required: string, range: string) =>
    error === 'required' ? required : error === 'invalidNumber' ? t`Please enter a valid number.` : error === 'outOfRange' ? range : undefined;

  const markupMessage = (error: SalesChannelFieldError | undefined) =>
    error === 'invalidNumber'
      ? t`Please enter a valid number.`
      : error === 'outOfRange'
        ? t`The markup must be between 0 and 10000.`
        : error === 'minAboveMax'
          ? t`The minimum markup must not be above the maximum markup.`
          : undefined;

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
      <fieldset className={styles.group}>
        <legend>
          <Text weight="semibold">{t`Marketplace settings`}</Text>
        </legend>
        <TextField
          label={t`Customer's shipping charge (gross)`}
          hint={t`What the channel's customers pay for shipping. Leave empty to use the product's shipping price of the country.`}
          inputMode="decimal"
          autoComplete="off"
          value={values.shippingCharge}
          onChange={setField('shippingCharge')}
          disabled={busy}
          message={
            errors.shippingCharge === 'invalidNumber'
              ? t`Please enter a valid number.`
              : errors.shippingCharge === 'outOfRange'
                ? t`Please enter an amount from 0 to 10,000,000.`
                : errors.shippingCharge === 'notCents'
                  ? t`Please enter the amount with at most two decimals.`
                  : undefined
          }
        />
        <Checkbox
          label={t`Commission also applies to the shipping charge`}
          checked={values.commissionOnShipping}
          disabled={busy}
          onChange={(_event, data) => setField('commissionOnShipping')(data.checked === true)}
        />
        <Checkbox
          label={t`Own price endings for this channel (otherwise the company's)`}
          checked={values.ownPriceEndings}
          disabled={busy}
          onChange={(_event, data) => setField('ownPriceEndings')(data.checked === true)}
        />
        {values.ownPriceEndings && (
          <>
            <TextField
              label={t`Channel price endings (cents)`}
              hint={t`E.g. 99, 49. Leave empty to allow any ending in this channel.`}
              autoComplete="off"
              value={values.priceEndings}
              onChange={setField('priceEndings')}
              disabled={busy}
              message={errors.priceEndings ? t`Please enter cent values from 0 to 99, separated by commas.` : undefined}
            />
            <SelectField<SalesChannelFormValues['priceEndingsRounding']>
              label={t`Channel rounding`}
              required
              value={values.priceEndingsRounding}
              options={[
                { value: 'NEAREST', label: t`To the nearest ending` },
                { value: 'DOWN', label: t`Down to the next ending` },
                { value: 'UP', label: t`Up to the next ending` },
              ]}
              onChange={(value) => value && setField('priceEndingsRounding')(value)}
              disabled={busy}
            />
          </>
        )}
        <TextField
          label={t`Min. total cost markup (%)`}
          hint={t`Optional: no price of this channel below this markup on purchase price plus costs.`}
          inputMode="decimal"
          autoComplete="off"
          value={values.minTotalCostMarkup}
          onChange={setField('minTotalCostMarkup')}
          disabled={busy}
          message={markupMessage(errors.minTotalCostMarkup)}
        />
        <TextField
          label={t`Max. total cost markup (%)`}
          hint={t`Optional: no price of this channel above this markup.`}
          inputMode="decimal"
          autoComplete="off"
          value={values.maxTotalCostMarkup}
          onChange={setField('maxTotalCostMarkup')}
          disabled={busy}
          message={markupMessage(errors.maxTotalCostMarkup)}
        />
      </fieldset>
    </FormDialog>
  );
}
