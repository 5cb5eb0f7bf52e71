import { useLingui } from '@lingui/react/macro';
import { makeStyles, tokens } from '@fluentui/react-components';
import type { PriceAnalysisSettings } from '@pm/contracts';

const useStyles = makeStyles({
  facts: { display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalXS, margin: 0 },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0 },
});

/** The settings read-only, for viewers: the values, no form they cannot send. */
export function PriceAnalysisSettingsFacts({ settings }: { settings: PriceAnalysisSettings }) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  return (
    <dl className={styles.facts} aria-label={t`Analysis defaults`}>
      <dt className={styles.term}>{t`Deviation shown as`}</dt>
      <dd className={styles.value}>{settings.deltaMode === 'PERCENT' ? t`Percent` : t`Absolute amount`}</dd>
      <dt className={styles.term}>{t`Shipping costs for new users`}</dt>
      <dd className={styles.value}>{settings.withShippingCost ? t`Included` : t`Not included`}</dd>
      <dt className={styles.term}>{t`Tolerance for "within" the cheapest`}</dt>
      <dd className={styles.value}>{`${i18n.number(settings.tolerancePercent, { maximumFractionDigits: 2 })} %`}</dd>
      <dt className={styles.term}>{t`Offers count as stale after`}</dt>
      <dd className={styles.value}>{t`${settings.staleAfterDays} days`}</dd>
      <dt className={styles.term}>{t`Comparison products as competitors`}</dt>
      <dd className={styles.value}>{settings.includeComparisonProducts ? t`Counted` : t`Shown apart, not counted`}</dd>
    </dl>
  );
}
