import { useLingui } from '@lingui/react/macro';
import { makeStyles, Text, tokens } from '@fluentui/react-components';
import type { PriceAnalysisRow } from '@pm/contracts';

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** The number of offers, with how many are out of stock or flagged. */
export function OfferCounts({ row }: { row: Pick<PriceAnalysisRow, 'offerCount' | 'outOfStockCount' | 'flaggedCount'> }) {
  const { t } = useLingui();
  const styles = useStyles();
  return (
    <div className={styles.stack}>
      <Text>{row.offerCount}</Text>
      {row.outOfStockCount > 0 && (
        <Text size={200} className={styles.muted}>
          {t`${row.outOfStockCount} out of stock`}
        </Text>
      )}
      {row.flaggedCount > 0 && (
        <Text size={200} className={styles.muted}>
          {t`${row.flaggedCount} flagged`}
        </Text>
      )}
    </div>
  );
}
