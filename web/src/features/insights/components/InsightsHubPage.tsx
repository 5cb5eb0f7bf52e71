import { useLingui } from '@lingui/react/macro';
import { Card, CardHeader, makeStyles, Text, tokens } from '@fluentui/react-components';
import type { Profile } from '@pm/contracts';
import { AppLink } from '../../../components/AppLink.tsx';
import { PageLayout } from '../../../components/PageLayout.tsx';
import { ProfileGate } from '../../../components/ProfileGate.tsx';
import { useBrandInsights } from '../api/brandInsightsQuery.ts';
import { useCheckUrls } from '../api/checkUrlsQuery.ts';
import { useOutOfStock } from '../api/outOfStockQuery.ts';
import { usePriceDeviations } from '../api/priceDeviationsQuery.ts';
import { formatCount, formatIndex, formatShare, formatSignedPercent } from '../utils/insightsFormat.ts';
import { viewQuery } from '../utils/insightsLinks.ts';
import { Figure, FigureRow } from './Figure.tsx';
import { InsightsControls } from './InsightsControls.tsx';
import { QueryState } from './QueryState.tsx';
import { useInsightsView } from './useInsightsView.ts';

const useStyles = makeStyles({
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))', gap: tokens.spacingHorizontalL },
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  muted: { color: tokens.colorNeutralForeground2 },
});

/** `/insights`: a card per insight leading to its screen, with its headline figures where the hub's API has them. */
export function InsightsHubPage() {
  return <ProfileGate>{(profile) => <InsightsHub profile={profile} />}</ProfileGate>;
}

function InsightsHub({ profile }: { profile: Profile }) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const companyId = profile.company.id;
  const view = useInsightsView();
  const deviations = usePriceDeviations(companyId, view);
  const brands = useBrandInsights(companyId, view);
  const stock = useOutOfStock(companyId, view.country);
  const urls = useCheckUrls(companyId, { page: 1, pageSize: 1 });
  const locale = i18n.locale;
  const search = viewQuery(view);
  return (
    <PageLayout title={t`Insights`} intro={t`Where your prices stand against the market, which shops undercut you, and what needs attention. Each title leads to the products behind its figures.`}>
      <InsightsControls view={view} />
      <div className={styles.grid}>
        <Card className={styles.card}>
          <CardHeader header={<AppLink to={`/insights/price-deviations${search}`}>{t`Price deviations`}</AppLink>} description={<Text className={styles.muted}>{t`How often and by how much competitor shops are cheaper`}</Text>} />
          <QueryState query={deviations}>
            {(data) => (
              <FigureRow>
                <Figure label={t`Competitors cheaper`} value={formatShare(data.overall.cheaper, data.overall.products, locale)} help={t`Share of the compared product offers (a shop's latest comparable price in the period) below your own price.`} />
                <Figure label={t`Median deviation`} value={formatSignedPercent(data.overall.medianPercent, locale)} help={t`Median of (competitor price − own price) ÷ own price over all compared offers; negative: competitors are cheaper. Counted in steps of 0.1 percentage points, so it is exact to within 0.1 points.`} />
                <Figure label={t`Shops`} value={formatCount(data.shops.length, locale)} help={t`Competitor shops with at least one comparable price in the period.`} />
              </FigureRow>
            )}
          </QueryState>
        </Card>
        <Card className={styles.card}>
          <CardHeader header={<AppLink to={`/insights/brands${search}`}>{t`Brand analysis`}</AppLink>} description={<Text className={styles.muted}>{t`Price index and coverage per brand`}</Text>} />
          <QueryState query={brands}>
            {(data) => (
              <FigureRow>
                <Figure label={t`Price index vs. cheapest`} value={formatIndex(data.overall.indexCheapest, locale)} help={t`Geometric mean of own price ÷ cheapest competitor price over the products with offers, × 100. 100: on par; above 100: your prices are higher.`} />
                <Figure label={t`Coverage`} value={formatShare(data.overall.covered, data.overall.products, locale)} help={t`Share of your products with at least one comparable competitor offer.`} />
                <Figure label={t`Brands`} value={formatCount(data.brands.length, locale)} help={t`Brands of your products in this country.`} />
              </FigureRow>
            )}
          </QueryState>
        </Card>
        <Card className={styles.card}>
          {/* Its own feature and API: linked by path; the hub has no figure of it, so the card explains what it shows. */}
          <CardHeader header={<AppLink to="/insights/price-development">{t`Price development`}</AppLink>} description={<Text className={styles.muted}>{t`The market and your own price index over time, per category, brand or shop`}</Text>} />
        </Card>
        <Card className={styles.card}>
          <CardHeader header={<AppLink to="/insights/out-of-stock">{t`Out of stock`}</AppLink>} description={<Text className={styles.muted}>{t`Competitors out of stock are an opportunity`}</Text>} />
          <QueryState query={stock}>
            {(data) => (
              <FigureRow>
                <Figure label={t`Competitor offers out of stock`} value={formatCount(data.competitorTotal, locale)} help={t`Competitor URLs whose latest scrape says out of stock.`} />
                <Figure label={t`Own products out of stock`} value={formatCount(data.ownTotal, locale)} help={t`Your products whose stock flag of this country is off.`} />
              </FigureRow>
            )}
          </QueryState>
        </Card>
        <Card className={styles.card}>
          <CardHeader header={<AppLink to="/insights/check-urls">{t`Check URLs`}</AppLink>} description={<Text className={styles.muted}>{t`Competitor URLs that need attention`}</Text>} />
          <QueryState query={urls}>
            {(data) => (
              <FigureRow>
                <Figure label={t`URLs to check`} value={formatCount(data.total, locale)} help={t`URLs without data, with an error page, with a flagged price, or not scraped for longer than their shop's frequency.`} />
                <Figure label={t`Error pages`} value={formatCount(data.counts['page-error'], locale)} help={t`URLs whose last scrape answered with an error page (404, gone, redirect to a category, …).`} />
              </FigureRow>
            )}
          </QueryState>
        </Card>
        <Card className={styles.card}>
          <CardHeader header={<AppLink to="/insights/exports">{t`Exports`}</AppLink>} description={<Text className={styles.muted}>{t`CSV files of scrape records, cheapest competitor prices, strike prices and the price analysis`}</Text>} />
        </Card>
      </div>
    </PageLayout>
  );
}
