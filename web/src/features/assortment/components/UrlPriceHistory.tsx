import { useLingui } from '@lingui/react/macro';
import { Badge, Card, Field, makeStyles, Select, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, Title3, tokens } from '@fluentui/react-components';
import { PRICE_HISTORY_RANGES } from '@pm/contracts';
import type { PriceHistoryPoint, PriceHistoryRange } from '@pm/contracts';
import { useFormatDateTime } from '../../../lib/hooks/useFormatDateTime.ts';
import { formatMoney } from '../../../lib/utils/formatMoney.ts';
import { AVAILABILITY_LABELS } from '../../../lib/utils/offerLabels.ts';
import { PriceHistoryChart } from './PriceHistoryChart.tsx';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  header: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: tokens.spacingHorizontalL },
  table: { maxHeight: '320px', overflow: 'auto' },
  muted: { color: tokens.colorNeutralForeground3 },
});

export interface UrlPriceHistoryProps {
  points: readonly PriceHistoryPoint[];
  currency: string | null;
  range: PriceHistoryRange;
  onRange(range: PriceHistoryRange): void;
}

/** The price history of one competitor URL: a line chart and the observations as a table (newest first). */
export function UrlPriceHistory({ points, currency, range, onRange }: UrlPriceHistoryProps) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const formatDate = useFormatDateTime();
  const rangeLabel: Record<PriceHistoryRange, string> = { '2d': t`Last 2 days`, '7d': t`Last 7 days`, '30d': t`Last 30 days`, all: t`All time` };
  const newestFirst = [...points].reverse();
  const none = <span className={styles.muted}>–</span>;

  return (
    <Card className={styles.card} role="region" aria-label={t`Price history`}>
      <div className={styles.header}>
        <Title3 as="h2">{t`Price history`}</Title3>
        <Field label={t`Period`} orientation="horizontal">
          <Select value={range} onChange={(_event, data) => onRange(data.value as PriceHistoryRange)}>
            {PRICE_HISTORY_RANGES.map((value) => (
              <option key={value} value={value}>
                {rangeLabel[value]}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      {points.length === 0 ? (
        <Text>{t`No prices were observed in this period.`}</Text>
      ) : (
        <>
          <PriceHistoryChart points={points} currency={currency} label={t`Price history chart, ${rangeLabel[range]}`} />
          {/* A scroller of its own (the history can be long): focusable and named, so it scrolls by keyboard too. */}
          <div className={styles.table} tabIndex={0} role="region" aria-label={t`Observed prices`}>
            <Table size="small" aria-label={t`Observed prices`}>
              <TableHeader>
                <TableRow>
                  <TableHeaderCell>{t`Observed`}</TableHeaderCell>
                  <TableHeaderCell>{t`Price`}</TableHeaderCell>
                  <TableHeaderCell>{t`Shipping`}</TableHeaderCell>
                  <TableHeaderCell>{t`Availability`}</TableHeaderCell>
                  <TableHeaderCell>{t`Plausibility`}</TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {newestFirst.map((point, index) => (
                  <TableRow key={`${point.at}-${index}`}>
                    <TableCell>{formatDate(point.at)}</TableCell>
                    <TableCell>{formatMoney(point.price, currency, i18n.locale) ?? none}</TableCell>
                    <TableCell>{formatMoney(point.shippingCost, currency, i18n.locale) ?? none}</TableCell>
                    <TableCell>{point.availability ? i18n._(AVAILABILITY_LABELS[point.availability]) : none}</TableCell>
                    <TableCell>
                      {point.flagged ? (
                        <Badge appearance="tint" color="danger">
                          {t`Flagged`}
                        </Badge>
                      ) : (
                        <Badge appearance="tint" color="success">
                          {t`Plausible`}
                        </Badge>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        </>
      )}
    </Card>
  );
}
