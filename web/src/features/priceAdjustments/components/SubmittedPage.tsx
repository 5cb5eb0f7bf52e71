import { useCallback, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Badge, Button, Checkbox, Field, makeStyles, Select, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, tokens } from '@fluentui/react-components';
import { roleAllows, type AdjustmentSummary, type Profile } from '@pm/contracts';
import { AppLink } from '../../../components/AppLink.tsx';
import { AreaSpinner } from '../../../components/FullScreenSpinner.tsx';
import { ListPager } from '../../../components/ListPager.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { PageLayout } from '../../../components/PageLayout.tsx';
import { CardList, CardListItem } from '../../../components/CardList.tsx';
import { formatMoney } from '../../../lib/utils/formatMoney.ts';
import { useBreakpointUp } from '../../../theme/useBreakpoint.ts';
import { ProfileGate } from '../../../components/ProfileGate.tsx';
import { usePriceEngineOverview } from '../api/priceEngineOverviewQuery.ts';
import { useSubmittedList } from '../api/submittedListQuery.ts';
import { STATUS_LABELS } from '../utils/adjustmentLabels.ts';
import { DEFAULT_SUBMITTED_PARAMS, type SubmittedListParams } from '../utils/adjustmentListParams.ts';
import { ReviewFilters } from './ReviewFilters.tsx';
import { ErpWriteBackBar, useErpWriteAction } from './ErpWriteBackBar.tsx';
import { ErpWriteStatus, useErpWriteView, type ErpWriteView } from './ErpWriteStatus.tsx';
import { firstLoadFailed } from '../../../lib/queryView.ts';
import { RefreshFailed } from '../../../components/RefreshFailed.tsx';

const PAGE_SIZES = [25, 50, 100, 200] as const;

const useStyles = makeStyles({
  // The same gaps as ReviewFilters' row inside it, so wrapped filters stand evenly apart.
  filters: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', columnGap: tokens.spacingHorizontalXL, rowGap: tokens.spacingVerticalS },
  wrap: { overflowX: 'auto' },
  stack: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '2px', paddingBlock: tokens.spacingVerticalXS },
  muted: { color: tokens.colorNeutralForeground3 },
  nowrap: { whiteSpace: 'nowrap' },
  links: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL },
  cardHead: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
  select: { width: '40px' },
  erp: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalXXS, paddingBlock: tokens.spacingVerticalXS },
});

/** `/price-engine/review/submitted`: confirmed prices waiting for pickup, and picked-up ones, with their write to the ERP (issue 15). */
export function SubmittedPage() {
  const { t } = useLingui();
  return <ProfileGate>{(profile) => <Submitted profile={profile} title={t`Submitted price adjustments`} />}</ProfileGate>;
}

function Submitted({ profile, title }: { profile: Profile; title: string }) {
  const { t } = useLingui();
  const styles = useStyles();
  const companyId = profile.company.id;
  const overview = usePriceEngineOverview(companyId);
  const [params, setParams] = useState<SubmittedListParams>(DEFAULT_SUBMITTED_PARAMS);
  const list = useSubmittedList(companyId, params);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const changeFilters = useCallback((change: Partial<SubmittedListParams>) => {
    setParams((current) => ({ ...current, ...change, page: 1 }));
    setSelected(new Set());
  }, []);
  const canWrite = roleAllows(profile.role, profile.isAdmin, 'prices.decide');
  const erpView = useErpWriteView();
  const items = list.data?.items;
  // The selection of this page, split by what can be done with it: write (awaiting) or retry (failed).
  const selectedAwaiting: string[] = [];
  const selectedFailed: string[] = [];
  for (const row of items ?? []) {
    if (!selected.has(row.adjustmentId)) continue;
    const kind = erpView(row.erpWrite).kind;
    if (kind === 'FAILED') selectedFailed.push(row.adjustmentId);
    else if (kind !== 'WRITTEN') selectedAwaiting.push(row.adjustmentId);
  }
  const select = (adjustmentId: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(adjustmentId);
      else next.delete(adjustmentId);
      return next;
    });
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / params.pageSize));

  let body;
  if (list.isPending) body = <AreaSpinner />;
  else if (firstLoadFailed(list)) body = <LoadError what={t`The price adjustments could not be loaded.`} error={list.error} onRetry={() => void list.refetch()} />;
  else if (list.data.items.length === 0) body = <Text>{t`No submitted price adjustments match.`}</Text>;
  else {
    body = (
      <>
        <SubmittedTable rows={list.data.items} companyId={companyId} selection={canWrite ? { selected, onSelect: select } : null} />
        <ListPager
          page={params.page}
          pages={pages}
          pageSize={params.pageSize}
          pageSizes={PAGE_SIZES}
          summary={t`Page ${params.page} of ${pages} (${total} submitted)`}
          onPage={(page) => {
            setParams((c) => ({ ...c, page }));
            setSelected(new Set());
          }}
          onPageSize={(pageSize) => changeFilters({ pageSize })}
        />
      </>
    );
  }

  return (
    <PageLayout title={title} intro={t`Confirmed prices wait in the output feed until your shop or ERP picks them up.`} back={<AppLink to="/price-engine/review">{t`Review price adjustments`}</AppLink>}>
      <div className={styles.links}>
        <AppLink to="/settings/price-engine/output-feed">{t`Output feed: feed URLs for your shop or ERP and a preview`}</AppLink>
      </div>
      <ErpWriteBackBar profile={profile} selectedAwaiting={selectedAwaiting} selectedFailed={selectedFailed} onDone={() => setSelected(new Set())} />
      <div className={styles.filters}>
        <Field label={t`Status`}>
          <Select value={params.status ?? ''} onChange={(_e, data) => changeFilters({ status: data.value === 'CONFIRMED' || data.value === 'PICKED_UP' ? data.value : null })}>
            <option value="">{t`All submitted`}</option>
            <option value="CONFIRMED">{t(STATUS_LABELS.CONFIRMED)}</option>
            <option value="PICKED_UP">{t(STATUS_LABELS.PICKED_UP)}</option>
          </Select>
        </Field>
        <ReviewFilters channels={overview.data?.channels ?? []} channelId={params.channelId} search={params.search} onChange={changeFilters} />
      </div>
      <RefreshFailed query={list} />
      {body}
    </PageLayout>
  );
}

/** Null: the user may not write to the ERP (no selection, no retry). */
type Selection = { selected: ReadonlySet<string>; onSelect(adjustmentId: string, on: boolean): void } | null;
interface SubmittedListProps {
  rows: AdjustmentSummary[];
  companyId: string;
  selection: Selection;
}

function SubmittedTable(props: SubmittedListProps) {
  const wide = useBreakpointUp('md');
  return wide ? <SubmittedRows {...props} /> : <SubmittedCards {...props} />;
}

/** The ERP write of one row: its state, and "retry" on a failed one for who may write. */
function ErpCell({ row, view, companyId, canRetry }: { row: AdjustmentSummary; view: ErpWriteView; companyId: string; canRetry: boolean }) {
  const { t } = useLingui();
  const styles = useStyles();
  const action = useErpWriteAction(companyId);
  return (
    <div className={styles.erp}>
      <ErpWriteStatus view={view} />
      {canRetry && view.kind === 'FAILED' && (
        <Button size="small" disabled={action.pending} aria-label={t`Retry the write of ${row.sku} to the ERP`} onClick={() => action.run({ kind: 'retry', adjustmentIds: [row.adjustmentId] })}>
          {t`Retry`}
        </Button>
      )}
    </div>
  );
}

/** Selectable: rows not written yet (awaiting a write, or failed for a retry). */
const selectable = (view: ErpWriteView) => view.kind !== 'WRITTEN';

function useSubmittedView() {
  const { t, i18n } = useLingui();
  const erpView = useErpWriteView();
  const at = (iso: string | null) => (iso ? new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)) : null);
  return (row: AdjustmentSummary) => ({
    oldPrice: formatMoney(row.oldPrice, row.currency, i18n.locale) ?? t`no price`,
    // The shop price: exactly what the review showed and what the feed hands over.
    newPrice: formatMoney(row.newPrice, row.currency, i18n.locale) ?? '',
    strike: formatMoney(row.strikePrice, row.currency, i18n.locale),
    status: t(STATUS_LABELS[row.status]),
    confirmedAt: at(row.confirmedAt),
    confirmedBy: row.confirmedBy ? row.confirmedBy.name || t`Deleted user` : null,
    pickedUpAt: at(row.pickedUpAt),
    erp: erpView(row.erpWrite),
  });
}

function SubmittedRows({ rows, companyId, selection }: SubmittedListProps) {
  const { t } = useLingui();
  const styles = useStyles();
  const view = useSubmittedView();
  return (
    <div className={styles.wrap}>
      <Table aria-label={t`Submitted price adjustments`} size="small">
        <TableHeader>
          <TableRow>
            {selection && (
              <TableHeaderCell className={styles.select}>
                <span className={styles.muted}>{t`Select`}</span>
              </TableHeaderCell>
            )}
            <TableHeaderCell>{t`Product`}</TableHeaderCell>
            <TableHeaderCell>{t`Channel`}</TableHeaderCell>
            <TableHeaderCell>{t`Shop price: old → new`}</TableHeaderCell>
            <TableHeaderCell>{t`Strike price`}</TableHeaderCell>
            <TableHeaderCell>{t`Status`}</TableHeaderCell>
            <TableHeaderCell>{t`Confirmed`}</TableHeaderCell>
            <TableHeaderCell>{t`Picked up`}</TableHeaderCell>
            <TableHeaderCell>{t`ERP`}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => {
            const shown = view(row);
            return (
              <TableRow key={row.adjustmentId}>
                {selection && (
                  <TableCell className={styles.select}>
                    {selectable(shown.erp) && <Checkbox aria-label={t`Select ${row.sku}`} checked={selection.selected.has(row.adjustmentId)} onChange={(_e, data) => selection.onSelect(row.adjustmentId, data.checked === true)} />}
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
                <TableCell className={styles.nowrap}>
                  {shown.oldPrice} → <strong>{shown.newPrice}</strong>
                </TableCell>
                <TableCell className={styles.nowrap}>{shown.strike ?? '–'}</TableCell>
                <TableCell>
                  <Badge appearance="tint" color={row.status === 'PICKED_UP' ? 'success' : 'informative'}>
                    {shown.status}
                  </Badge>
                </TableCell>
                <TableCell>
                  <div className={styles.stack}>
                    <Text>{shown.confirmedAt}</Text>
                    {shown.confirmedBy && (
                      <Text size={200} className={styles.muted}>
                        {shown.confirmedBy}
                      </Text>
                    )}
                  </div>
                </TableCell>
                <TableCell>{shown.pickedUpAt ?? <Text className={styles.muted}>{t`Not yet`}</Text>}</TableCell>
                <TableCell>
                  <ErpCell row={row} view={shown.erp} companyId={companyId} canRetry={selection !== null} />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}

/** Phones: one card per submitted price — product, shop price old → new, status, who confirmed and when, its write to the ERP. */
function SubmittedCards({ rows, companyId, selection }: SubmittedListProps) {
  const { t } = useLingui();
  const styles = useStyles();
  const view = useSubmittedView();
  return (
    <CardList label={t`Submitted price adjustments`}>
      {rows.map((row) => {
        const shown = view(row);
        const by = shown.confirmedBy ?? '–';
        const when = shown.confirmedAt ?? '–';
        return (
          <CardListItem key={row.adjustmentId}>
            <div className={styles.cardHead}>
              {selection && selectable(shown.erp) && <Checkbox aria-label={t`Select ${row.sku}`} checked={selection.selected.has(row.adjustmentId)} onChange={(_e, data) => selection.onSelect(row.adjustmentId, data.checked === true)} />}
              <AppLink to={`/price-engine/review/${row.adjustmentId}`}>{row.productName}</AppLink>
              <Badge appearance="tint" color={row.status === 'PICKED_UP' ? 'success' : 'informative'}>
                {shown.status}
              </Badge>
            </div>
            <Text size={200} className={styles.muted}>
              {t`SKU ${row.sku}`} · {row.channelName}
            </Text>
            <Text>
              {t`Shop price`}: {shown.oldPrice} → <strong>{shown.newPrice}</strong>
            </Text>
            {shown.strike && <Text size={200}>{t`Strike price ${shown.strike}`}</Text>}
            <Text size={200} className={styles.muted}>
              {t`Confirmed ${when} by ${by}`}
            </Text>
            <Text size={200} className={styles.muted}>
              {shown.pickedUpAt ? t`Picked up ${shown.pickedUpAt}` : t`Not picked up yet`}
            </Text>
            <ErpCell row={row} view={shown.erp} companyId={companyId} canRetry={selection !== null} />
          </CardListItem>
        );
      })}
    </CardList>
  );
}
