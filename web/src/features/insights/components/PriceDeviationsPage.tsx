import { useLingui } from '@lingui/react/macro';
import { makeStyles, Subtitle2, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, tokens } from '@fluentui/react-components';
import type { InsightsRange, PriceDeviations, Profile } from '@pm/contracts';
import { AppLink } from '../../../components/AppLink.tsx';
import { CardList, CardListItem } from '../../../components/CardList.tsx';
import { NumericHeaderCell } from '../../../components/NumericHeaderCell.tsx';
import { PageLayout } from '../../../components/PageLayout.tsx';
import { ProfileGate } from '../../../components/ProfileGate.tsx';
import { useBreakpointUp } from '../../../theme/useBreakpoint.ts';
import { usePriceDeviations } from '../api/priceDeviationsQuery.ts';
import { formatCount, formatShare, formatSignedCents, formatSignedPercent } from '../utils/insightsFormat.ts';
import { shopDeviationPath } from '../utils/insightsLinks.ts';
import { DeviationFiguresRow } from './DeviationFiguresRow.tsx';
import { InsightsControls } from './InsightsControls.tsx';
import { QueryState } from './QueryState.tsx';
import { TrendStrip } from './TrendStrip.tsx';
import { useInsightsView } from './useInsightsView.ts';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  number: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  // Long German headers wrap (still at the end) instead of running into the next column.
  header: { whiteSpace: 'normal' },
  trendCell: { width: '30%' },
});

/** `/insights/price-deviations`: per competitor shop, how often and by how much it is cheaper or more expensive. */
export function PriceDeviationsPage() {
  return <ProfileGate>{(profile) => <PriceDeviationsScreen profile={profile} />}</ProfileGate>;
}

function PriceDeviationsScreen({ profile }: { profile: Profile }) {
  const { t } = useLingui();
  const styles = useStyles();
  const view = useInsightsView();
  const deviations = usePriceDeviations(profile.company.id, view);
  return (
    <PageLayout title={t`Price deviations`} back={<AppLink to="/insights">{t`Insights`}</AppLink>} intro={t`Per competitor shop: the products you both sell, how often and by how much the shop is cheaper or more expensive than you. Deviation = (competitor price − own price) ÷ own price.`}>
      <InsightsControls view={view} />
      <QueryState query={deviations}>
        {(data) => (
          <>
            <section className={styles.section}>
              <Subtitle2 as="h2">{t`All shops`}</Subtitle2>
              <DeviationFiguresRow figures={data.overall} currency={data.currency} scope="allShops" />
            </section>
            <section className={styles.section}>
              <Subtitle2 as="h2">{t`Per shop`}</Subtitle2>
              {data.shops.length === 0 ? <Text>{t`No competitor prices could be compared in this period yet.`}</Text> : <Shops data={data} range={view.range} />}
            </section>
          </>
        )}
      </QueryState>
    </PageLayout>
  );
}

function Shops({ data, range }: { data: PriceDeviations; range: InsightsRange }) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const wide = useBreakpointUp('md');
  const locale = i18n.locale;
  const link = (storeId: string, name: string) => <AppLink to={shopDeviationPath(storeId, { range })}>{name}</AppLink>;
  if (!wide)
    return (
      <CardList label={t`Shops`}>
        {data.shops.map((shop) => (
          <CardListItem key={shop.storeId}>
            {link(shop.storeId, shop.name)}
            <Text>{t`${formatCount(shop.figures.products, locale)} products compared`}</Text>
            <Text>
              {t`Cheaper: ${formatShare(shop.figures.cheaper, shop.figures.products, locale) ?? '–'} · More expensive: ${formatShare(shop.figures.moreExpensive, shop.figures.products, locale) ?? '–'}`}
            </Text>
            <Text>{t`Median: ${formatSignedPercent(shop.figures.medianPercent, locale) ?? '–'} (${formatSignedCents(shop.figures.medianCents, data.currency, locale) ?? '–'})`}</Text>
            <TrendStrip trend={shop.trend} />
          </CardListItem>
        ))}
      </CardList>
    );
  return (
    <Table aria-label={t`Shops`}>
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{t`Shop`}</TableHeaderCell>
          <NumericHeaderCell className={styles.header}>{t`Products`}</NumericHeaderCell>
          <NumericHeaderCell className={styles.header}>{t`Cheaper`}</NumericHeaderCell>
          <NumericHeaderCell className={styles.header}>{t`More expensive`}</NumericHeaderCell>
          <NumericHeaderCell className={styles.header}>{t`Median`}</NumericHeaderCell>
          <NumericHeaderCell className={styles.header}>{t`Average`}</NumericHeaderCell>
          <TableHeaderCell className={styles.trendCell}>{t`Trend (share cheaper per day)`}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {data.shops.map((shop) => (
          <TableRow key={shop.storeId}>
            <TableCell>{link(shop.storeId, shop.name)}</TableCell>
            <TableCell className={styles.number}>{formatCount(shop.figures.products, locale)}</TableCell>
            <TableCell className={styles.number}>{formatShare(shop.figures.cheaper, shop.figures.products, locale) ?? '–'}</TableCell>
            <TableCell className={styles.number}>{formatShare(shop.figures.moreExpensive, shop.figures.products, locale) ?? '–'}</TableCell>
            <TableCell className={styles.number}>
              {formatSignedPercent(shop.figures.medianPercent, locale) ?? '–'} · {formatSignedCents(shop.figures.medianCents, data.currency, locale) ?? '–'}
            </TableCell>
            <TableCell className={styles.number}>
              {formatSignedPercent(shop.figures.averagePercent, locale) ?? '–'} · {formatSignedCents(shop.figures.averageCents, data.currency, locale) ?? '–'}
            </TableCell>
            <TableCell>
              <TrendStrip trend={shop.trend} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
