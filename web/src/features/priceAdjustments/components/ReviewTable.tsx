import { useLingui } from '@lingui/react/macro';
import { Button, Checkbox, makeStyles, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, tokens } from '@fluentui/react-components';
import type { SortDirection } from '@fluentui/react-components';
import type { AdjustmentSort, AdjustmentSummary, MetricSettings } from '@pm/contracts';
import { AppLink } from '../../../components/AppLink.tsx';
import { formatMoney } from '../../../lib/utils/formatMoney.ts';
import type { DeltaMode } from '../hooks/useReviewView.ts';
import { formatDelta, shownPrice } from '../utils/formatAdjustment.ts';
import type { ReviewListParams } from '../utils/adjustmentListParams.ts';
import { MetricLights } from './MetricLights.tsx';

const useStyles = makeStyles({
  wrap: { overflowX: 'auto' },
  table: { minWidth: '1080px' },
  select: { width: '44px' },
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, paddingBlock: tokens.spacingVerticalS },
  muted: { color: tokens.colorNeutralForeground3 },
  down: { color: tokens.colorPaletteRedForeground1 },
  up: { color: tokens.colorPaletteGreenForeground1 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

export interface ReviewTableProps {
  rows: AdjustmentSummary[];
  selected: ReadonlySet<string>;
  onSelect(adjustmentId: string, on: boolean): void;
  onSelectPage(on: boolean): void;
  /** Null: the user may not decide (no selection or actions). */
  onDecide: ((decision: 'confirm' | 'discard', row: AdjustmentSummary) => void) | null;
  mode: DeltaMode;
  withShipping: boolean;
  metrics: MetricSettings;
  sort: Pick<ReviewListParams, 'sort' | 'direction'>;
  onSort(sort: AdjustmentSort): void;
}

/** Pending proposals: product, channel, old → new price, change, strike price, metrics and the decisions. */
export function ReviewTable({ rows, selected, onSelect, onSelectPage, onDecide, mode, withShipping, metrics, sort, onSort }: ReviewTableProps) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const locale = i18n.locale;
  const direction = (field: AdjustmentSort): SortDirection | undefined => (sort.sort === field ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined);
  const sortable = (field: AdjustmentSort) => ({ sortDirection: direction(field), onClick: () => onSort(field) });
  const deltaSort: AdjustmentSort = mode === 'absolute' ? 'absDelta' : 'delta';
  const allSelected = rows.length > 0 && rows.every((row) => selected.has(row.adjustmentId));
  const someSelected = rows.some((row) => selected.has(row.adjustmentId));

  return (
    <div className={styles.wrap}>
      <Table aria-label={t`Pending price adjustments`} sortable className={styles.table}>
        <TableHeader>
          <TableRow>
            {onDecide && (
              <TableHeaderCell className={styles.select}>
                <Checkbox aria-label={t`Select all on this page`} checked={allSelected ? true : someSelected ? 'mixed' : false} onChange={(_e, data) => onSelectPage(data.checked === true)} />
              </TableHeaderCell>
            )}
            <TableHeaderCell {...sortable('sku')}>{t`Product`}</TableHeaderCell>
            <TableHeaderCell {...sortable('channel')}>{t`Channel`}</TableHeaderCell>
            <TableHeaderCell {...sortable('newPrice')}>{t`Old → new price`}</TableHeaderCell>
            <TableHeaderCell sortDirection={sort.sort === 'delta' || sort.sort === 'absDelta' ? direction(sort.sort) : undefined} onClick={() => onSort(deltaSort)}>
              {t`Change`}
            </TableHeaderCell>
            <TableHeaderCell>{t`Strike price`}</TableHeaderCell>
            <TableHeaderCell>{t`Metrics`}</TableHeaderCell>
            <TableHeaderCell>{t`Actions`}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => {
            const oldPrice = shownPrice(row.oldPrice, row, withShipping, locale);
            const newPrice = shownPrice(row.newPrice, row, withShipping, locale);
            const delta = formatDelta(row, mode, locale);
            const strike = formatMoney(row.strikePrice, row.currency, locale);
            return (
              <TableRow key={row.adjustmentId}>
                {onDecide && (
                  <TableCell>
                    <Checkbox aria-label={t`Select ${row.sku}`} checked={selected.has(row.adjustmentId)} onChange={(_e, data) => onSelect(row.adjustmentId, data.checked === true)} />
                  </TableCell>
                )}
                <TableCell>
                  <div className={styles.stack}>
                    <AppLink to={`/price-engine/review/${row.adjustmentId}`}>{row.productName}</AppLink>
                    <Text size={200} className={styles.muted}>
                      {t`SKU ${row.sku}`}
                    </Text>
                  </div>
                </TableCell>
                <TableCell>{row.channelName}</TableCell>
                <TableCell>
                  <Text>
                    {oldPrice ?? t`no price`} → <strong>{newPrice}</strong>
                  </Text>
                </TableCell>
                <TableCell>
                  <Text className={row.delta === null ? styles.muted : row.delta < 0 ? styles.down : styles.up}>{delta ?? t`new`}</Text>
                </TableCell>
                <TableCell>
                  {strike ? (
                    <div className={styles.stack}>
                      <Text>{strike}</Text>
                      {row.strikePriceUntil && (
                        <Text size={200} className={styles.muted}>
                          {t`until ${new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(row.strikePriceUntil))}`}
                        </Text>
                      )}
                    </div>
                  ) : (
                    <Text className={styles.muted}>–</Text>
                  )}
                </TableCell>
                <TableCell>
                  <MetricLights before={row.metricsBefore} after={row.metricsAfter} settings={metrics} />
                </TableCell>
                <TableCell>
                  <div className={styles.actions}>
                    {onDecide && (
                      <>
                        <Button size="small" appearance="primary" aria-label={t`Confirm ${row.sku}`} onClick={() => onDecide('confirm', row)}>
                          {t`Confirm`}
                        </Button>
                        <Button size="small" aria-label={t`Discard ${row.sku}`} onClick={() => onDecide('discard', row)}>
                          {t`Discard`}
                        </Button>
                      </>
                    )}
                  </div>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}
