import { useLingui } from '@lingui/react/macro';
import { makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import type { DeviationTrendPoint } from '@pm/contracts';
import { formatDay, formatShare, formatSignedPercent } from '../utils/insightsFormat.ts';

const useStyles = makeStyles({
  // Bars share the width (no minimum): "all time" has a bar per day, which at a fixed minimum ran past a phone's edge.
  strip: { display: 'flex', alignItems: 'flex-end', gap: '2px', height: '40px', maxWidth: '360px', minWidth: 0, overflow: 'hidden' },
  dense: { gap: '1px' },
  bar: { flexGrow: 1, flexBasis: 0, minWidth: 0, maxWidth: '12px', backgroundColor: tokens.colorPaletteRedBackground3, borderRadius: tokens.borderRadiusSmall },
  empty: { color: tokens.colorNeutralForeground3 },
});

/**
 * The daily trend as bars: each bar the share of compared products the shop was cheaper on that
 * day (taller: the shop undercut more often); the text beside names first and last day.
 */
export function TrendStrip({ trend }: { trend: DeviationTrendPoint[] }) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  if (trend.length === 0) return <Text className={styles.empty}>{t`No daily figures in this period`}</Text>;
  const first = trend[0];
  const last = trend[trend.length - 1];
  const describe = (point: DeviationTrendPoint) =>
    t`${formatDay(point.day, i18n.locale)}: cheaper on ${formatShare(point.cheaper, point.products, i18n.locale) ?? '–'} of ${point.products}, average ${formatSignedPercent(point.averagePercent, i18n.locale) ?? '–'}`;
  return (
    <div>
      <div className={mergeClasses(styles.strip, trend.length > 60 && styles.dense)} role="img" aria-label={first && last ? `${describe(first)} … ${describe(last)}` : ''}>
        {trend.map((point) => (
          <div key={point.day} className={styles.bar} title={describe(point)} style={{ height: `${Math.max(4, Math.round((point.cheaper / Math.max(1, point.products)) * 100))}%` }} />
        ))}
      </div>
      {last && <Text size={200}>{describe(last)}</Text>}
    </div>
  );
}
