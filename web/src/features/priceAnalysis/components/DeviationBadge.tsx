import { useLingui } from '@lingui/react/macro';
import { Badge, makeStyles, Text, tokens } from '@fluentui/react-components';
import type { PriceAnalysisRow } from '@pm/contracts';
import { deviationTone, formatDeviation } from '../../../lib/utils/formatDeviation.ts';
import type { DeviationMode } from '../../../lib/utils/priceAnalysisListQuery.ts';

const COLORS = { above: 'danger', below: 'success', level: 'informative' } as const;

const useStyles = makeStyles({ none: { color: tokens.colorNeutralForeground3 } });

/** The own price's deviation from the cheapest competitor: red when above, green when below. */
export function DeviationBadge({ row, mode }: { row: Pick<PriceAnalysisRow, 'deviation' | 'currency'>; mode: DeviationMode }) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const text = formatDeviation(row, mode, i18n.locale);
  if (!row.deviation || text === null) return <Text className={styles.none}>–</Text>;
  const tone = deviationTone(row.deviation.absolute);
  const meaning = tone === 'above' ? t`more expensive than the cheapest competitor` : tone === 'below' ? t`cheaper than the cheapest competitor` : t`as cheap as the cheapest competitor`;
  return (
    <Badge appearance="tint" color={COLORS[tone]} size="large" title={meaning}>
      {text}
    </Badge>
  );
}
