import { useCallback, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Badge, Field, makeStyles, Select, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, tokens } from '@fluentui/react-components';
import type { AdjustmentSummary, Profile } from '@pm/contracts';
import { AppLink } from '../../../components/AppLink.tsx';
import { AreaSpinner } from '../../../components/FullScreenSpinner.tsx';
import { ListPager } from '../../../components/ListPager.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { PageLayout } from '../../../components/PageLayout.tsx';
import { formatMoney } from '../../../lib/utils/formatMoney.ts';
import { ProfileGate } from '../../../components/ProfileGate.tsx';
import { usePriceEngineOverview } from '../api/priceEngineOverviewQuery.ts';
import { useSubmittedList } from '../api/submittedListQuery.ts';
import { STATUS_LABELS } from '../utils/adjustmentLabels.ts';
import { DEFAULT_SUBMITTED_PARAMS, type SubmittedListParams } from '../utils/adjustmentListParams.ts';
import { ReviewFilters } from './ReviewFilters.tsx';

const PAGE_SIZES = [25, 50, 100, 200] as const;

const useStyles = makeStyles({
  filters: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalXL },
  wrap: { overflowX: 'auto' },
  table: { minWidth: '960px' },
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, paddingBlock: tokens.spacingVerticalS },
  muted: { color: tokens.colorNeutralForeground3 },
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
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const at = (iso: string | null) => (iso ? new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)) : null);
  return (
    <div className={styles.wrap}>
      <Table aria-label={t`Submitted price adjustments`} className={styles.table}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t`Product`}</TableHeaderCell>
            <TableHeaderCell>{t`Channel`}</TableHeaderCell>
            <TableHeaderCell>{t`Old → new price`}</TableHeaderCell>
            <TableHeaderCell>{t`Strike price`}</TableHeaderCell>
            <TableHeaderCell>{t`Status`}</TableHeaderCell>
            <TableHeaderCell>{t`Confirmed`}</TableHeaderCell>
            <TableHeaderCell>{t`Picked up`}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
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
              <TableCell>
                {formatMoney(row.oldPrice, row.currency, i18n.locale) ?? t`no price`} → <strong>{formatMoney(row.newPrice, row.currency, i18n.locale)}</strong>
              </TableCell>
              <TableCell>{formatMoney(row.strikePrice, row.currency, i18n.locale) ?? '–'}</TableCell>
              <TableCell>
                <Badge appearance="tint" color={row.status === 'PICKED_UP' ? 'success' : 'informative'}>
                  {t(STATUS_LABELS[row.status])}
                </Badge>
              </TableCell>
              <TableCell>
                <div className={styles.stack}>
                  <Text>{at(row.confirmedAt)}</Text>
                  {row.confirmedBy && (
                    <Text size={200} className={styles.muted}>
                      {row.confirmedBy.name || t`Deleted user`}
                    </Text>
                  )}
                </div>
              </TableCell>
              <TableCell>{at(row.pickedUpAt) ?? <Text className={styles.muted}>{t`Not yet`}</Text>}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
