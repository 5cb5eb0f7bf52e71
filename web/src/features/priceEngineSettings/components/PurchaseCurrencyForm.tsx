import { useState } from 'react';
import type { FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { CURRENCIES } from '@pm/contracts';
import type { Currency, PricingSettingsView } from '@pm/contracts';
import { ErrorBar } from '../../../components/ErrorBar.tsx';
import { SettingsSection } from '../../../components/SettingsSection.tsx';
import { SubmitButton } from '../../../components/SubmitButton.tsx';
import { errorMessageFor } from '../../../lib/errorMessages.ts';
import { useNotify } from '../../../lib/notify.tsx';
import { useSetPurchaseCurrency } from '../api/setPurchaseCurrency.ts';
import { CURRENCY_LABELS } from '../utils/settingsLabels.ts';
import { SelectField } from './SelectField.tsx';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '560px' },
});

/** The select's value for "no company currency: each channel's". */
const EACH_CHANNEL = 'CHANNEL';
type Choice = Currency | typeof EACH_CHANNEL;

/** The currency of purchase prices and price limits of products that name none (null: each channel's). */
export function PurchaseCurrencyForm({ companyId, settings, canConfigure }: { companyId: string; settings: PricingSettingsView; canConfigure: boolean }) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const notify = useNotify();
  const save = useSetPurchaseCurrency(companyId);
  const [seenRevision, setSeenRevision] = useState(settings.revision);
  const [choice, setChoice] = useState<Choice>(settings.purchaseCurrency ?? EACH_CHANNEL);
  const eachChannel = t`Each channel's currency`;
  const options = [{ value: EACH_CHANNEL as Choice, label: eachChannel }, ...CURRENCIES.map((currency) => ({ value: currency as Choice, label: i18n._(CURRENCY_LABELS[currency]) }))];

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canConfigure || save.isPending) return;
    save.mutate(
      { currency: choice === EACH_CHANNEL ? null : choice, expectedRevision: seenRevision },
      {
        onSuccess: (result) => {
          setSeenRevision(result.revision);
          notify.success(t`Currency of purchase prices saved.`);
        },
      },
    );
  };

  return (
    <SettingsSection
      title={t`Currency of purchase prices`}
      description={t`The currency of purchase prices and product price limits where a product names none. A channel in another currency converts them with the rates below.`}
    >
      {!canConfigure ? (
        <Text>{settings.purchaseCurrency ? i18n._(CURRENCY_LABELS[settings.purchaseCurrency]) : eachChannel}</Text>
      ) : (
        <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t`Currency of purchase prices`}>
          <ErrorBar message={save.isError ? t(errorMessageFor(save.error)) : null} />
          <SelectField<Choice> label={t`Purchase prices are in`} required value={choice} options={options} onChange={(value) => value && setChoice(value)} disabled={save.isPending} />
          <div>
            <SubmitButton busy={save.isPending}>{t`Save currency`}</SubmitButton>
          </div>
        </form>
      )}
    </SettingsSection>
  );
}
