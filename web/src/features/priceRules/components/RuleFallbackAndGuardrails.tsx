import { useLingui } from '@lingui/react/macro';
import { Field, makeStyles, Select, Switch, Text, tokens } from '@fluentui/react-components';
import { mediaUp } from '../../../theme/breakpoints.ts';
import { TextField } from '../../../components/TextField.tsx';
import type { GuardrailChoice, RuleDraft } from '../utils/ruleDraft.ts';

const useStyles = makeStyles({
  fields: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  pair: { display: 'grid', gap: tokens.spacingVerticalM, alignItems: 'start', [mediaUp('sm')]: { gridTemplateColumns: '1fr 1fr', columnGap: tokens.spacingHorizontalM } },
  hint: { color: tokens.colorNeutralForeground3 },
});

export interface RuleFallbackFieldProps {
  draft: RuleDraft;
  set<Key extends keyof RuleDraft>(key: Key, value: RuleDraft[Key]): void;
  disabled: boolean;
}

/** "If this rule produces no price, let the next matching rule try" (issue 12; off: spec §4 "overwritten by another rule"). */
export function RuleFallbackField({ draft, set, disabled }: RuleFallbackFieldProps) {
  const { t } = useLingui();
  return (
    <Field hint={t`Off: the rules below it are recorded as overwritten, even when this rule ends in an error or misses its constraints.`}>
      <Switch
        checked={draft.fallThrough}
        disabled={disabled}
        label={t`If this rule produces no price, let the next matching rule try`}
        onChange={(_event, data) => set('fallThrough', data.checked)}
      />
    </Field>
  );
}

export interface RuleGuardrailFieldsProps extends RuleFallbackFieldProps {
  messageAt(path: string): string | undefined;
}

/** The rule's own guardrails; each keeps the company's setting unless chosen otherwise. */
export function RuleGuardrailFields({ draft, set, messageAt, disabled }: RuleGuardrailFieldsProps) {
  const { t } = useLingui();
  const styles = useStyles();
  const choice = (key: 'guardrailMaxChange' | 'guardrailNoBelowCost' | 'guardrailNoAboveMsrp', label: string, on: string, off: string) => (
    <Field label={label}>
      <Select value={draft[key]} disabled={disabled} onChange={(_event, data) => set(key, data.value as GuardrailChoice)}>
        <option value="COMPANY">{t`Use the company's setting`}</option>
        <option value="ON">{on}</option>
        <option value="OFF">{off}</option>
      </Select>
    </Field>
  );
  return (
    <div className={styles.fields}>
      <Text className={styles.hint}>{t`Guardrails hold every proposal of the company whatever its rule says; a rule may set its own. A price outside a guardrail is not proposed but recorded with its reason.`}</Text>
      <div className={styles.pair}>
        {choice('guardrailMaxChange', t`Guardrail: maximum change per run`, t`This rule's maximum`, t`No maximum for this rule`)}
        {draft.guardrailMaxChange === 'ON' && (
          <TextField
            label={t`Maximum change per run for this rule (%)`}
            hint={t`Of the current price; above 0, at most 1,000 %.`}
            required
            inputMode="decimal"
            autoComplete="off"
            value={draft.guardrailMaxChangePercent}
            onChange={(value) => set('guardrailMaxChangePercent', value)}
            message={messageAt('guardrails.maxChangePercent')}
            disabled={disabled}
          />
        )}
      </div>
      <div className={styles.pair}>
        {choice('guardrailNoBelowCost', t`Guardrail: below cost`, t`Never below the purchase price plus costs`, t`Allow prices below cost`)}
        {choice('guardrailNoAboveMsrp', t`Guardrail: MSRP cap`, t`Never above the MSRP`, t`Allow prices above the MSRP`)}
      </div>
    </div>
  );
}
