import { useCallback, useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Button, Field, makeStyles, Select, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, tokens } from '@fluentui/react-components';
import { PRICE_DEVELOPMENT_RANGES, type PriceDevelopmentRange } from '@pm/contracts';
import { AppLink } from '../../../components/AppLink.tsx';
import { AreaSpinner } from '../../../components/FullScreenSpinner.tsx';
import { PageLayout } from '../../../components/PageLayout.tsx';
import { ProfileGate } from '../../../components/ProfileGate.tsx';
import { errorMessageFor } from '../../../lib/errorMessages.ts';
import { useCountryName } from '../../../lib/hooks/useCountryName.ts';
import { usePreferencesStore } from '../../../lib/stores/preferencesStore.ts';
import { usePriceDevelopment } from '../api/priceDevelopmentQuery.ts';
import { DEFAULT_PRICE_DEVELOPMENT_PARAMS, formatDay, formatIndex, formatMonth, latestPoint, monthsWithData, priceDevelopmentContent, tableRows, type PriceDevelopmentParams } from '../utils/priceDevelopmentParams.ts';
import { PriceIndexChart } from './PriceIndexChart.tsx';
import { firstLoadFailed } from '../../../lib/queryView.ts';
import { RefreshFailed } from '../../../components/RefreshFailed.tsx';

const useStyles = makeStyles({
  filters: { display: 'grid', gap: tokens.spacingHorizontalM, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 200px), 1fr))' },
  headline: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXXL },
  figure: { display: 'flex', flexDirection: 'column' },
  big: { fontSize: tokens.fontSizeHero700, lineHeight: tokens.lineHeightHero700, fontWeight: tokens.fontWeightSemibold },
  muted: { color: tokens.colorNeutralForeground2 },
  chart: { minWidth: 0, width: '100%', overflow: 'hidden' },
  table: { width: '100%', tableLayout: 'fixed' },
  number: { textAlign: 'end' },
  error: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
});

const RANGE_LABELS: Record<PriceDevelopmentRange, MessageDescriptor> = {
  '2d': msg`Last 2 days`,
  '7d': msg`Last 7 days`,
  '30d': msg`Last 30 days`,
  all: msg`All time`,
};

/** /insights/price-development: the market and own price index over time (spec §2). */
export function PriceDevelopmentPage() {
  return <ProfileGate>{(profile) => <PriceDevelopment companyId={profile.company.id} />}</ProfileGate>;
}

function PriceDevelopment({ companyId }: { companyId: string }) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const country = usePreferencesStore((s) => s.selectedCountry);
  const countryName = useCountryName();
  const [params, setParams] = useState<PriceDevelopmentParams>(DEFAULT_PRICE_DEVELOPMENT_PARAMS);
  // Brands are a country's (the server refuses a brand without products there): another country starts without one.
  const [paramsCountry, setParamsCountry] = useState(country);
  if (paramsCountry !== country) {
    setParamsCountry(country);
    if (params.brand !== null) setParams({ ...params, brand: null });
  }
  const development = usePriceDevelopment(companyId, country, params);
  const locale = i18n.locale;
  const firstDay = development.data?.firstDay ?? null;
  const months = useMemo(() => monthsWithData(firstDay, new Date()), [firstDay]);
  const day = useCallback((value: string) => formatDay(value, locale), [locale]);
  const index = useCallback((value: number | null) => formatIndex(value, locale), [locale]);
  const set = (change: Partial<PriceDevelopmentParams>) => setParams((current) => ({ ...current, ...change }));
  const data = development.data;

  let body;
  if (development.isPending) body = <AreaSpinner />;
  else if (firstLoadFailed(development)) {
    body = (
      <div className={styles.error} role="alert">
        <Text>{t`The price development could not be loaded.`} {i18n._(errorMessageFor(development.error))}</Text>
        <Button onClick={() => void development.refetch()}>{t`Try again`}</Button>
      </div>
    );
  } else if (data) {
    const latest = latestPoint(data.points);
    const content = priceDevelopmentContent(data, params);
    const from = day(data.from);
    const to = day(data.to);
    body = (
      <>
        <div className={styles.headline}>
          <div className={styles.figure}>
            <Text className={styles.muted}>{t`Market price index`}</Text>
            <Text className={styles.big}>{index(latest?.marketIndex ?? null)}</Text>
          </div>
          <div className={styles.figure}>
            <Text className={styles.muted}>{t`Own price index`}</Text>
            <Text className={styles.big}>{index(latest?.ownIndex ?? null)}</Text>
          </div>
        </div>
        <Text size={200} className={styles.muted}>
          {t`Each day's index is the geometric mean, over the compared products, of the product's price that day divided by its price on the first day of the period it had one, times 100. Market price: the cheapest in-stock competitor price; own price: your sales price in ${countryName(country)}. From ${from} to ${to}.`}
        </Text>
        {content === 'NO_PRICES_YET' && <Text>{t`There are no competitor prices yet. The price development begins with the first prices collected for your products.`}</Text>}
        {content === 'NO_MATCH' && <Text>{t`No competitor prices for this filter in this period. Choose another category, brand or shop, or another period.`}</Text>}
        {content === 'NO_PRICES_IN_PERIOD' && <Text>{t`There are no competitor prices in this period yet.`}</Text>}
        {content === 'PRICES' && (
          <>
            <div className={styles.chart}>
              <PriceIndexChart points={data.points} marketName={t`Market price index`} ownName={t`Own price index`} label={t`Market and own price index from ${from} to ${to}`} formatDay={day} formatIndex={index} />
            </div>
            <Table className={styles.table} size="small" aria-label={t`Price index per day`}>
              <TableHeader>
                <TableRow>
                  <TableHeaderCell>{t`Day`}</TableHeaderCell>
                  <TableHeaderCell className={styles.number}>{t`Market`}</TableHeaderCell>
                  <TableHeaderCell className={styles.number}>{t`Own`}</TableHeaderCell>
                  <TableHeaderCell className={styles.number}>{t`Products`}</TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {tableRows(data.points).map((point) => (
                  <TableRow key={point.day}>
                    <TableCell>{day(point.day)}</TableCell>
                    <TableCell className={styles.number}>{index(point.marketIndex)}</TableCell>
                    <TableCell className={styles.number}>{index(point.ownIndex)}</TableCell>
                    <TableCell className={styles.number}>{i18n.number(point.products)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </>
        )}
      </>
    );
  }

  return (
    <PageLayout title={t`Price development`} back={<AppLink to="/insights">{t`Insights`}</AppLink>} intro={t`How the market's prices and your own prices moved, as a price index per day.`}>
      <div className={styles.filters}>
        <Field label={t`Period`}>
          <Select value={params.selectedMonth ? '' : params.range} disabled={params.selectedMonth !== null} onChange={(_, d) => set({ range: d.value as PriceDevelopmentRange })}>
            {PRICE_DEVELOPMENT_RANGES.map((range) => (
              <option key={range} value={range}>
                {i18n._(RANGE_LABELS[range])}
              </option>
            ))}
            {params.selectedMonth && <option value="">{t`The chosen month`}</option>}
          </Select>
        </Field>
        <Field label={t`Month`}>
          <Select value={params.selectedMonth ?? ''} disabled={months.length === 0 && params.selectedMonth === null} onChange={(_, d) => set({ selectedMonth: d.value || null })}>
            <option value="">{t`No month`}</option>
            {months.map((month) => (
              <option key={month} value={month}>
                {formatMonth(month, locale)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t`Category`}>
          <Select value={params.categoryId ?? ''} onChange={(_, d) => set({ categoryId: d.value || null })}>
            <option value="">{t`All categories`}</option>
            {data?.categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t`Brand`}>
          <Select value={params.brand ?? ''} onChange={(_, d) => set({ brand: d.value || null })}>
            <option value="">{t`All brands`}</option>
            {data?.brands.map((brand) => (
              <option key={brand} value={brand}>
                {brand}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t`Shop`}>
          <Select value={params.storeId ?? ''} onChange={(_, d) => set({ storeId: d.value || null })}>
            <option value="">{t`All shops`}</option>
            {data?.stores.map((store) => (
              <option key={store.id} value={store.id}>
                {store.name}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <RefreshFailed query={development} />
      {body}
    </PageLayout>
  );
}
