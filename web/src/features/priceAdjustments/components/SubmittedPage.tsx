import { useCallback, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Badge, Field, makeStyles, Select, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, tokens } from '@fluentui/react-components';
import type { AdjustmentSummary, Profile } from '@pm/contracts';
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
});

/** `/price-engine/review/submitted`: confirmed prices waiting for pickup, and picked-up ones. */
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
  const changeFilters = useCallback((change: Partial<SubmittedListParams>) => setParams((current) => ({ ...current, ...change, page: 1 })), []);
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / params.pageSize));

  let body;
  if (list.isPending) body = <AreaSpinner />;
  else if (list.isError) body = <LoadError what={t`The price adjustments could not be loaded.`} error={list.error} onRetry={() => void list.refetch()} />;
  else if (list.data.items.length === 0) body = <Text>{t`No submitted price adjustments match.`}</Text>;
  else {
    body = (
      <>
        <SubmittedTable rows={list.data.items} />
        <ListPager page={params.page} pages={pages} pageSize={params.pageSize} pageSizes={PAGE_SIZES} summary={t`Page ${params.page} of ${pages} (${total} submitted)`} onPage={(page) => setParams((c) => ({ ...c, page }))} onPageSize={(pageSize) => changeFilters({ pageSize })} />
      </>
    );
  }

  return (
    <PageLayout title={title} intro={t`Confirmed prices wait in the output feed until your shop or ERP picks them up.`} back={<AppLink to="/price-engine/review">{t`Review price adjustments`}</AppLink>}>
      <div className={styles.links}>
        <AppLink to="/settings/price-engine/output-feed">{t`Output feed: feed URLs for your shop or ERP and a preview`}</AppLink>
      </div>
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
      {body}
    </PageLayout>
  );
}

function SubmittedTable({ rows }: { rows: AdjustmentSummary[] }) {
  const wide = useBreakpointUp('md');
  return wide ? <SubmittedRows rows={rows} /> : <SubmittedCards rows={rows} />;
}

function useSubmittedView() {
  const { t, i18n } = useLingui();
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
  });
}

function SubmittedRows({ rows }: { rows: AdjustmentSummary[] }) {
  const { t } = useLingui();
  const styles = useStyles();
  const view = useSubmittedView();
  return (
    <div className={styles.wrap}>
      <Table aria-label={t`Submitted price adjustments`} size="small">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t`Product`}</TableHeaderCell>
            <TableHeaderCell>{t`Channel`}</TableHeaderCell>
            <TableHeaderCell>{t`Shop price: old → new`}</TableHeaderCell>
            <TableHeaderCell>{t`Strike price`}</TableHeaderCell>
            <TableHeaderCell>{t`Status`}</TableHeaderCell>
            <TableHeaderCell>{t`Confirmed`}</TableHeaderCell>
            <TableHeaderCell>{t`Picked up`}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => {
            const shown = view(row);
            return (
              <TableRow key={row.adjustmentId}>
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
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}

/** Phones: one card per submitted price — product, shop price old → new, status, who confirmed and when. */
function SubmittedCards({ rows }: { rows: AdjustmentSummary[] }) {
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
          </CardListItem>
        );
      })}
    </CardList>
  );
}
