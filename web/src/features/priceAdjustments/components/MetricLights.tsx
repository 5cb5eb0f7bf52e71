import { useLingui } from '@lingui/react/macro';
import { makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import type { MetricSettings, MetricValues } from '@pm/contracts';
import { METRIC_LABELS } from '../utils/adjustmentLabels.ts';
import { metricValue, shownMetrics, trafficLight, type TrafficLight as Light } from '@pm/contracts';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, margin: 0, padding: 0, listStyle: 'none' },
  /** One wrapping line: a row of the review stays one or two lines high. */
  compact: { flexDirection: 'row', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalM, rowGap: 0 },
  compactItem: { maxWidth: '100%', minWidth: 0 },
  /** One line per metric; a label too long for the column ends in "…" (the whole text is the item's tooltip). */
  compactLabel: { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', minWidth: 0, flexShrink: 1 },
  compactValue: { whiteSpace: 'nowrap', flexShrink: 0 },
  item: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  /** In a narrow card the text wraps beside its light; "(was …)" stays in one piece. */
  full: { alignItems: 'flex-start' },
  fullDot: { marginTop: '3px' },
  nowrap: { whiteSpace: 'nowrap' },
  dot: { width: '10px', height: '10px', borderRadius: tokens.borderRadiusCircular, flexShrink: 0, backgroundColor: tokens.colorNeutralBackground5 },
  green: { backgroundColor: tokens.colorPaletteGreenBackground3 },
  yellow: { backgroundColor: tokens.colorPaletteYellowBackground3 },
  red: { backgroundColor: tokens.colorPaletteRedBackground3 },
  muted: { color: tokens.colorNeutralForeground3 },
});

export function formatPercentValue(value: number | null, locale: string): string {
  if (value === null) return '–';
  return `${new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value)} %`;
}

/**
 * The visible metrics after the change with their traffic light (company thresholds), and the
 * value before. `compact`: side by side, the value before as the item's tooltip (review list rows).
 */
export function MetricLights({ before, after, settings, compact = false }: { before: MetricValues; after: MetricValues; settings: MetricSettings; compact?: boolean }) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const lightName: Record<Light, string> = { green: t`green`, yellow: t`yellow`, red: t`red` };
  return (
    <ul className={mergeClasses(styles.list, compact && styles.compact)}>
      {shownMetrics(settings).map((metric) => {
        const value = metricValue(after, metric);
        const light = trafficLight(value, settings);
        const label = t(METRIC_LABELS[metric]);
        const was = formatPercentValue(metricValue(before, metric), i18n.locale);
        return (
          <li key={metric} className={mergeClasses(styles.item, compact ? styles.compactItem : styles.full)} title={compact ? t`${label}: ${formatPercentValue(value, i18n.locale)} (was ${was})` : undefined}>
            <span className={mergeClasses(styles.dot, !compact && styles.fullDot, light ? styles[light] : undefined)} role="img" aria-label={light ? lightName[light] : t`no value`} />
            {compact ? (
              <>
                <Text size={200} className={styles.compactLabel}>
                  {label}:
                </Text>
                <Text size={200} weight="semibold" className={styles.compactValue}>
                  {formatPercentValue(value, i18n.locale)}
                </Text>
              </>
            ) : (
              <Text size={200}>
                {label}: {formatPercentValue(value, i18n.locale)} <span className={mergeClasses(styles.muted, styles.nowrap)}>{t`(was ${was})`}</span>
              </Text>
            )}
          </li>
        );
      })}
    </ul>
  );
}
