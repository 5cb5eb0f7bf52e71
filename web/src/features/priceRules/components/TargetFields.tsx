import { useLingui } from '@lingui/react/macro';
import { Field, makeStyles, Select, Switch, tokens } from '@fluentui/react-components';
import { TARGET_TYPES, type TargetType } from '@pm/contracts';
import { mediaUp } from '../../../theme/breakpoints.ts';
import { TextField } from '../../../components/TextField.tsx';
import type { RuleDraft } from '../utils/ruleDraft.ts';
import { TARGET_TYPE_LABELS } from '../utils/ruleLabels.ts';

const useStyles = makeStyles({
  fields: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  pair: { display: 'grid', gap: tokens.spacingVerticalM, [mediaUp('sm')]: { gridTemplateColumns: '1fr 1fr', columnGap: tokens.spacingHorizontalM } },
});

export interface TargetFieldsProps {
  draft: RuleDraft;
  set<Key extends keyof RuleDraft>(key: Key, value: RuleDraft[Key]): void;
  messageAt(path: string): string | undefined;
  /** The channel's currency, for the "by an amount" label. */
  currency: string | null;
  disabled: boolean;
}

/** The price the rule aims at: a markup, a profit margin, or a position against the cheapest competitor. */
export function TargetFields({ draft, set, messageAt, currency, disabled }: TargetFieldsProps) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const amountLabel = currency ? t`By an amount (${currency})` : t`By an amount`;
  return (
    <div className={styles.fields}>
      <Field label={t`Type of target`} required>
        <Select value={draft.targetType} disabled={disabled} onChange={(_event, data) => set('targetType', data.value as TargetType)}>
          {TARGET_TYPES.map((type) => (
            <option key={type} value={type}>
              {i18n._(TARGET_TYPE_LABELS[type])}
            </option>
          ))}
        </Select>
      </Field>
      {draft.targetType === 'CHEAPEST_COMPETITOR' ? (
        <>
          <div className={styles.pair}>
            <Field label={t`Cheaper or more expensive`}>
              <Select value={draft.direction} disabled={disabled} onChange={(_event, data) => set('direction', data.value as RuleDraft['direction'])}>
                <option value="CHEAPER">{t`Cheaper than the cheapest competitor`}</option>
                <option value="MORE_EXPENSIVE">{t`More expensive than the cheapest competitor`}</option>
              </Select>
            </Field>
            <Field label={t`Difference`}>
              <Select value={draft.by} disabled={disabled} onChange={(_event, data) => set('by', data.value as RuleDraft['by'])}>
                <option value="PERCENT">{t`In percent`}</option>
                <option value="AMOUNT">{amountLabel}</option>
              </Select>
            </Field>
          </div>
          <div className={styles.pair}>
            <TextField
              label={draft.by === 'PERCENT' ? t`Difference (%)` : t`Difference (amount)`}
              required
              inputMode="decimal"
              autoComplete="off"
              value={draft.competitorValue}
              onChange={(value) => set('competitorValue', value)}
              message={messageAt('target.value')}
              disabled={disabled}
            />
            <Field label={t`Competitor prices`}>
              <Switch checked={draft.withShipping} disabled={disabled} label={draft.withShipping ? t`Including shipping costs` : t`Without shipping costs`} onChange={(_event, data) => set('withShipping', data.checked)} />
            </Field>
          </div>
        </>
      ) : (
        <TextField
          label={draft.targetType === 'PROFIT_MARGIN' ? t`Target profit margin (%)` : t`Markup (%)`}
          hint={draft.targetType === 'PROFIT_MARGIN' ? t`Of the net sales price, below 100 %.` : draft.targetType === 'PURCHASE_MARKUP' ? t`On the net purchase price.` : t`On purchase price plus shipping and commission.`}
          required
          inputMode="decimal"
          autoComplete="off"
          value={draft.targetPercent}
          onChange={(value) => set('targetPercent', value)}
          message={messageAt('target.percent')}
          disabled={disabled}
        />
      )}
    </div>
  );
}
