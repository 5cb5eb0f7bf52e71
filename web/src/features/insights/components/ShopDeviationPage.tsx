import { useParams, useSearchParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { Field, makeStyles, Select, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, tokens } from '@fluentui/react-components';
import type { PairRow, Profile, ShopDeviationSort } from '@pm/contracts';
import { AppLink } from '../../../components/AppLink.tsx';
import { CardList, CardListItem } from '../../../components/CardList.tsx';
import { NumericHeaderCell } from '../../../components/NumericHeaderCell.tsx';
import { PageLayout } from '../../../components/PageLayout.tsx';
import { ProductPager } from '../../../components/ProductPager.tsx';
import { ProfileGate } from '../../../components/ProfileGate.tsx';
import { useFormatDateTime } from '../../../lib/hooks/useFormatDateTime.ts';
import { useBreakpointUp } from '../../../theme/useBreakpoint.ts';
import type { ShopDeviationParams } from '../api/insightsKeys.ts';
import { useShopDeviation } from '../api/shopDeviationQuery.ts';
import { formatCents, formatSignedCents, formatSignedPercent } from '../utils/insightsFormat.ts';
import { viewQuery } from '../utils/insightsLinks.ts';
import { columnSortDirection, readShopDeviationParams, SHOP_DEVIATION_COLUMNS, SHOP_DEVIATION_SORT_CHOICES, toggleSort, withOrder, withSort, writeShopDeviationParams } from '../utils/shopDeviationParams.ts';
import { DeviationFiguresRow } from './DeviationFiguresRow.tsx';
import { InsightsControls } from './InsightsControls.tsx';
import { QueryState } from './QueryState.tsx';
import { TrendStrip } from './TrendStrip.tsx';
import { useInsightsView } from './useInsightsView.ts';
import { SortOrderField } from '../../../components/SortOrderField.tsx';

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  number: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  muted: { color: tokens.colorNeutralForeground3 },
  sortRow: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  sortField: { flex: '1 1 140px', minWidth: 0 },
});

/** `/insights/price-deviations/:storeId`: that shop's products with the deviations, sortable and paged. */
export function ShopDeviationPage() {
  const { storeId = '' } = useParams();
  return <ProfileGate>{(profile) => <ShopDeviationScreen profile={profile} storeId={storeId} />}</ProfileGate>;
}

/** The list's sort, order and page live in the URL (`?sort=&order=&page=&pageSize=`), beside the period: headers, phone sort choice and pager all change them. */
function useShopDeviationParams(): [ShopDeviationParams, (change: (current: ShopDeviationParams) => ShopDeviationParams) => void] {
  const [search, setSearch] = useSearchParams();
  const params = readShopDeviationParams(search);
  // From the address bar, not the router's last render: a second change before React re-rendered (two quick picks) kept the first.
  const update = (change: (current: ShopDeviationParams) => ShopDeviationParams) =>
    setSearch(() => {
      const latest = new URLSearchParams(window.location.search);
      return writeShopDeviationParams(latest, change(readShopDeviationParams(latest)));
    }, { replace: true });
  return [params, update];
}

function ShopDeviationScreen({ profile, storeId }: { profile: Profile; storeId: string }) {
  const { t } = useLingui();
  const styles = useStyles();
  const wide = useBreakpointUp('md');
  const view = useInsightsView();
  const [params, setParams] = useShopDeviationParams();
  const page = useShopDeviation(profile.company.id, storeId, view, params);
  return (
    <PageLayout title={page.data?.shop.name ?? t`Price deviation per shop`} back={<AppLink to={`/insights/price-deviations${viewQuery(view)}`}>{t`Price deviations`}</AppLink>} intro={t`The products you and this shop both sell, with the shop's latest comparable price in the period against yours. Negative: the shop is cheaper.`}>
      <InsightsControls view={view} />
      <QueryState query={page}>
        {(data) => (
          <div className={styles.stack}>
            <DeviationFiguresRow figures={data.shop.figures} currency={data.currency} scope="shop" />
            <TrendStrip trend={data.shop.trend} />
            {data.items.length === 0 ? (
              <Text>{t`No products of this shop could be compared in this period.`}</Text>
            ) : (
              <>
                {wide ? (
                  <PairsTable rows={data.items} currency={data.currency} params={params} onSort={(sort) => setParams((current) => toggleSort(current, sort))} />
                ) : (
                  <>
                    <SortChoice params={params} onSort={(sort) => setParams((current) => withSort(current, sort))} onOrder={(order) => setParams((current) => withOrder(current, order))} />
                    <PairCards rows={data.items} currency={data.currency} />
                  </>
                )}
                <ProductPager page={params.page} pageSize={params.pageSize} total={data.total} onPage={(next) => setParams((current) => ({ ...current, page: next }))} onPageSize={(pageSize) => setParams((current) => ({ ...current, pageSize, page: 1 }))} />
              </>
            )}
          </div>
        )}
      </QueryState>
    </PageLayout>
  );
}

/** The labels of the server's sorts, as the columns name them. */
function useSortLabels(): Record<ShopDeviationSort, string> {
  const { t } = useLingui();
  return { deviationPercent: t`Deviation`, deviationAbsolute: t`Difference`, name: t`Product`, sku: t`SKU`, observedAt: t`Observed` };
}

/** On phones (cards, no column headers): the sort field and its direction, the same state the desktop headers change. */
function SortChoice({ params, onSort, onOrder }: { params: ShopDeviationParams; onSort(sort: ShopDeviationSort): void; onOrder(order: ShopDeviationParams['order']): void }) {
  const { t } = useLingui();
  const styles = useStyles();
  const labels = useSortLabels();
  return (
    <div className={styles.sortRow}>
      <Field label={t`Sort by`} className={styles.sortField}>
        <Select value={params.sort} onChange={(_event, data) => onSort(data.value as ShopDeviationSort)}>
          {SHOP_DEVIATION_SORT_CHOICES.map((sort) => (
            <option key={sort} value={sort}>
              {labels[sort]}
            </option>
          ))}
        </Select>
      </Field>
      <SortOrderField order={params.order} className={styles.sortField} onChange={onOrder} />
    </div>
  );
}

const productLink = (row: PairRow) => <AppLink to={`/price-analysis/${encodeURIComponent(row.productId)}`}>{row.name}</AppLink>;

function PairCards({ rows, currency }: { rows: PairRow[]; currency: string }) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const formatDateTime = useFormatDateTime();
  const locale = i18n.locale;
  return (
    <CardList label={t`Products`}>
      {rows.map((row) => (
        <CardListItem key={row.urlId}>
          {productLink(row)}
          <Text size={200} className={styles.muted}>{t`SKU ${row.sku}`}</Text>
          <Text>{t`Own: ${formatCents(row.ownCents, currency, locale) ?? '–'} · Shop: ${formatCents(row.competitorCents, currency, locale) ?? '–'}`}</Text>
          <Text>{t`Deviation: ${formatSignedPercent(row.deviationPercent, locale) ?? '–'} (${formatSignedCents(row.deviationCents, currency, locale) ?? '–'})`}</Text>
          <Text size={200} className={styles.muted}>{t`Observed ${formatDateTime(row.observedAt)}`}</Text>
        </CardListItem>
      ))}
    </CardList>
  );
}

function PairsTable({ rows, currency, params, onSort }: { rows: PairRow[]; currency: string; params: ShopDeviationParams; onSort(sort: ShopDeviationSort): void }) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const formatDateTime = useFormatDateTime();
  const locale = i18n.locale;
  // Only the columns the server sorts by are sortable; the prices are not (`sortable={false}`: no button, no aria-sort).
  const sortable = ([sort, ...also]: readonly [ShopDeviationSort, ...ShopDeviationSort[]]) => ({ sortDirection: columnSortDirection(params, [sort, ...also]), onClick: () => onSort(sort) });
  return (
    <Table aria-label={t`Products`} sortable>
      <TableHeader>
        <TableRow>
          <TableHeaderCell {...sortable(SHOP_DEVIATION_COLUMNS.product)}>{t`Product`}</TableHeaderCell>
          <NumericHeaderCell sortable={false}>{t`Own price`}</NumericHeaderCell>
          <NumericHeaderCell sortable={false}>{t`Shop price`}</NumericHeaderCell>
          <NumericHeaderCell {...sortable(SHOP_DEVIATION_COLUMNS.deviation)}>{t`Deviation`}</NumericHeaderCell>
          <NumericHeaderCell {...sortable(SHOP_DEVIATION_COLUMNS.difference)}>{t`Difference`}</NumericHeaderCell>
          <TableHeaderCell {...sortable(SHOP_DEVIATION_COLUMNS.observed)}>{t`Observed`}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.urlId}>
            <TableCell>
              {productLink(row)}
              <Text size={200} className={styles.muted} block>
                {[row.brand, t`SKU ${row.sku}`].filter(Boolean).join(' · ')}
              </Text>
            </TableCell>
            <TableCell className={styles.number}>{formatCents(row.ownCents, currency, locale)}</TableCell>
            <TableCell className={styles.number}>{formatCents(row.competitorCents, currency, locale)}</TableCell>
            <TableCell className={styles.number}>{formatSignedPercent(row.deviationPercent, locale) ?? '–'}</TableCell>
            <TableCell className={styles.number}>{formatSignedCents(row.deviationCents, currency, locale)}</TableCell>
            <TableCell>{formatDateTime(row.observedAt)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
