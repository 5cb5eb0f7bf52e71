import { useState } from 'react';
import type { FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { makeStyles, Switch, tokens } from '@fluentui/react-components';
import type { PricingSettingsView } from '@pm/contracts';
import { ErrorBar } from '../../../components/ErrorBar.tsx';
import { SubmitButton } from '../../../components/SubmitButton.tsx';
import { errorMessageFor } from '../../../lib/errorMessages.ts';
import { useNotify } from '../../../lib/notify.tsx';
import { mediaUp } from '../../../theme/breakpoints.ts';
import { SettingsSection } from '../../../components/SettingsSection.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { useFormValues } from '../../../lib/hooks/useFormValues.ts';
import { useSetEngineSettings } from '../api/setEngineSettings.ts';
import { MAX_OFFER_AGE_HOURS, toEngineSettings, toEngineSettingsFormValues, validateEngineSettingsForm } from '../utils/validateEngineSettingsForm.ts';
import type { EngineSettingsFieldError, EngineSettingsFormValues } from '../utils/validateEngineSettingsForm.ts';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  grid: { display: 'grid', gridTemplateColumns: '1fr', gap: tokens.spacingVerticalM, columnGap: tokens.spacingHorizontalL, [mediaUp('sm')]: { gridTemplateColumns: '1fr 1fr' } },
  // Level with the input of the field beside it (the switch has no label above).
  switch: { alignSelf: 'end' },
});

export interface EngineSettingsFormProps {
  companyId: string;
  settings: PricingSettingsView;
  canConfigure: boolean;
}

/** How old competitor prices may be, when the engine runs by itself and when the feed is synchronised. */
export function EngineSettingsForm({ companyId, settings, canConfigure }: EngineSettingsFormProps) {
  const { t } = useLingui();
  const styles = useStyles();
  const notify = useNotify();
  const save = useSetEngineSettings(companyId);
  const [seenRevision, setSeenRevision] = useState(settings.revision);
  const { values, setField, errors, check } = useFormValues<EngineSettingsFormValues, keyof EngineSettingsFormValues, EngineSettingsFieldError>(
    () => toEngineSettingsFormValues(settings.engine),
    validateEngineSettingsForm,
  );
  const disabled = !canConfigure || save.isPending;

  const timeMessage = (error: EngineSettingsFieldError | undefined) =>
    error === 'required' ? t`Please enter a time.` : error === 'invalidTime' ? t`Please enter a time as HH:MM, e.g. 05:30.` : undefined;
  const ageMessage =
    errors.maxOfferAgeHours === 'required'
      ? t`Please enter the maximum age.`
      : errors.maxOfferAgeHours
        ? t`Please enter whole hours between 1 and ${MAX_OFFER_AGE_HOURS}.`
        : undefined;
  const zoneMessage = errors.timeZone === 'required' ? t`Please enter the time zone.` : errors.timeZone ? t`Unknown time zone. Please enter it like Europe/Berlin.` : undefined;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (disabled || !check(event.currentTarget)) return;
    save.mutate(
      { settings: toEngineSettings(values), expectedRevision: seenRevision },
      {
        onSuccess: (result) => {
          setSeenRevision(result.revision);
          notify.success(t`Engine settings saved.`);
        },
      },
    );
  };

  return (
    <SettingsSection title={t`Engine settings`} description={t`Competitor prices older than the maximum age are not used. Times are in the time zone below.`}>
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t`Engine settings`}>
        <ErrorBar message={save.isError ? t(errorMessageFor(save.error)) : null} />
        <div className={styles.grid}>
          <TextField label={t`Max. age of competitor prices (hours)`} required inputMode="numeric" autoComplete="off" value={values.maxOfferAgeHours} onChange={setField('maxOfferAgeHours')} message={ageMessage} disabled={disabled} />
          <TextField label={t`Time zone`} required autoComplete="off" value={values.timeZone} onChange={setField('timeZone')} message={zoneMessage} disabled={disabled} />
          <Switch className={styles.switch} label={t`Run the rule engine every day`} checked={values.scheduledRunEnabled} disabled={disabled} onChange={(_event, data) => setField('scheduledRunEnabled')(data.checked)} />
          <TextField label={t`Daily run at (HH:MM)`} required autoComplete="off" value={values.scheduledRunTime} onChange={setField('scheduledRunTime')} message={timeMessage(errors.scheduledRunTime)} disabled={disabled} />
          <TextField label={t`Feed synchronisation every morning at (HH:MM)`} required autoComplete="off" value={values.feedSyncTime} onChange={setField('feedSyncTime')} message={timeMessage(errors.feedSyncTime)} disabled={disabled} />
        </div>
        {canConfigure && (
          <div>
            <SubmitButton busy={save.isPending}>{t`Save engine settings`}</SubmitButton>
          </div>
        )}
      </form>
    </SettingsSection>
  );
}
