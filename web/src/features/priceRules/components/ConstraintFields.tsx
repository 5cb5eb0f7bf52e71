import { useLingui } from '@lingui/react/macro';
import { Checkbox, makeStyles, tokens } from '@fluentui/react-components';
import { mediaUp } from '../../../theme/breakpoints.ts';
import { TextField } from '../../../components/TextField.tsx';
import type { ConstraintKey, RuleDraft } from '../utils/ruleDraft.ts';

const useStyles = makeStyles({
  fields: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  pair: { display: 'grid', gap: tokens.spacingVerticalM, [mediaUp('sm')]: { gridTemplateColumns: '1fr 1fr', columnGap: tokens.spacingHorizontalM } },
});

export interface ConstraintFieldsProps {
  draft: RuleDraft;
  set<Key extends keyof RuleDraft>(key: Key, value: RuleDraft[Key]): void;
  messageAt(path: string): string | undefined;
  currency: string | null;
  disabled: boolean;
}

/** Limits every proposed price must keep; each is optional (empty: no limit). */
export function ConstraintFields({ draft, set, messageAt, currency, disabled }: ConstraintFieldsProps) {
  const { t } = useLingui();
  const styles = useStyles();
  const unit = currency ?? '';
  const input = (key: ConstraintKey, label: string, hint?: string) => (
    <TextField
      label={label}
      hint={hint}
      inputMode="decimal"
      autoComplete="off"
      value={draft[key]}
      onChange={(value) => set(key, value)}
      message={messageAt(`constraints.${key}`)}
      disabled={disabled}
    />
  );
  return (
    <div className={styles.fields}>
      <div className={styles.pair}>
        {input('minPrice', unit ? t`Minimum price (${unit})` : t`Minimum price`)}
        {input('maxPrice', unit ? t`Maximum price (${unit})` : t`Maximum price`)}
      </div>
      <div className={styles.pair}>
        {input('minMarkup', t`Minimum markup (%)`)}
        {input('maxMarkup', t`Maximum markup (%)`)}
      </div>
      <div className={styles.pair}>
        {input('minProfitMargin', t`Minimum profit margin (%)`, t`Between 0 and 100 %.`)}
        {input('maxProfitMargin', t`Maximum profit margin (%)`, t`Between 0 and 100 %.`)}
      </div>
      <div className={styles.pair}>
        {input('maxChangePercent', t`Maximum change per run (%)`, t`Of the current price.`)}
        <Checkbox checked={draft.msrpCap} disabled={disabled} label={t`Never above the MSRP`} onChange={(_event, data) => set('msrpCap', data.checked === true)} />
      </div>
    </div>
  );
}
