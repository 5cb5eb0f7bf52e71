import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Field, makeStyles, Select, Subtitle2, Switch, tokens } from '@fluentui/react-components';
import { checkPriceRule, conditionIssues, type FilterCondition, type PriceRuleIssue, type PriceRuleView, type SalesChannelView } from '@pm/contracts';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { errorMessageFor } from '../../../lib/errorMessages.ts';
import { useNotify } from '../../../lib/notify.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { useCreatePriceRule } from '../api/createPriceRule.ts';
import { useUpdatePriceRule } from '../api/updatePriceRule.ts';
import { bodyOf, conditionOf, draftOf, emptyDraft, parseNumber, type RuleDraft } from '../utils/ruleDraft.ts';
import { NO_PROBLEMS, problemsOfCheck, problemsOfError, type RuleProblems } from '../utils/ruleProblems.ts';
import { ConditionBuilder } from './ConditionBuilder.tsx';
import { ConstraintFields } from './ConstraintFields.tsx';
import { RuleFallbackField, RuleGuardrailFields } from './RuleFallbackAndGuardrails.tsx';
import { RuleProblemList } from './RuleProblemList.tsx';
import { TargetFields } from './TargetFields.tsx';
import { TestFilterPanel } from './TestFilterPanel.tsx';
import { useRuleFieldMessage } from './ruleFieldMessage.ts';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, marginTop: tokens.spacingVerticalS },
});

/** Edit `rule`, or create one (offered at the end of a list of `count` rules). */
export type PriceRuleDialogTarget = { rule: PriceRuleView } | { count: number };

export interface PriceRuleDialogProps {
  companyId: string;
  target: PriceRuleDialogTarget;
  channels: SalesChannelView[];
  open: boolean;
  onClose(): void;
}

/** The problems of the draft as the API would find them, plus a position that is not one. */
function localProblems(draft: RuleDraft, position: string, creating: boolean) {
  const check = checkPriceRule(bodyOf(draft));
  const at = parseNumber(position);
  const badPosition = creating && position.trim() !== '' && (at === null || !Number.isInteger(at) || at < 1);
  const positionIssue: PriceRuleIssue[] = badPosition ? [{ path: 'position', problem: 'TOO_SMALL', limit: 1, message: 'position' }] : [];
  const found = problemsOfCheck(check);
  return { check, at, problems: { issues: [...positionIssue, ...found.issues], contradictions: found.contradictions } };
}

/** The rule editor. Problems are checked with the same functions the API enforces before anything is sent. Give it a new `key` per opening. */
export function PriceRuleDialog({ companyId, target, channels, open, onClose }: PriceRuleDialogProps) {
  const { t } = useLingui();
  const styles = useStyles();
  const notify = useNotify();
  const rule = 'rule' in target ? target.rule : null;
  const create = useCreatePriceRule(companyId);
  const update = useUpdatePriceRule(companyId);
  const [draft, setDraft] = useState<RuleDraft>(() => (rule ? draftOf(rule) : emptyDraft(channels[0]?.channelId ?? '')));
  const [position, setPosition] = useState(() => ('count' in target ? String(target.count + 1) : ''));
  // Messages appear after the first save attempt and then follow the input live; the API's
  // problems (and those of "Test filter conditions") show until the next change.
  const [attempted, setAttempted] = useState(false);
  const [reported, setReported] = useState<RuleProblems | null>(null);
  const local = attempted ? localProblems(draft, position, !rule) : null;
  const problems = reported ?? local?.problems ?? NO_PROBLEMS;
  const messageAt = useRuleFieldMessage(problems);
  const busy = create.isPending || update.isPending;
  const failed = create.error ?? update.error;
  const failedProblems = failed ? problemsOfError(failed) : null;
  const channel = channels.find((c) => c.channelId === draft.salesChannelId);
  const currency = channel?.currency ?? null;

  const set = <Key extends keyof RuleDraft>(key: Key, value: RuleDraft[Key]) => {
    setReported(null);
    setDraft((current) => ({ ...current, [key]: value }));
  };
  const changePosition = (value: string) => {
    setReported(null);
    setPosition(value);
  };

  const focusFirstProblem = (form: HTMLFormElement) => {
    // After React has shown the messages: the first invalid input, or the list above the form.
    requestAnimationFrame(() => (form.querySelector<HTMLElement>('[aria-invalid="true"]') ?? form.querySelector<HTMLElement>('[data-rule-problems]'))?.focus());
  };

  const onSubmit = (form: HTMLFormElement) => {
    setAttempted(true);
    setReported(null);
    const { check, at, problems: found } = localProblems(draft, position, !rule);
    if (!check.ok || found.issues.length > 0) {
      focusFirstProblem(form);
      return;
    }
    const fields = check.fields;
    const name = fields.name;
    const showServerProblems = (error: Parameters<typeof problemsOfError>[0]) => setReported(problemsOfError(error));
    if (!rule) {
      create.mutate(at === null ? fields : { ...fields, position: at }, {
        onSuccess: () => {
          notify.success(t`Price rule ${name} created.`);
          onClose();
        },
        onError: showServerProblems,
      });
      return;
    }
    update.mutate(
      { ruleId: rule.ruleId, body: fields },
      {
        onSuccess: () => {
          notify.success(t`Price rule saved.`);
          onClose();
        },
        onError: showServerProblems,
      },
    );
  };

  /** The conditions for "Test filter conditions", or null after showing their problems. */
  const testConditions = (): FilterCondition[] | null => {
    const conditions = draft.conditions.map(conditionOf);
    const issues = conditions.flatMap((c, i) => conditionIssues(c, i));
    setReported(issues.length > 0 ? { issues, contradictions: [] } : null);
    return issues.length > 0 ? null : conditions;
  };

  return (
    <FormDialog
      open={open}
      wide
      title={rule ? t`Edit price rule` : t`Create price rule`}
      submitLabel={rule ? t`Save changes` : t`Create price rule`}
      busy={busy}
      error={failed && !failedProblems ? t(errorMessageFor(failed)) : null}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <RuleProblemList problems={problems} conditionCount={draft.conditions.length} />
      <TextField label={t`Name`} required autoComplete="off" value={draft.name} onChange={(value) => set('name', value)} message={messageAt('name')} disabled={busy} />
      <Field label={t`Sales channel`} required validationState={messageAt('salesChannelId') ? 'error' : 'none'} validationMessage={messageAt('salesChannelId')}>
        <Select value={draft.salesChannelId} disabled={busy} onChange={(_event, data) => set('salesChannelId', data.value)}>
          {!channel && <option value={draft.salesChannelId}>{rule?.channelName ?? (draft.salesChannelId ? t`Deleted sales channel` : t`Please select`)}</option>}
          {channels.map((c) => (
            <option key={c.channelId} value={c.channelId}>
              {c.name}
            </option>
          ))}
        </Select>
      </Field>
      {!rule && (
        <TextField
          label={t`Position`}
          hint={t`1 is the top of the list and wins over the rules below it. Empty: at the end.`}
          inputMode="numeric"
          autoComplete="off"
          value={position}
          onChange={changePosition}
          message={messageAt('position')}
          disabled={busy}
        />
      )}
      <Switch checked={draft.active} disabled={busy} label={draft.active ? t`Active` : t`Inactive`} onChange={(_event, data) => set('active', data.checked)} />

      <section className={styles.section} aria-label={t`Filter conditions`}>
        <Subtitle2 as="h3">{t`Filter conditions`}</Subtitle2>
        <ConditionBuilder companyId={companyId} conditions={draft.conditions} onChange={(conditions) => set('conditions', conditions)} messageAt={messageAt} disabled={busy} />
        <TestFilterPanel
          companyId={companyId}
          salesChannelId={channel ? draft.salesChannelId : ''}
          conditions={testConditions}
          fingerprint={JSON.stringify([draft.salesChannelId, draft.conditions.map(({ field, operator, value }) => [field, operator, value])])}
          disabled={busy}
        />
      </section>

      <section className={styles.section} aria-label={t`Target`}>
        <Subtitle2 as="h3">{t`Target`}</Subtitle2>
        <TargetFields draft={draft} set={set} messageAt={messageAt} currency={currency} disabled={busy} />
      </section>

      <section className={styles.section} aria-label={t`Constraints`}>
        <Subtitle2 as="h3">{t`Constraints`}</Subtitle2>
        <ConstraintFields draft={draft} set={set} messageAt={messageAt} currency={currency} disabled={busy} />
      </section>

      <section className={styles.section} aria-label={t`When the rule produces no price`}>
        <Subtitle2 as="h3">{t`When the rule produces no price`}</Subtitle2>
        <RuleFallbackField draft={draft} set={set} disabled={busy} />
      </section>

      <section className={styles.section} aria-label={t`Guardrails`}>
        <Subtitle2 as="h3">{t`Guardrails`}</Subtitle2>
        <RuleGuardrailFields draft={draft} set={set} messageAt={messageAt} disabled={busy} />
      </section>
    </FormDialog>
  );
}
