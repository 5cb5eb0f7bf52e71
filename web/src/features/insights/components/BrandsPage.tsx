import { useLingui } from '@lingui/react/macro';
import { makeStyles, Subtitle2, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, tokens } from '@fluentui/react-components';
import type { BrandIndex, InsightsRange, Profile } from '@pm/contracts';
import { AppLink } from '../../../components/AppLink.tsx';
import { CardList, CardListItem } from '../../../components/CardList.tsx';
import { NumericHeaderCell } from '../../../components/NumericHeaderCell.tsx';
import { PageLayout } from '../../../components/PageLayout.tsx';
import { ProfileGate } from '../../../components/ProfileGate.tsx';
import { useBreakpointUp } from '../../../theme/useBreakpoint.ts';
import { useBrandInsights } from '../api/brandInsightsQuery.ts';
import { formatCount, formatIndex, formatShare } from '../utils/insightsFormat.ts';
import { brandPath } from '../utils/insightsLinks.ts';
import { Figure, FigureRow } from './Figure.tsx';
import { InsightsControls } from './InsightsControls.tsx';
import { QueryState } from './QueryState.tsx';
import { useInsightsView } from './useInsightsView.ts';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  number: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  // Long German headers wrap (still at the end) instead of running into the next column.
  header: { whiteSpace: 'normal' },
});

/** The help texts of the index figures, shared by the brand screens. */
export function useIndexHelp() {
  const { t } = useLingui();
  return {
    cheapest: t`Price index = geometric mean over the products with offers of (own price ÷ cheapest competitor price) × 100. 100: on par; 110: your prices are 10 % higher on average. Each product weighs the same, so brands compare whatever their price level.`,
    average: t`Like the index against the cheapest, with the average of the compared competitor prices of each product as reference.`,
    coverage: t`Share of the brand's products with at least one comparable competitor offer.`,
  };
}

/** `/insights/brands`: a price index per brand, products and coverage. */
export function BrandsPage() {
  return <ProfileGate>{(profile) => <BrandsScreen profile={profile} />}</ProfileGate>;
}

function BrandsScreen({ profile }: { profile: Profile }) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const view = useInsightsView();
  const brands = useBrandInsights(profile.company.id, view);
  const help = useIndexHelp();
  const locale = i18n.locale;
  return (
    <PageLayout title={t`Brand analysis`} back={<AppLink to="/insights">{t`Insights`}</AppLink>} intro={t`Your prices per brand against the cheapest and the average competitor price, and how many of the brand's products are covered by competitor offers.`}>
      <InsightsControls view={view} period={false} />
      <QueryState query={brands}>
        {(data) => (
          <>
            <section className={styles.section}>
              <Subtitle2 as="h2">{t`All products`}</Subtitle2>
              <FigureRow>
                <Figure label={t`Price index vs. cheapest`} value={formatIndex(data.overall.indexCheapest, locale)} help={help.cheapest} />
                <Figure label={t`Price index vs. average`} value={formatIndex(data.overall.indexAverage, locale)} help={help.average} />
                <Figure label={t`Coverage`} value={formatShare(data.overall.covered, data.overall.products, locale)} help={help.coverage} />
                <Figure label={t`Products`} value={formatCount(data.overall.products, locale)} help={t`Your products in this country (archived ones excluded).`} />
              </FigureRow>
            </section>
            <section className={styles.section}>
              <Subtitle2 as="h2">{t`Per brand`}</Subtitle2>
              {data.brands.length === 0 ? <Text>{t`None of your products has a brand yet.`}</Text> : <Brands brands={data.brands} range={view.range} />}
            </section>
          </>
        )}
      </QueryState>
    </PageLayout>
  );
}

function Brands({ brands, range }: { brands: BrandIndex[]; range: InsightsRange }) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const wide = useBreakpointUp('md');
  const locale = i18n.locale;
  const link = (brand: string) => <AppLink to={brandPath(brand, { range })}>{brand}</AppLink>;
  if (!wide)
    return (
      <CardList label={t`Brands`}>
        {brands.map((brand) => (
          <CardListItem key={brand.brand}>
            {link(brand.brand)}
            <Text>{t`Index vs. cheapest: ${formatIndex(brand.indexCheapest, locale) ?? '–'} · vs. average: ${formatIndex(brand.indexAverage, locale) ?? '–'}`}</Text>
            <Text>{t`${formatCount(brand.products, locale)} products, coverage ${formatShare(brand.covered, brand.products, locale) ?? '–'}`}</Text>
          </CardListItem>
        ))}
      </CardList>
    );
  return (
    <Table aria-label={t`Brands`}>
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{t`Brand`}</TableHeaderCell>
          <NumericHeaderCell className={styles.header}>{t`Index vs. cheapest`}</NumericHeaderCell>
          <NumericHeaderCell className={styles.header}>{t`Index vs. average`}</NumericHeaderCell>
          <NumericHeaderCell className={styles.header}>{t`Products`}</NumericHeaderCell>
          <NumericHeaderCell className={styles.header}>{t`Coverage`}</NumericHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {brands.map((brand) => (
          <TableRow key={brand.brand}>
            <TableCell>{link(brand.brand)}</TableCell>
            <TableCell className={styles.number}>{formatIndex(brand.indexCheapest, locale) ?? '–'}</TableCell>
            <TableCell className={styles.number}>{formatIndex(brand.indexAverage, locale) ?? '–'}</TableCell>
            <TableCell className={styles.number}>{formatCount(brand.products, locale)}</TableCell>
            <TableCell className={styles.number}>{formatShare(brand.covered, brand.products, locale) ?? '–'}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
