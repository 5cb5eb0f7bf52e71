import { useState } from 'react';
import type { FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Checkbox, Field, makeStyles, Radio, RadioGroup, tokens } from '@fluentui/react-components';
import type { DeltaMode, PriceAnalysisSettingsView } from '@pm/contracts';
import { ErrorBar } from '../../../components/ErrorBar.tsx';
import { SubmitButton } from '../../../components/SubmitButton.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { errorMessageFor } from '../../../lib/errorMessages.ts';
import { useFormValues } from '../../../lib/hooks/useFormValues.ts';
import { useNotify } from '../../../lib/notify.tsx';
import { useSetPriceAnalysisSettings } from '../api/setPriceAnalysisSettings.ts';
import { toPriceAnalysisSettings, toPriceAnalysisSettingsFormValues, validatePriceAnalysisSettingsForm } from '../utils/priceAnalysisSettingsForm.ts';
import type { PriceAnalysisSettingsFormValues, SettingsNumberError } from '../utils/priceAnalysisSettingsForm.ts';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '560px' },
});

/** The form of admins and maintainers; saving tells open analyses and dashboards to refetch. */
export function PriceAnalysisSettingsForm({ companyId, view }: { companyId: string; view: PriceAnalysisSettingsView }) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const notify = useNotify();
  const save = useSetPriceAnalysisSettings(companyId);
  const [seenRevision, setSeenRevision] = useState(view.revision);
  const { values, setField, errors, check } = useFormValues<PriceAnalysisSettingsFormValues, 'tolerancePercent' | 'staleAfterDays', SettingsNumberError>(
    () => toPriceAnalysisSettingsFormValues(view.settings, i18n.locale),
    validatePriceAnalysisSettingsForm,
  );
  const disabled = save.isPending;

  const message = (error: SettingsNumberError | undefined, required: string, range: string) =>
    error === 'required' ? required : error === 'invalidNumber' ? t`Please enter a valid number.` : error === 'outOfRange' ? range : undefined;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (disabled || !check(event.currentTarget)) return;
    save.mutate(
      { settings: toPriceAnalysisSettings(values), expectedRevision: seenRevision },
      {
        onSuccess: (result) => {
          setSeenRevision(result.revision);
          notify.success(t`Price analysis settings saved.`);
        },
      },
    );
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t`Analysis defaults`}>
      <ErrorBar message={save.isError ? t(errorMessageFor(save.error)) : null} />
      <Field label={t`Show the deviation from the cheapest offer as`}>
        <RadioGroup value={values.deltaMode} disabled={disabled} onChange={(_event, data) => setField('deltaMode')(data.value as DeltaMode)}>
          <Radio value="PERCENT" label={t`Percent`} />
          <Radio value="ABSOLUTE" label={t`Absolute amount`} />
        </RadioGroup>
      </Field>
      <Checkbox
        label={t`Include shipping costs for users who have not chosen themselves`}
        checked={values.withShippingCost}
        disabled={disabled}
        onChange={(_event, data) => setField('withShippingCost')(data.checked === true)}
      />
      <Checkbox
        label={t`Count comparison products as competitors`}
        checked={values.includeComparisonProducts}
        disabled={disabled}
        onChange={(_event, data) => setField('includeComparisonProducts')(data.checked === true)}
      />
      <TextField
        label={t`Tolerance for "within" (%)`}
        hint={t`A product that is not the cheapest counts as within the tolerance when its price is at most this much above the cheapest offer.`}
        required
        inputMode="decimal"
        autoComplete="off"
        value={values.tolerancePercent}
        onChange={setField('tolerancePercent')}
        disabled={disabled}
        message={message(errors.tolerancePercent, t`Please enter the tolerance.`, t`Please enter a value between 0 and 50 with at most two decimals.`)}
      />
      <TextField
        label={t`Offers count as stale after (days)`}
        hint={t`An offer last seen longer ago is shown greyed out and no longer counts as the current price.`}
        required
        inputMode="numeric"
        autoComplete="off"
        value={values.staleAfterDays}
        onChange={setField('staleAfterDays')}
        disabled={disabled}
        message={message(errors.staleAfterDays, t`Please enter the number of days.`, t`Please enter whole days between 1 and 90.`)}
      />
      <div>
        <SubmitButton busy={save.isPending}>{t`Save price analysis settings`}</SubmitButton>
      </div>
    </form>
  );
}
