import { useLingui } from '@lingui/react/macro';
import { makeStyles, Text, tokens } from '@fluentui/react-components';
import type { PriceAnalysisRow } from '@pm/contracts';
import { POSITION_LABELS } from '../utils/priceAnalysisLabels.ts';

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** Where the own price ranks among the current competitor offers, e.g. "2nd of 5". */
export function PositionText({ row }: { row: Pick<PriceAnalysisRow, 'position' | 'rank' | 'offerCount'> }) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const of = row.offerCount + 1;
  return (
    <div className={styles.stack}>
      <Text>{i18n._(POSITION_LABELS[row.position])}</Text>
      {row.rank !== null && (
        <Text size={200} className={styles.muted}>
          {t`Rank ${row.rank} of ${of}`}
        </Text>
      )}
    </div>
  );
}
