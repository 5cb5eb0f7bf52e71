import { useCallback, useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { makeStyles, Subtitle2, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, tokens } from '@fluentui/react-components';
import type { BrandDetail, InsightsRange, Profile } from '@pm/contracts';
import { AppLink } from '../../../components/AppLink.tsx';
import { IndexLineChart } from '../../../components/IndexLineChart.tsx';
import { CardList, CardListItem } from '../../../components/CardList.tsx';
import { NumericHeaderCell } from '../../../components/NumericHeaderCell.tsx';
import { PageLayout } from '../../../components/PageLayout.tsx';
import { ProfileGate } from '../../../components/ProfileGate.tsx';
import { PRIMARY_COLOR } from '../../../theme/brandRamp.ts';
import { useBreakpointUp } from '../../../theme/useBreakpoint.ts';
import { useBrandDetail } from '../api/brandDetailQuery.ts';
import { formatCents, formatCount, formatDay, formatIndex, formatShare } from '../utils/insightsFormat.ts';
import { shopDeviationPath, viewQuery } from '../utils/insightsLinks.ts';
import { useIndexHelp } from './BrandsPage.tsx';
import { Figure, FigureRow } from './Figure.tsx';
import { InsightsControls } from './InsightsControls.tsx';
import { QueryState } from './QueryState.tsx';
import { useInsightsView } from './useInsightsView.ts';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  number: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  // Long German headers wrap (still at the end) instead of running into the next column.
  header: { whiteSpace: 'normal' },
  chart: { minWidth: 0, width: '100%', overflow: 'hidden' },
});

/** `/insights/brands/:brand`: the brand's index, its index per shop and its products. */
export function BrandDetailPage() {
  const { brand = '' } = useParams();
  return <ProfileGate>{(profile) => <BrandDetailScreen profile={profile} brand={brand} />}</ProfileGate>;
}

function BrandDetailScreen({ profile, brand }: { profile: Profile; brand: string }) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const view = useInsightsView();
  const detail = useBrandDetail(profile.company.id, brand, view);
  const help = useIndexHelp();
  const locale = i18n.locale;
  return (
    <PageLayout title={brand} back={<AppLink to={`/insights/brands${viewQuery(view)}`}>{t`Brand analysis`}</AppLink>} intro={t`The brand's price index overall, per shop and per day (over the prices observed in the period), and its products.`}>
      <InsightsControls view={view} />
      <QueryState query={detail}>
        {(data) => (
          <>
            <FigureRow>
              <Figure label={t`Price index vs. cheapest`} value={formatIndex(data.brand.indexCheapest, locale)} help={help.cheapest} />
              <Figure label={t`Price index vs. average`} value={formatIndex(data.brand.indexAverage, locale)} help={help.average} />
              <Figure label={t`Coverage`} value={formatShare(data.brand.covered, data.brand.products, locale)} help={help.coverage} />
            </FigureRow>
            <section className={styles.section}>
              <Subtitle2 as="h2">{t`Index per shop`}</Subtitle2>
              {data.shops.length === 0 ? <Text>{t`No shop's prices of this brand could be compared in this period.`}</Text> : <ShopIndexes data={data} range={view.range} />}
            </section>
            <section className={styles.section}>
              <Subtitle2 as="h2">{t`Index over time`}</Subtitle2>
              <Text>{t`Per day, over the brand's products observed that day (each product's last observation of the day): own price against the cheapest and against the average competitor price, the same formula as above.`}</Text>
              {data.trend.length === 0 ? <Text>{t`No day of this period has compared prices of this brand.`}</Text> : <BrandTrend data={data} />}
            </section>
            <section className={styles.section}>
              <Subtitle2 as="h2">{t`Products`}</Subtitle2>
              {data.productsTotal > data.products.length && <Text>{t`The first ${formatCount(data.products.length, locale)} of ${formatCount(data.productsTotal, locale)} products by name.`}</Text>}
              <BrandProducts data={data} />
            </section>
          </>
        )}
      </QueryState>
    </PageLayout>
  );
}

/** The brand's index per day: a chart of both indexes and the same figures as a table. */
function BrandTrend({ data }: { data: BrandDetail }) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const locale = i18n.locale;
  const day = useCallback((value: string) => formatDay(value, locale), [locale]);
  const index = useCallback((value: number | null) => formatIndex(value, locale) ?? '–', [locale]);
  const days = useMemo(() => data.trend.map((point) => point.day), [data.trend]);
  const vsCheapest = t`Index vs. cheapest`;
  const vsAverage = t`Index vs. average`;
  const lines = useMemo(
    () => [
      { name: vsCheapest, color: PRIMARY_COLOR, values: data.trend.map((point) => point.indexCheapest) },
      { name: vsAverage, color: '#0f6cbd', values: data.trend.map((point) => point.indexAverage) },
    ],
    [data.trend, vsCheapest, vsAverage],
  );
  const first = data.trend[0]?.day ?? '';
  const last = data.trend.at(-1)?.day ?? '';
  return (
    <>
      <div className={styles.chart}>
        <IndexLineChart days={days} lines={lines} label={t`Price index of the brand from ${day(first)} to ${day(last)}`} formatDay={day} formatIndex={index} />
      </div>
      <Table size="small" aria-label={t`Brand index per day`}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t`Day`}</TableHeaderCell>
            <NumericHeaderCell className={styles.header}>{vsCheapest}</NumericHeaderCell>
            <NumericHeaderCell className={styles.header}>{vsAverage}</NumericHeaderCell>
            <NumericHeaderCell className={styles.header}>{t`Products`}</NumericHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {[...data.trend].reverse().map((point) => (
            <TableRow key={point.day}>
              <TableCell>{day(point.day)}</TableCell>
              <TableCell className={styles.number}>{index(point.indexCheapest)}</TableCell>
              <TableCell className={styles.number}>{index(point.indexAverage)}</TableCell>
              <TableCell className={styles.number}>{formatCount(point.products, locale)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}

/** The brand's index per shop; each shop leads to its deviations in the same period. */
function ShopIndexes({ data, range }: { data: BrandDetail; range: InsightsRange }) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const locale = i18n.locale;
  return (
    <Table aria-label={t`Index per shop`}>
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{t`Shop`}</TableHeaderCell>
          <NumericHeaderCell className={styles.header}>{t`Index`}</NumericHeaderCell>
          <NumericHeaderCell className={styles.header}>{t`Products`}</NumericHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {data.shops.map((shop) => (
          <TableRow key={shop.storeId}>
            <TableCell>
              <AppLink to={shopDeviationPath(shop.storeId, { range })}>{shop.name}</AppLink>
            </TableCell>
            <TableCell className={styles.number}>{formatIndex(shop.index, locale) ?? '–'}</TableCell>
            <TableCell className={styles.number}>{formatCount(shop.products, locale)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function BrandProducts({ data }: { data: BrandDetail }) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const wide = useBreakpointUp('md');
  const locale = i18n.locale;
  const money = (cents: number | null) => formatCents(cents, data.currency, locale) ?? '–';
  const link = (productId: string, name: string) => <AppLink to={`/price-analysis/${encodeURIComponent(productId)}`}>{name}</AppLink>;
  if (!wide)
    return (
      <CardList label={t`Products`}>
        {data.products.map((product) => (
          <CardListItem key={product.productId}>
            {link(product.productId, product.name)}
            <Text>{t`Own: ${money(product.ownCents)} · Cheapest: ${money(product.cheapestCents)} · Average: ${money(product.averageCents)}`}</Text>
            <Text>{t`Ratio to cheapest: ${formatIndex(product.ratioCheapest, locale) ?? '–'} · ${formatCount(product.offers, locale)} offers`}</Text>
          </CardListItem>
        ))}
      </CardList>
    );
  return (
    <Table aria-label={t`Products`}>
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{t`Product`}</TableHeaderCell>
          <NumericHeaderCell className={styles.header}>{t`Own price`}</NumericHeaderCell>
          <NumericHeaderCell className={styles.header}>{t`Cheapest competitor`}</NumericHeaderCell>
          <NumericHeaderCell className={styles.header}>{t`Average competitor`}</NumericHeaderCell>
          <NumericHeaderCell className={styles.header}>{t`Own ÷ cheapest × 100`}</NumericHeaderCell>
          <NumericHeaderCell className={styles.header}>{t`Offers`}</NumericHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {data.products.map((product) => (
          <TableRow key={product.productId}>
            <TableCell>{link(product.productId, product.name)}</TableCell>
            <TableCell className={styles.number}>{money(product.ownCents)}</TableCell>
            <TableCell className={styles.number}>{money(product.cheapestCents)}</TableCell>
            <TableCell className={styles.number}>{money(product.averageCents)}</TableCell>
            <TableCell className={styles.number}>{formatIndex(product.ratioCheapest, locale) ?? '–'}</TableCell>
            <TableCell className={styles.number}>{formatCount(product.offers, locale)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
