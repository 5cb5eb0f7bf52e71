import { useState } from 'react';
import type { FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Checkbox, makeStyles, tokens } from '@fluentui/react-components';
import { ErrorBar } from '../../../components/ErrorBar.tsx';
import { PriceEngineSubpage } from '../../../components/PriceEngineSubpage.tsx';
import { SettingsSection } from '../../../components/SettingsSection.tsx';
import { SubmitButton } from '../../../components/SubmitButton.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { errorMessageFor } from '../../../lib/errorMessages.ts';
import { useFormValues } from '../../../lib/hooks/useFormValues.ts';
import { useNotify } from '../../../lib/notify.tsx';
import { useSetGuardrailSettings } from '../api/setGuardrailSettings.ts';
import type { NumberError } from '../utils/numberChecks.ts';
import { toGuardrailSettings, toGuardrailsFormValues, validateGuardrailsForm } from '../utils/validateGuardrailsForm.ts';
import type { GuardrailsFormValues } from '../utils/validateGuardrailsForm.ts';
import { PricingSettingsGate } from './PricingSettingsGate.tsx';
import type { PricingSettingsContext } from './PricingSettingsGate.tsx';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '560px' },
  facts: { display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalXS, margin: 0 },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0 },
});

/** `/settings/price-engine/guardrails`: limits every proposal keeps whatever its rule says, and when "confirm all" asks again. */
export function GuardrailsPage() {
  return <PricingSettingsGate>{(context) => <Guardrails {...context} />}</PricingSettingsGate>;
}

function Guardrails({ companyId, settings, canConfigure }: PricingSettingsContext) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const notify = useNotify();
  const save = useSetGuardrailSettings(companyId);
  const [seenRevision, setSeenRevision] = useState(settings.revision);
  const { values, setField, errors, check } = useFormValues<GuardrailsFormValues, keyof GuardrailsFormValues, NumberError>(
    () => toGuardrailsFormValues(settings.guardrails, i18n.locale),
    validateGuardrailsForm,
  );
  const disabled = !canConfigure || save.isPending;
  const percent = (value: number) => `${new Intl.NumberFormat(i18n.locale, { maximumFractionDigits: 2 }).format(value)} %`;
  const yesNo = (flag: boolean) => (flag ? t`Yes` : t`No`);
  const { guardrails } = settings;

  const percentMessage = (error: NumberError | undefined, range: string, required?: string) =>
    error === 'required' ? required : error === 'invalidNumber' ? t`Please enter a valid number.` : error === 'outOfRange' ? range : undefined;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (disabled || !check(event.currentTarget)) return;
    save.mutate(
      { guardrails: toGuardrailSettings(values), expectedRevision: seenRevision },
      {
        onSuccess: (result) => {
          setSeenRevision(result.revision);
          notify.success(t`Guardrails saved.`);
        },
      },
    );
  };

  return (
    <PriceEngineSubpage
      title={t`Guardrails`}
      intro={t`Limits every proposed price keeps, whatever its rule says. A proposal outside a guardrail is not executed; the review shows it with the reason. A price rule may override single guardrails.`}
    >
      <SettingsSection title={t`Guardrail settings`} description={canConfigure ? undefined : t`Only administrators and maintainers change the guardrails.`}>
        {!canConfigure ? (
          // Read-only for viewers: the values, no form they cannot send.
          <dl className={styles.facts} aria-label={t`Guardrail settings`}>
            <dt className={styles.term}>{t`Max. price change per run`}</dt>
            <dd className={styles.value}>{guardrails.maxChangePercent === null ? t`No limit` : percent(guardrails.maxChangePercent)}</dd>
            <dt className={styles.term}>{t`Never below cost`}</dt>
            <dd className={styles.value}>{yesNo(guardrails.noBelowCost)}</dd>
            <dt className={styles.term}>{t`Never above the MSRP`}</dt>
            <dd className={styles.value}>{yesNo(guardrails.noAboveMsrp)}</dd>
            <dt className={styles.term}>{t`"Confirm all" asks again above`}</dt>
            <dd className={styles.value}>{percent(guardrails.confirmAllThresholdPercent)}</dd>
          </dl>
        ) : (
        <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t`Guardrail settings`}>
          <ErrorBar message={save.isError ? t(errorMessageFor(save.error)) : null} />
          <TextField
            label={t`Max. price change per run (%)`}
            hint={t`Leave empty for no limit.`}
            inputMode="decimal"
            autoComplete="off"
            value={values.maxChangePercent}
            onChange={setField('maxChangePercent')}
            disabled={disabled}
            message={percentMessage(errors.maxChangePercent, t`Please enter a value above 0 and at most 1000, or leave the field empty.`)}
          />
          <Checkbox
            label={t`Never below cost (purchase price plus commission and own shipping)`}
            checked={values.noBelowCost}
            disabled={disabled}
            onChange={(_event, data) => setField('noBelowCost')(data.checked === true)}
          />
          <Checkbox
            label={t`Never above the MSRP (where the product has one)`}
            checked={values.noAboveMsrp}
            disabled={disabled}
            onChange={(_event, data) => setField('noAboveMsrp')(data.checked === true)}
          />
          <TextField
            label={t`"Confirm all" asks again above a change of (%)`}
            hint={t`Confirming all proposals asks once more when one of them changes a price by more than this.`}
            required
            inputMode="decimal"
            autoComplete="off"
            value={values.confirmAllThresholdPercent}
            onChange={setField('confirmAllThresholdPercent')}
            disabled={disabled}
            message={percentMessage(errors.confirmAllThresholdPercent, t`Please enter a value between 0 and 1000.`, t`Please enter the threshold for "confirm all".`)}
          />
          <div>
            <SubmitButton busy={save.isPending}>{t`Save guardrails`}</SubmitButton>
          </div>
        </form>
        )}
      </SettingsSection>
    </PriceEngineSubpage>
  );
}
