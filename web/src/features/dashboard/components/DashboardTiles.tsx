import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import type { Country, Dashboard, Metric, TrafficLight } from '@pm/contracts';
import { AreaSpinner } from '../../../components/FullScreenSpinner.tsx';
import { AppLink } from '../../../components/AppLink.tsx';
import { errorMessageFor } from '../../../lib/errorMessages.ts';
import { useCountryName } from '../../../lib/hooks/useCountryName.ts';
import { useFormatDateTime } from '../../../lib/hooks/useFormatDateTime.ts';
import { formatMoney } from '../../../lib/utils/formatMoney.ts';
import { formatPercent } from '../../../lib/utils/formatDeviation.ts';
import { priceAnalysisPath } from '../../../lib/utils/priceAnalysisListQuery.ts';
import { useDashboard } from '../api/dashboardQuery.ts';
import { formatMetric, formatShare, scrapeHealthShare, shareOf, topMetricLight } from '../utils/dashboardFigures.ts';
import { DashboardTile } from './DashboardTile.tsx';
import { RefreshFailed } from '../../../components/RefreshFailed.tsx';
import { firstLoadFailed } from '../../../lib/queryView.ts';

const useStyles = makeStyles({
  grid: { display: 'grid', gap: tokens.spacingVerticalM, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))' },
  // A label/value row: a long label wraps within its own column, the value stays on the row's first line at the end
  // (no wrapping of the row itself, which put the value on a line of its own, left-aligned, on a phone).
  figure: { display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: tokens.spacingHorizontalM },
  figureLabel: { flex: '1 1 auto', minWidth: 0, overflowWrap: 'anywhere' },
  figureValue: { flex: '0 0 auto', whiteSpace: 'nowrap', textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  big: { fontSize: tokens.fontSizeHero700, lineHeight: tokens.lineHeightHero700, fontWeight: tokens.fontWeightSemibold },
  muted: { color: tokens.colorNeutralForeground2 },
  light: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  dot: { width: '28px', height: '28px', borderRadius: '50%', flexShrink: 0, border: `1px solid ${tokens.colorNeutralStroke1}` },
  green: { backgroundColor: tokens.colorPaletteGreenBackground3 },
  yellow: { backgroundColor: tokens.colorPaletteYellowBackground3 },
  red: { backgroundColor: tokens.colorPaletteRedBackground3 },
  none: { backgroundColor: tokens.colorNeutralBackground4 },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  error: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
});

const METRIC_LABELS: Record<Metric, MessageDescriptor> = {
  PROFIT_MARGIN: msg`Profit margin`,
  PURCHASE_MARKUP: msg`Purchase price markup`,
  TOTAL_COST_MARKUP: msg`Total cost markup`,
};
const LIGHT_LABELS: Record<TrafficLight, MessageDescriptor> = { green: msg`Green`, yellow: msg`Yellow`, red: msg`Red` };

/** A labelled figure; with `to`, its label opens the list behind the figure. */
function Figure({ label, value, to }: { label: string; value: string; to?: string }) {
  const styles = useStyles();
  return (
    <div className={styles.figure}>
      {to ? (
        <AppLink className={styles.figureLabel} to={to}>
          {label}
        </AppLink>
      ) : (
        <Text className={styles.figureLabel}>{label}</Text>
      )}
      <Text weight="semibold" className={styles.figureValue}>
        {value}
      </Text>
    </div>
  );
}

/** The dashboard's tiles for the selected country; each links to the screen behind it. */
export function DashboardTiles({ companyId, country, withShipping }: { companyId: string; country: Country; withShipping: boolean }) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const countryName = useCountryName();
  const formatDateTime = useFormatDateTime();
  const dashboard = useDashboard(companyId, country, withShipping);
  if (dashboard.isPending) return <AreaSpinner />;
  if (firstLoadFailed(dashboard)) {
    return (
      <div className={styles.error} role="alert">
        <Text>{t`The dashboard could not be loaded.`} {i18n._(errorMessageFor(dashboard.error))}</Text>
        <Button onClick={() => void dashboard.refetch()}>{t`Try again`}</Button>
      </div>
    );
  }
  const data: Dashboard = dashboard.data;
  const locale = i18n.locale;
  const { position, topMetric, proposals, changes, scrapeHealth } = data;
  const share = (count: number) => `${formatShare(shareOf(count, position.compared), locale)} (${i18n.number(count)})`;
  const light = topMetricLight(topMetric);
  const metricName = i18n._(METRIC_LABELS[topMetric.metric]);
  const tolerance = formatMetric(position.tolerancePercent, locale);
  const green = formatMetric(topMetric.greenThreshold, locale);
  const yellow = formatMetric(topMetric.yellowThreshold, locale);
  const healthShare = formatShare(scrapeHealthShare(scrapeHealth), locale);
  const countryLabel = countryName(country);

  return (
    <>
      <RefreshFailed query={dashboard} />
      <div className={styles.grid}>
        <DashboardTile title={t`Your position in ${countryLabel}`} to="/price-analysis" linkText={t`Open the price analysis`}>
          {position.compared === 0 ? (
            <Text className={styles.muted}>{t`No product has an own price and competitor offers to compare yet.`}</Text>
          ) : (
            <>
              <Figure label={t`Cheapest`} value={share(position.cheapest)} to={priceAnalysisPath({ position: 'cheapest' })} />
              <Figure label={t`Within ${tolerance} of the cheapest`} value={share(position.withinTolerance)} to={priceAnalysisPath({ position: 'within-tolerance' })} />
              <Figure label={t`More expensive`} value={share(position.moreExpensive)} to={priceAnalysisPath({ position: 'more-expensive' })} />
              <Text size={200} className={styles.muted}>
                {t`Shares of the ${position.compared} products with an own price and competitor offers.`}
              </Text>
            </>
          )}
        </DashboardTile>

        <DashboardTile title={t`Top metric: ${metricName}`} to="/settings/price-engine/metrics" linkText={t`Open the metrics settings`}>
          <div className={styles.light}>
            <span
              role="img"
              aria-label={light ? t`Traffic light: ${i18n._(LIGHT_LABELS[light])}` : t`Traffic light: no value`}
              className={`${styles.dot} ${light ? styles[light] : styles.none}`}
            />
            <Text className={styles.big}>{topMetric.value === null ? '–' : formatMetric(topMetric.value, locale)}</Text>
          </div>
          <Text size={200} className={styles.muted}>
            {t`Average over ${topMetric.productCount} products at their own sales price, before channel commission and own shipping. Green above ${green}, yellow above ${yellow}.`}
          </Text>
        </DashboardTile>

        <DashboardTile title={t`Price proposals`} to="/price-engine/review" linkText={t`Review the proposals`}>
          <Text className={styles.big}>{i18n.number(proposals.pending)}</Text>
          <Text>{t`pending proposals`}</Text>
          <Text size={200} className={styles.muted}>
            {proposals.lastRun ? t`Last run: ${formatDateTime(proposals.lastRun.requestedAt)}, ${proposals.lastRun.proposals} proposals` : t`The rule engine has not run yet.`}
          </Text>
          <AppLink to="/price-engine/rule-engine">{t`Open the run history`}</AppLink>
        </DashboardTile>

        <DashboardTile title={t`Since yesterday`} to="/price-analysis" linkText={t`See the prices in the price analysis`}>
          <Figure label={t`Competitor prices up`} value={i18n.number(changes.priceUp)} />
          <Figure label={t`Competitor prices down`} value={i18n.number(changes.priceDown)} />
          <Figure label={t`Newly out of stock`} value={i18n.number(changes.outOfStock)} />
          <Figure label={t`New undercuts of your price`} value={i18n.number(changes.undercuts)} />
        </DashboardTile>

        <DashboardTile title={t`Scrape health`} to="/scrape-records" linkText={t`Open the scrape records`}>
          <Text className={styles.big}>{healthShare}</Text>
          <Text>{t`of the last 24 hours' scrapes were OK`}</Text>
          <Figure label={t`Scrapes`} value={i18n.number(scrapeHealth.total)} />
          <Figure label={t`Errors`} value={i18n.number(scrapeHealth.errors)} />
        </DashboardTile>

        <DashboardTile title={t`Your favourite products`} to="/assortment" linkText={t`Open the assortment`}>
          {data.favorites.length === 0 ? (
            <Text className={styles.muted}>{t`Mark products with the star in the assortment to see them here.`}</Text>
          ) : (
            <ul className={styles.list}>
              {data.favorites.map((favorite) => (
                <li key={favorite.productId} className={styles.figure}>
                  <AppLink className={styles.figureLabel} to={`/price-analysis/${encodeURIComponent(favorite.productId)}`}>
                    {favorite.name}
                  </AppLink>
                  <Text className={styles.figureValue}>
                    {formatMoney(favorite.ownPrice, favorite.currency, locale) ?? '–'}
                    {favorite.deviationPercent === null ? '' : ` (${formatPercent(favorite.deviationPercent, locale) ?? ''})`}
                  </Text>
                </li>
              ))}
            </ul>
          )}
        </DashboardTile>
      </div>
    </>
  );
}
