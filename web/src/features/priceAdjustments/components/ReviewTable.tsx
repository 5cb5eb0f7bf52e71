import { useLingui } from '@lingui/react/macro';
import { Button, Checkbox, makeStyles, mergeClasses, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, tokens } from '@fluentui/react-components';
import type { SortDirection } from '@fluentui/react-components';
import type { AdjustmentSort, AdjustmentSummary, MetricSettings } from '@pm/contracts';
import { AppLink } from '../../../components/AppLink.tsx';
import { CardList, CardListItem } from '../../../components/CardList.tsx';
import { formatMoney } from '../../../lib/utils/formatMoney.ts';
import { useBreakpointUp } from '../../../theme/useBreakpoint.ts';
import type { DeltaMode } from '../hooks/useReviewView.ts';
import { customerTotal, formatDelta, shopPrice } from '../utils/formatAdjustment.ts';
import type { ReviewListParams } from '../utils/adjustmentListParams.ts';
import { MetricLights } from './MetricLights.tsx';

const useStyles = makeStyles({
  wrap: { overflowX: 'auto' },
  select: { width: '40px' },
  product: { width: '19%' },
  channel: { width: '9%' },
  price: { width: '18%' },
  change: { width: '8%' },
  metrics: { width: '24%' },
  actions: { width: '200px' },
  stack: { display: 'flex', flexDirection: 'column', gap: '2px', paddingBlock: tokens.spacingVerticalXS, minWidth: 0 },
  ellipsis: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  muted: { color: tokens.colorNeutralForeground3 },
  nowrap: { whiteSpace: 'nowrap' },
  down: { color: tokens.colorPaletteRedForeground1 },
  up: { color: tokens.colorPaletteGreenForeground1 },
  buttons: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'nowrap' },
  cardHead: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalS },
  cardTitle: { display: 'flex', flexDirection: 'column', minWidth: 0, flexGrow: 1 },
  cardPrice: { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: tokens.spacingHorizontalM },
  cardButtons: { display: 'flex', gap: tokens.spacingHorizontalS, paddingTop: tokens.spacingVerticalXS },
});

export interface ReviewTableProps {
  rows: AdjustmentSummary[];
  selected: ReadonlySet<string>;
  onSelect(adjustmentId: string, on: boolean): void;
  onSelectPage(on: boolean): void;
  /** Null: the user may not decide (no selection or actions). */
  onDecide: ((decision: 'confirm' | 'discard', row: AdjustmentSummary) => void) | null;
  mode: DeltaMode;
  /** Also show what the customer pays in all (shop price + the channel's shipping charge). */
  withShipping: boolean;
  metrics: MetricSettings;
  sort: Pick<ReviewListParams, 'sort' | 'direction'>;
  onSort(sort: AdjustmentSort): void;
}

/** Pending proposals: a compact table on wide screens, cards on phones (the decision and its buttons always in view). */
export function ReviewTable(props: ReviewTableProps) {
  const wide = useBreakpointUp('md');
  return wide ? <ReviewRowsTable {...props} /> : <ReviewCards {...props} />;
}

/** What a row shows, formatted once for the table and the cards. */
function useRowView(withShipping: boolean, mode: DeltaMode) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  return (row: AdjustmentSummary) => {
    const totalOld = withShipping ? customerTotal(row.oldPrice, row, locale) : null;
    const totalNew = withShipping ? customerTotal(row.newPrice, row, locale) : null;
    const strike = formatMoney(row.strikePrice, row.currency, locale);
    const until = row.strikePriceUntil ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(row.strikePriceUntil)) : null;
    return {
      oldPrice: shopPrice(row.oldPrice, row.currency, locale) ?? t`no price`,
      newPrice: shopPrice(row.newPrice, row.currency, locale) ?? '',
      customer: totalNew ? t`Customer pays incl. shipping: ${totalOld ?? t`no price`} → ${totalNew}` : null,
      strike: strike ? (until ? t`Strike price ${strike} until ${until}` : t`Strike price ${strike}`) : null,
      delta: formatDelta(row, mode, locale) ?? t`new`,
    };
  };
}

function ReviewRowsTable({ rows, selected, onSelect, onSelectPage, onDecide, mode, withShipping, metrics, sort, onSort }: ReviewTableProps) {
  const { t } = useLingui();
  const styles = useStyles();
  const view = useRowView(withShipping, mode);
  const direction = (field: AdjustmentSort): SortDirection | undefined => (sort.sort === field ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined);
  const sortable = (field: AdjustmentSort) => ({ sortDirection: direction(field), onClick: () => onSort(field) });
  const deltaSort: AdjustmentSort = mode === 'absolute' ? 'absDelta' : 'absDeltaPercent';
  const deltaSorted = sort.sort === 'delta' || sort.sort === 'absDelta' || sort.sort === 'absDeltaPercent';
  const allSelected = rows.length > 0 && rows.every((row) => selected.has(row.adjustmentId));
  const someSelected = rows.some((row) => selected.has(row.adjustmentId));

  return (
    <div className={styles.wrap}>
      <Table aria-label={t`Pending price adjustments`} sortable size="small">
        <TableHeader>
          <TableRow>
            {onDecide && (
              // Not sortable: a sortable header renders a button, and a checkbox inside a button is unreachable.
              <TableHeaderCell className={styles.select} sortable={false}>
                <Checkbox aria-label={t`Select all on this page`} checked={allSelected ? true : someSelected ? 'mixed' : false} onChange={(_e, data) => onSelectPage(data.checked === true)} />
              </TableHeaderCell>
            )}
            <TableHeaderCell className={styles.product} {...sortable('sku')}>
              {t`Product`}
            </TableHeaderCell>
            <TableHeaderCell className={styles.channel} {...sortable('channel')}>
              {t`Channel`}
            </TableHeaderCell>
            <TableHeaderCell className={styles.price} {...sortable('newPrice')}>
              {t`Shop price: old → new`}
            </TableHeaderCell>
            <TableHeaderCell className={styles.change} sortDirection={deltaSorted ? direction(sort.sort) : undefined} onClick={() => onSort(deltaSort)}>
              {t`Change`}
            </TableHeaderCell>
            <TableHeaderCell className={styles.metrics} sortable={false}>
              {t`Metrics`}
            </TableHeaderCell>
            {onDecide && (
              <TableHeaderCell className={styles.actions} sortable={false}>
                {t`Actions`}
              </TableHeaderCell>
            )}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => {
            const shown = view(row);
            return (
              <TableRow key={row.adjustmentId}>
                {onDecide && (
                  <TableCell>
                    <Checkbox aria-label={t`Select ${row.sku}`} checked={selected.has(row.adjustmentId)} onChange={(_e, data) => onSelect(row.adjustmentId, data.checked === true)} />
                  </TableCell>
                )}
                <TableCell>
                  <div className={styles.stack}>
                    <AppLink to={`/price-engine/review/${row.adjustmentId}`} className={styles.ellipsis} title={row.productName}>
                      {row.productName}
                    </AppLink>
                    <Text size={200} className={mergeClasses(styles.muted, styles.ellipsis)}>
                      {t`SKU ${row.sku}`}
                    </Text>
                  </div>
                </TableCell>
                <TableCell>
                  <Text className={styles.ellipsis}>{row.channelName}</Text>
                </TableCell>
                <TableCell>
                  <div className={styles.stack}>
                    <Text className={styles.nowrap}>
                      {shown.oldPrice} → <strong>{shown.newPrice}</strong>
                    </Text>
                    {shown.customer && (
                      <Text size={200} className={styles.muted}>
                        {shown.customer}
                      </Text>
                    )}
                    {shown.strike && (
                      <Text size={200} className={styles.muted}>
                        {shown.strike}
                      </Text>
                    )}
                  </div>
                </TableCell>
                <TableCell>
                  <Text className={mergeClasses(styles.nowrap, row.delta === null ? styles.muted : row.delta < 0 ? styles.down : styles.up)}>{shown.delta}</Text>
                </TableCell>
                <TableCell>
                  <MetricLights before={row.metricsBefore} after={row.metricsAfter} settings={metrics} compact />
                </TableCell>
                {onDecide && (
                  <TableCell>
                    <DecisionButtons row={row} onDecide={onDecide} />
                  </TableCell>
                )}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}

function DecisionButtons({ row, onDecide }: { row: AdjustmentSummary; onDecide: NonNullable<ReviewTableProps['onDecide']> }) {
  const { t } = useLingui();
  const styles = useStyles();
  return (
    <div className={styles.buttons}>
      <Button size="small" appearance="primary" aria-label={t`Confirm ${row.sku}`} onClick={() => onDecide('confirm', row)}>
        {t`Confirm`}
      </Button>
      <Button size="small" aria-label={t`Discard ${row.sku}`} onClick={() => onDecide('discard', row)}>
        {t`Discard`}
      </Button>
    </div>
  );
}

/** Phones: one card per proposal — product, shop price old → new with the change, then the buttons. */
function ReviewCards({ rows, selected, onSelect, onDecide, mode, withShipping, metrics }: ReviewTableProps) {
  const { t } = useLingui();
  const styles = useStyles();
  const view = useRowView(withShipping, mode);
  return (
    <CardList label={t`Pending price adjustments`}>
      {rows.map((row) => {
        const shown = view(row);
        return (
          <CardListItem key={row.adjustmentId}>
            <div className={styles.cardHead}>
              {onDecide && <Checkbox aria-label={t`Select ${row.sku}`} checked={selected.has(row.adjustmentId)} onChange={(_e, data) => onSelect(row.adjustmentId, data.checked === true)} />}
              <div className={styles.cardTitle}>
                <AppLink to={`/price-engine/review/${row.adjustmentId}`}>{row.productName}</AppLink>
                <Text size={200} className={styles.muted}>
                  {t`SKU ${row.sku}`} · {row.channelName}
                </Text>
              </div>
            </div>
            <div className={styles.cardPrice}>
              <Text>
                {t`Shop price`}: {shown.oldPrice} → <strong>{shown.newPrice}</strong>
              </Text>
              <Text weight="semibold" className={row.delta === null ? styles.muted : row.delta < 0 ? styles.down : styles.up}>
                {shown.delta}
              </Text>
            </div>
            {shown.customer && (
              <Text size={200} className={styles.muted}>
                {shown.customer}
              </Text>
            )}
            {shown.strike && (
              <Text size={200} className={styles.muted}>
                {shown.strike}
              </Text>
            )}
            <MetricLights before={row.metricsBefore} after={row.metricsAfter} settings={metrics} compact />
            {onDecide && (
              <div className={styles.cardButtons}>
                <DecisionButtons row={row} onDecide={onDecide} />
              </div>
            )}
          </CardListItem>
        );
      })}
    </CardList>
  );
}
