import { useParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { makeStyles, Subtitle2, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, tokens } from '@fluentui/react-components';
import type { BrandDetail, Profile } from '@pm/contracts';
import { AppLink } from '../../../components/AppLink.tsx';
import { CardList, CardListItem } from '../../../components/CardList.tsx';
import { PageLayout } from '../../../components/PageLayout.tsx';
import { ProfileGate } from '../../../components/ProfileGate.tsx';
import { useBreakpointUp } from '../../../theme/useBreakpoint.ts';
import { useBrandDetail } from '../api/brandDetailQuery.ts';
import { formatCents, formatCount, formatIndex, formatShare } from '../utils/insightsFormat.ts';
import { useIndexHelp } from './BrandsPage.tsx';
import { Figure, FigureRow } from './Figure.tsx';
import { InsightsControls } from './InsightsControls.tsx';
import { QueryState } from './QueryState.tsx';
import { useInsightsView } from './useInsightsView.ts';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  number: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
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
    <PageLayout title={brand} back={<AppLink to={`/insights/brands?range=${view.range}`}>{t`Brand analysis`}</AppLink>} intro={t`The brand's price index overall and per shop (per shop over the prices observed in the period), and its products.`}>
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
              {data.shops.length === 0 ? <Text>{t`No shop's prices of this brand could be compared in this period.`}</Text> : <ShopIndexes data={data} />}
            </section>
            <section className={styles.section}>
              <Subtitle2 as="h2">{t`Products`}</Subtitle2>
              <BrandProducts data={data} />
            </section>
          </>
        )}
      </QueryState>
    </PageLayout>
  );
}

function ShopIndexes({ data }: { data: BrandDetail }) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const locale = i18n.locale;
  return (
    <Table aria-label={t`Index per shop`}>
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{t`Shop`}</TableHeaderCell>
          <TableHeaderCell className={styles.number}>{t`Index`}</TableHeaderCell>
          <TableHeaderCell className={styles.number}>{t`Products`}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {data.shops.map((shop) => (
          <TableRow key={shop.storeId}>
            <TableCell>
              <AppLink to={`/insights/price-deviations/${encodeURIComponent(shop.storeId)}`}>{shop.name}</AppLink>
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
          <TableHeaderCell className={styles.number}>{t`Own price`}</TableHeaderCell>
          <TableHeaderCell className={styles.number}>{t`Cheapest competitor`}</TableHeaderCell>
          <TableHeaderCell className={styles.number}>{t`Average competitor`}</TableHeaderCell>
          <TableHeaderCell className={styles.number}>{t`Own ÷ cheapest × 100`}</TableHeaderCell>
          <TableHeaderCell className={styles.number}>{t`Offers`}</TableHeaderCell>
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
