import { useState } from 'react';
import type { FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { makeStyles, tokens } from '@fluentui/react-components';
import type { PriceEndings, PricingSettingsView } from '@pm/contracts';
import { ErrorBar } from '../../../components/ErrorBar.tsx';
import { SubmitButton } from '../../../components/SubmitButton.tsx';
import { errorMessageFor } from '../../../lib/errorMessages.ts';
import { useNotify } from '../../../lib/notify.tsx';
import { mediaUp } from '../../../theme/breakpoints.ts';
import { SettingsSection } from '../../../components/SettingsSection.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { useSetPriceEndings } from '../api/setPriceEndings.ts';
import { formatPriceEndings, parsePriceEndings } from '../utils/parsePriceEndings.ts';
import { SelectField } from './SelectField.tsx';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  grid: { display: 'grid', gridTemplateColumns: '1fr', gap: tokens.spacingVerticalM, columnGap: tokens.spacingHorizontalL, [mediaUp('sm')]: { gridTemplateColumns: '1fr 1fr' } },
});

type Rounding = PriceEndings['rounding'];

/** Price endings (spec §5): proposed gross prices end in one of these cent values. */
export function PriceEndingsForm({ companyId, settings, canConfigure }: { companyId: string; settings: PricingSettingsView; canConfigure: boolean }) {
  const { t } = useLingui();
  const styles = useStyles();
  const notify = useNotify();
  const save = useSetPriceEndings(companyId);
  const [seenRevision, setSeenRevision] = useState(settings.revision);
  const [text, setText] = useState(formatPriceEndings(settings.priceEndings.endings));
  const [rounding, setRounding] = useState<Rounding>(settings.priceEndings.rounding);
  const [attempted, setAttempted] = useState(false);
  const endings = parsePriceEndings(text);
  const disabled = !canConfigure || save.isPending;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    if (disabled || endings === null) return;
    save.mutate(
      { priceEndings: { endings, rounding }, expectedRevision: seenRevision },
      {
        onSuccess: (result) => {
          setSeenRevision(result.revision);
          setText(formatPriceEndings(endings));
          notify.success(t`Price endings saved.`);
        },
      },
    );
  };

  return (
    <SettingsSection title={t`Price endings`} description={t`Proposed prices end in one of these cent values, e.g. 99, 49. Leave empty to allow any ending.`}>
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t`Price endings`}>
        <ErrorBar message={save.isError ? t(errorMessageFor(save.error)) : null} />
        <div className={styles.grid}>
          <TextField
            label={t`Allowed endings (cents)`}
            autoComplete="off"
            value={text}
            onChange={setText}
            disabled={disabled}
            message={attempted && endings === null ? t`Please enter cent values from 0 to 99, separated by commas.` : undefined}
          />
          <SelectField<Rounding>
            label={t`Rounding`}
            required
            value={rounding}
            options={[
              { value: 'NEAREST', label: t`To the nearest ending` },
              { value: 'DOWN', label: t`Down to the next ending` },
              { value: 'UP', label: t`Up to the next ending` },
            ]}
            onChange={(value) => value && setRounding(value)}
            disabled={disabled}
          />
        </div>
        {canConfigure && (
          <div>
            <SubmitButton busy={save.isPending}>{t`Save price endings`}</SubmitButton>
          </div>
        )}
      </form>
    </SettingsSection>
  );
}
