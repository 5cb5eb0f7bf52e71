import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Checkbox, Field, Input, makeStyles, Radio, RadioGroup, Select, Subtitle2, Switch, tokens } from '@fluentui/react-components';
import { ALERT_KINDS, THRESHOLD_KINDS, type AlertDeliveryRefusal, type AlertKind, type AlertRuleView } from '@pm/contracts';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { errorMessageFor } from '../../../lib/errorMessages.ts';
import { useNotify } from '../../../lib/notify.tsx';
import { useWriteAlertRule } from '../api/saveAlertRule.ts';
import { alertBodyOf, alertDeliveryChoices, draftDelivery, draftOfAlertRule, emptyAlertDraft, type AlertDraftProblem, type AlertRuleDraft } from '../utils/alertRuleDraft.ts';
import { useAlertKindLabel } from './alertKindLabels.ts';
import { AlertScopeFields } from './AlertScopeFields.tsx';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, marginTop: tokens.spacingVerticalS },
});

export interface AlertRuleDialogProps {
  companyId: string;
  /** The rule to edit; null: a new one. Give the dialog a new `key` per opening. */
  rule: AlertRuleView | null;
  emailAvailable: boolean;
  open: boolean;
  onClose(): void;
}

/** Creates or changes one of the user's price alert rules. */
export function AlertRuleDialog({ companyId, rule, emailAvailable, open, onClose }: AlertRuleDialogProps) {
  const { t } = useLingui();
  const styles = useStyles();
  const notify = useNotify();
  const kindLabel = useAlertKindLabel();
  const write = useWriteAlertRule(companyId);
  const [draft, setDraft] = useState<AlertRuleDraft>(() => (rule ? draftOfAlertRule(rule) : emptyAlertDraft()));
  const [attempted, setAttempted] = useState(false);
  const checked = alertBodyOf(draft, emailAvailable);
  const choices = alertDeliveryChoices(draft, emailAvailable);
  const delivery = draftDelivery(draft, emailAvailable);
  const problems = attempted && 'problems' in checked ? checked.problems : {};
  const busy = write.isPending;
  const set = <Key extends keyof AlertRuleDraft>(key: Key, value: AlertRuleDraft[Key]) => setDraft((current) => ({ ...current, [key]: value }));
  const message = (problem: AlertDraftProblem | undefined) => {
    switch (problem) {
      case 'NAME_MISSING':
        return t`Please enter a name.`;
      case 'THRESHOLD_RANGE':
        return t`Please enter a percentage above 0 and at most 100.`;
      case 'WEBHOOK_INVALID':
        return t`Please enter an http or https address.`;
      default:
        return undefined;
    }
  };

  const onSubmit = (form: HTMLFormElement) => {
    setAttempted(true);
    if ('problems' in checked) {
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    const name = checked.fields.name;
    write.mutate(rule ? { ruleId: rule.ruleId, fields: checked.fields } : { fields: checked.fields }, {
      onSuccess: () => {
        notify.success(rule ? t`Alert rule saved.` : t`Alert rule ${name} created.`);
        onClose();
      },
    });
  };

  const thresholdMessage = message(problems.threshold);
  // The digest is an e-mail: why it cannot be chosen (a text of its own, not the e-mail option's again).
  const digestReasons: Record<AlertDeliveryRefusal, string> = {
    EMAIL_NOT_CONFIGURED: t`The daily digest is an e-mail, and this server cannot send e-mail.`,
    ALERT_DIGEST_NEEDS_EMAIL: t`The daily digest is an e-mail: choose delivery by e-mail to receive it.`,
  };
  const digestReason = choices.digest ? digestReasons[choices.digest] : undefined;
  return (
    <FormDialog
      open={open}
      wide
      title={rule ? t`Edit alert rule` : t`Create alert rule`}
      submitLabel={rule ? t`Save changes` : t`Create alert rule`}
      busy={busy}
      error={write.isError ? t(errorMessageFor(write.error)) : null}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <TextField label={t`Name`} required autoComplete="off" value={draft.name} onChange={(value) => set('name', value)} message={message(problems.name)} disabled={busy} />
      <Field label={t`Alert me when`} required>
        <Select value={draft.kind} disabled={busy} onChange={(_event, data) => set('kind', data.value as AlertKind)}>
          {ALERT_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {kindLabel(kind)}
            </option>
          ))}
        </Select>
      </Field>
      {THRESHOLD_KINDS.includes(draft.kind) && (
        <Field
          label={t`By more than (%)`}
          required
          hint={t`Fires once when the gap to your price crosses this; again only after the gap was back to half of it.`}
          validationState={thresholdMessage ? 'error' : 'none'}
          validationMessage={thresholdMessage}
        >
          <Input inputMode="decimal" autoComplete="off" value={draft.threshold} disabled={busy} contentAfter="%" onChange={(_event, data) => set('threshold', data.value)} />
        </Field>
      )}
      <Switch checked={draft.active} disabled={busy} label={draft.active ? t`Active` : t`Paused`} onChange={(_event, data) => set('active', data.checked)} />

      <section className={styles.section} aria-label={t`What to watch`}>
        <Subtitle2 as="h3">{t`What to watch`}</Subtitle2>
        <AlertScopeFields companyId={companyId} draft={draft} set={(key, value) => set(key, value)} disabled={busy} />
      </section>

      <section className={styles.section} aria-label={t`Delivery`}>
        <Subtitle2 as="h3">{t`Delivery`}</Subtitle2>
        <Checkbox checked label={t`In the notification centre (always)`} disabled />
        <Field hint={choices.email ? t`E-mail is not configured on this server.` : undefined}>
          <Checkbox checked={delivery.email} disabled={busy || choices.email !== null} label={t`By e-mail to my address`} onChange={(_event, data) => set('email', data.checked === true)} />
        </Field>
        <TextField label={t`Webhook URL (optional)`} hint={t`Each alert is sent there as JSON (POST).`} inputMode="url" autoComplete="off" value={draft.webhookUrl} onChange={(value) => set('webhookUrl', value)} message={message(problems.webhookUrl)} disabled={busy} />
        <Field label={t`When`} hint={digestReason}>
          <RadioGroup value={delivery.mode} disabled={busy} onChange={(_event, data) => set('mode', data.value === 'DAILY_DIGEST' ? 'DAILY_DIGEST' : 'IMMEDIATE')}>
            <Radio value="IMMEDIATE" label={t`Immediately`} />
            <Radio value="DAILY_DIGEST" label={t`Once a day as a digest (e-mail)`} disabled={busy || choices.digest !== null} />
          </RadioGroup>
        </Field>
      </section>
    </FormDialog>
  );
}
