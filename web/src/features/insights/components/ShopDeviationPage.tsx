import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { makeStyles, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, tokens } from '@fluentui/react-components';
import type { SortDirection } from '@fluentui/react-components';
import type { PairRow, Profile, ShopDeviationSort } from '@pm/contracts';
import { AppLink } from '../../../components/AppLink.tsx';
import { CardList, CardListItem } from '../../../components/CardList.tsx';
import { PageLayout } from '../../../components/PageLayout.tsx';
import { ProductPager } from '../../../components/ProductPager.tsx';
import { ProfileGate } from '../../../components/ProfileGate.tsx';
import { useFormatDateTime } from '../../../lib/hooks/useFormatDateTime.ts';
import { useBreakpointUp } from '../../../theme/useBreakpoint.ts';
import type { ShopDeviationParams } from '../api/insightsKeys.ts';
import { useShopDeviation } from '../api/shopDeviationQuery.ts';
import { formatCents, formatSignedCents, formatSignedPercent } from '../utils/insightsFormat.ts';
import { DeviationFiguresRow } from './DeviationFiguresRow.tsx';
import { InsightsControls } from './InsightsControls.tsx';
import { QueryState } from './QueryState.tsx';
import { TrendStrip } from './TrendStrip.tsx';
import { useInsightsView } from './useInsightsView.ts';

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  number: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** `/insights/price-deviations/:storeId`: that shop's products with the deviations, sortable and paged. */
export function ShopDeviationPage() {
  const { storeId = '' } = useParams();
  return <ProfileGate>{(profile) => <ShopDeviationScreen profile={profile} storeId={storeId} />}</ProfileGate>;
}

function ShopDeviationScreen({ profile, storeId }: { profile: Profile; storeId: string }) {
  const { t } = useLingui();
  const styles = useStyles();
  const view = useInsightsView();
  const [params, setParams] = useState<ShopDeviationParams>({ sort: 'deviationPercent', order: 'asc', page: 1, pageSize: 20 });
  const page = useShopDeviation(profile.company.id, storeId, view, params);
  const sortBy = (sort: ShopDeviationSort) => setParams((current) => ({ ...current, sort, order: current.sort === sort && current.order === 'asc' ? 'desc' : 'asc', page: 1 }));
  return (
    <PageLayout title={page.data?.shop.name ?? t`Price deviation per shop`} back={<AppLink to={`/insights/price-deviations?range=${view.range}`}>{t`Price deviations`}</AppLink>} intro={t`The products you and this shop both sell, with the shop's latest comparable price in the period against yours. Negative: the shop is cheaper.`}>
      <InsightsControls view={view} />
      <QueryState query={page}>
        {(data) => (
          <div className={styles.stack}>
            <DeviationFiguresRow figures={data.shop.figures} currency={data.currency} />
            <TrendStrip trend={data.shop.trend} />
            {data.items.length === 0 ? (
              <Text>{t`No products of this shop could be compared in this period.`}</Text>
            ) : (
              <>
                <Pairs rows={data.items} currency={data.currency} params={params} onSort={sortBy} />
                <ProductPager page={params.page} pageSize={params.pageSize} total={data.total} onPage={(next) => setParams((current) => ({ ...current, page: next }))} onPageSize={(pageSize) => setParams((current) => ({ ...current, pageSize, page: 1 }))} />
              </>
            )}
          </div>
        )}
      </QueryState>
    </PageLayout>
  );
}

function Pairs({ rows, currency, params, onSort }: { rows: PairRow[]; currency: string; params: ShopDeviationParams; onSort(sort: ShopDeviationSort): void }) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const wide = useBreakpointUp('md');
  const formatDateTime = useFormatDateTime();
  const locale = i18n.locale;
  const product = (row: PairRow) => <AppLink to={`/price-analysis/${encodeURIComponent(row.productId)}`}>{row.name}</AppLink>;
  if (!wide)
    return (
      <CardList label={t`Products`}>
        {rows.map((row) => (
          <CardListItem key={row.urlId}>
            {product(row)}
            <Text size={200} className={styles.muted}>{t`SKU ${row.sku}`}</Text>
            <Text>{t`Own: ${formatCents(row.ownCents, currency, locale) ?? '–'} · Shop: ${formatCents(row.competitorCents, currency, locale) ?? '–'}`}</Text>
            <Text>{t`Deviation: ${formatSignedPercent(row.deviationPercent, locale) ?? '–'} (${formatSignedCents(row.deviationCents, currency, locale) ?? '–'})`}</Text>
            <Text size={200} className={styles.muted}>{t`Observed ${formatDateTime(row.observedAt)}`}</Text>
          </CardListItem>
        ))}
      </CardList>
    );
  const direction = (sorts: ShopDeviationSort[]): SortDirection | undefined => (sorts.includes(params.sort) ? (params.order === 'asc' ? 'ascending' : 'descending') : undefined);
  const sortable = (sort: ShopDeviationSort) => ({ sortDirection: direction([sort]), onClick: () => onSort(sort) });
  return (
    <Table aria-label={t`Products`} sortable>
      <TableHeader>
        <TableRow>
          <TableHeaderCell {...sortable('name')}>{t`Product`}</TableHeaderCell>
          <TableHeaderCell className={styles.number}>{t`Own price`}</TableHeaderCell>
          <TableHeaderCell className={styles.number}>{t`Shop price`}</TableHeaderCell>
          <TableHeaderCell {...sortable('deviationPercent')}>{t`Deviation`}</TableHeaderCell>
          <TableHeaderCell {...sortable('deviationAbsolute')}>{t`Difference`}</TableHeaderCell>
          <TableHeaderCell {...sortable('observedAt')}>{t`Observed`}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.urlId}>
            <TableCell>
              {product(row)}
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
