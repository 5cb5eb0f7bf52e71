import { useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button, makeStyles, MessageBar, MessageBarActions, MessageBarBody, Spinner, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, ToggleButton, tokens } from '@fluentui/react-components';
import { PRICE_HISTORY_RANGES } from '@pm/contracts';
import type { AnalysedOffer, OwnPricePoint, PriceHistoryRange } from '@pm/contracts';
import { AreaSpinner } from '../../../components/FullScreenSpinner.tsx';
import { errorMessageFor } from '../../../lib/errorMessages.ts';
import { usePriceHistory } from '../api/priceHistoryQuery.ts';
import { formatPrice } from '../../../lib/utils/formatDeviation.ts';
import { RANGE_LABELS } from '../utils/priceAnalysisLabels.ts';
import { priceChartSeries, summarizeSeries } from '../utils/priceChartData.ts';
import { PriceChart } from './PriceChart.tsx';
import { firstLoadFailed } from '../../../lib/queryView.ts';
import { RefreshFailed } from '../../../components/RefreshFailed.tsx';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  ranges: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground3 },
  wrap: { overflowX: 'auto' },
});

export interface PriceDevelopmentProps {
  companyId: string;
  productId: string;
  offers: AnalysedOffer[];
  ownPriceHistory: OwnPricePoint[];
  withShipping: boolean;
  currency: string;
}

/** Own price, each competitor and the cheapest offer over 2, 7 or 30 days or all time; a chart with a table beside it. */
export function PriceDevelopment({ companyId, productId, offers, ownPriceHistory, withShipping, currency }: PriceDevelopmentProps) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const [range, setRange] = useState<PriceHistoryRange>('30d');
  const history = usePriceHistory(companyId, productId, range);
  const names = useMemo(() => ({ own: t`Own price`, cheapest: t`Cheapest competitor` }), [t]);
  // Lines run up to when the history was loaded (a refetch on new prices moves it on).
  const loadedAt = history.dataUpdatedAt;
  const series = useMemo(
    () => (history.data ? priceChartSeries({ history: history.data, offers, ownPriceHistory, withShipping, range, now: loadedAt, names }) : []),
    [history.data, offers, ownPriceHistory, withShipping, range, names, loadedAt],
  );
  const summary = useMemo(() => summarizeSeries(series), [series]);
  const money = (amount: number | null) => formatPrice(amount, currency, i18n.locale) ?? '–';
  const rangeLabel = i18n._(RANGE_LABELS[range]);

  let body;
  if (history.isPending) body = <AreaSpinner />;
  else if (firstLoadFailed(history)) {
    body = (
      <MessageBar intent="error">
        <MessageBarBody>
          {t`The price development could not be loaded.`} {t(errorMessageFor(history.error))}
        </MessageBarBody>
        <MessageBarActions>
          <Button onClick={() => void history.refetch()}>{t`Try again`}</Button>
        </MessageBarActions>
      </MessageBar>
    );
  } else if (series.length === 0) body = <Text>{t`No prices were observed in this period.`}</Text>;
  else {
    const own = summary.find((line) => line.id === 'own');
    const cheapest = summary.find((line) => line.id === 'cheapest');
    const competitors = summary.filter((line) => line.id !== 'own' && line.id !== 'cheapest').length;
    const label = [
      t`Price development, period: ${rangeLabel}.`,
      own ? t`Own price now ${money(own.latest)}.` : '',
      cheapest ? t`Cheapest competitor now ${money(cheapest.latest)}, lowest ${money(cheapest.lowest)}, highest ${money(cheapest.highest)}.` : '',
      t`${competitors} competitors. The table below lists every line.`,
    ].filter(Boolean).join(' ');
    body = (
      <>
        <PriceChart series={series} currency={currency} label={label} />
        <div className={styles.wrap}>
          <Table aria-label={t`Price development as a table`} size="small">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t`Line`}</TableHeaderCell>
                <TableHeaderCell>{t`Latest`}</TableHeaderCell>
                <TableHeaderCell>{t`Lowest`}</TableHeaderCell>
                <TableHeaderCell>{t`Highest`}</TableHeaderCell>
                <TableHeaderCell>{t`Prices observed`}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {summary.map((line) => (
                <TableRow key={line.id}>
                  <TableCell>{line.name}</TableCell>
                  <TableCell>{money(line.latest)}</TableCell>
                  <TableCell>{money(line.lowest)}</TableCell>
                  <TableCell>{money(line.highest)}</TableCell>
                  <TableCell>{line.observations}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      </>
    );
  }

  return (
    <div className={styles.section}>
      <div className={styles.ranges} role="group" aria-label={t`Period`}>
        {PRICE_HISTORY_RANGES.map((option) => (
          <ToggleButton key={option} size="small" checked={range === option} onClick={() => setRange(option)}>
            {i18n._(RANGE_LABELS[option])}
          </ToggleButton>
        ))}
        {history.isFetching && !history.isPending && <Spinner size="extra-tiny" label={t`Loading …`} />}
      </div>
      <Text size={200} className={styles.muted}>
        {withShipping ? t`Prices including shipping costs. Flagged prices are left out; out of stock shows as a gap.` : t`Prices without shipping costs. Flagged prices are left out; out of stock shows as a gap.`}
      </Text>
      <RefreshFailed query={history} />
      {body}
    </div>
  );
}
