import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Button, makeStyles, MessageBar, MessageBarBody, Spinner, Tab, TabList, Text, tokens } from '@fluentui/react-components';
import { DEFAULT_GUARDRAIL_SETTINGS, roleAllows } from '@pm/contracts';
import type { AdjustmentSort, AdjustmentSummary, BulkDecisionResult, Profile } from '@pm/contracts';
import { AppLink } from '../../../components/AppLink.tsx';
import { AreaSpinner } from '../../../components/FullScreenSpinner.tsx';
import { ListPager } from '../../../components/ListPager.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { PageLayout } from '../../../components/PageLayout.tsx';
import { usePricingSettings } from '../../../lib/api/pricingSettingsQuery.ts';
import { useNotify } from '../../../lib/notify.tsx';
import { formatPercent } from '../../../lib/utils/formatDeviation.ts';
import { ProfileGate } from '../../../components/ProfileGate.tsx';
import type { Decision } from '../api/decideAdjustments.ts';
import { useMetricSettings } from '../api/metricSettingsQuery.ts';
import { usePriceEngineOverview } from '../api/priceEngineOverviewQuery.ts';
import { reviewListQueryOptions, useReviewList } from '../api/reviewListQuery.ts';
import { useReviewView } from '../hooks/useReviewView.ts';
import { DEFAULT_REVIEW_PARAMS, largeChangesParams, nextReviewSort, type ReviewListParams } from '../utils/adjustmentListParams.ts';
import { DecisionDialog, type PendingDecision } from './DecisionDialog.tsx';
import { DecisionReport, type DecisionOutcome } from './DecisionReport.tsx';
import { HeldResults } from './HeldResults.tsx';
import { ReviewFilters } from './ReviewFilters.tsx';
import { ReviewTable } from './ReviewTable.tsx';
import { RunStatusBar } from './RunStatusBar.tsx';
import { firstLoadFailed } from '../../../lib/queryView.ts';
import { RefreshFailed } from '../../../components/RefreshFailed.tsx';

const PAGE_SIZES = [25, 50, 100, 200] as const;

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  status: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, minHeight: '24px' },
  // On a phone the two German tab labels are wider than the screen: they wrap instead of pushing the page sideways.
  tabs: { flexWrap: 'wrap', maxWidth: '100%' },
});

type ReviewTab = 'pending' | 'held';

/** `/price-engine/review`: pending proposals to confirm or discard, kept live. */
export function ReviewPage() {
  const { t } = useLingui();
  return <ProfileGate>{(profile) => <Review profile={profile} title={t`Review price adjustments`} />}</ProfileGate>;
}

function Review({ profile, title }: { profile: Profile; title: string }) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const notify = useNotify();
  const companyId = profile.company.id;
  const canDecide = roleAllows(profile.role, profile.isAdmin, 'prices.decide');
  const view = useReviewView();
  const metrics = useMetricSettings(companyId);
  const overview = usePriceEngineOverview(companyId);
  const [params, setParams] = useState<ReviewListParams>(DEFAULT_REVIEW_PARAMS);
  const list = useReviewList(companyId, params);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [dialog, setDialog] = useState<{ pending: PendingDecision | null; open: boolean }>({ pending: null, open: false });
  const [outcome, setOutcome] = useState<DecisionOutcome | null>(null);
  const queryClient = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const tab: ReviewTab = search.get('tab') === 'held' ? 'held' : 'pending';
  const setTab = (next: ReviewTab) => setSearch(next === 'held' ? { tab: 'held' } : {}, { replace: true });
  // The company's "confirm all asks again" threshold (pricing settings' guardrails); the default until they load.
  const settings = usePricingSettings(companyId);
  const threshold = settings.data?.guardrails?.confirmAllThresholdPercent ?? DEFAULT_GUARDRAIL_SETTINGS.confirmAllThresholdPercent;

  const rows = useMemo(() => list.data?.items ?? [], [list.data]);
  // Rows decided by others disappear live; a selection only ever holds rows still listed.
  const visibleSelection = useMemo(() => new Set(rows.filter((row) => selected.has(row.adjustmentId)).map((row) => row.adjustmentId)), [rows, selected]);
  const skus = useMemo(() => new Map(rows.map((row) => [row.adjustmentId, row.sku])), [rows]);

  const changeFilters = useCallback((change: Partial<ReviewListParams>) => setParams((current) => ({ ...current, ...change, page: 1 })), []);
  const sortBy = (sort: AdjustmentSort) => changeFilters(nextReviewSort(params, sort));
  const ask = (pending: PendingDecision) => setDialog({ pending, open: true });
  const channelName = overview.data?.channels.find((c) => c.channelId === params.channelId)?.name;
  const total = list.data?.total ?? 0;
  // "Confirm all" and "discard all" act on every pending proposal of the channel (or all), whatever the search or threshold shows.
  const scopeTotal = (params.channelId ? overview.data?.channels.find((c) => c.channelId === params.channelId)?.pending : overview.data?.counts.pending) ?? total;

  const askOne = (decision: Decision, row: AdjustmentSummary) =>
    ask({
      decision,
      target: { kind: 'one', adjustmentId: row.adjustmentId },
      title: decision === 'confirm' ? t`Confirm the new price of ${row.sku}?` : t`Discard the proposal for ${row.sku}?`,
      text: decision === 'confirm' ? t`The price goes to the output feed and waits there for pickup by your shop or ERP.` : t`The proposal is dropped; the current price stays.`,
    });
  const askSelected = () => {
    const count = visibleSelection.size;
    ask({ decision: 'confirm', target: { kind: 'several', adjustmentIds: [...visibleSelection] }, title: t`Confirm ${count} selected price adjustments?`, text: t`The prices go to the output feed and wait there for pickup by your shop or ERP.` });
  };
  const showLargeChanges = () => {
    setTab('pending');
    changeFilters({ minChangePercent: threshold, sort: 'absDeltaPercent', direction: 'desc' });
  };
  const askAll = async (decision: Decision) => {
    const target = { kind: 'all' as const, channelId: params.channelId ?? undefined };
    if (decision === 'discard') {
      ask({ decision, target, title: channelName ? t`Discard all unsubmitted price adjustments of ${channelName}?` : t`Discard all unsubmitted price adjustments?`, text: t`Every pending proposal (${scopeTotal} now) is dropped; the current prices stay.` });
      return;
    }
    const title = channelName ? t`Confirm all pending price adjustments of ${channelName}?` : t`Confirm all pending price adjustments?`;
    const text = t`Every pending proposal (${scopeTotal} now) goes to the output feed, including those arriving until you confirm.`;
    // Issue 12: asks again when proposals in this scope change a price by more than the company's threshold.
    let large: { count: number; largest: string; sku: string } | null = null;
    try {
      const page = await queryClient.fetchQuery({ ...reviewListQueryOptions(companyId, largeChangesParams(params.channelId, threshold)), staleTime: 0 });
      const first = page.items[0];
      if (page.total > 0 && first) large = { count: page.total, largest: formatPercent(first.deltaPercent, i18n.locale) ?? '', sku: first.sku };
    } catch {
      // Not known: ask again to be safe, without figures.
      large = { count: 0, largest: '', sku: '' };
    }
    const limit = new Intl.NumberFormat(i18n.locale, { maximumFractionDigits: 2 }).format(threshold);
    const again = large
      ? {
          title: t`Some prices change by more than ${limit} %`,
          text:
            large.count > 0
              ? t`${plural(large.count, { one: '# pending proposal changes its price', other: '# pending proposals change their price' })} by more than ${limit} %; the largest change is ${large.largest} (${large.sku}). Confirm all of them anyway?`
              : t`It could not be checked whether pending proposals change their price by more than ${limit} %. Confirm all of them anyway?`,
          confirmLabel: t`Confirm all anyway`,
          showLabel: t`Show the large changes first`,
          onShow: showLargeChanges,
        }
      : undefined;
    ask({ decision, target, title, text, again });
  };
  const done = (decision: Decision, result: BulkDecisionResult) => {
    const count = result.succeeded.length;
    if (count > 0) notify.success(decision === 'confirm' ? t`${plural(count, { one: '# price adjustment confirmed.', other: '# price adjustments confirmed.' })}` : t`${plural(count, { one: '# price adjustment discarded.', other: '# price adjustments discarded.' })}`);
    setOutcome(result.failed.length > 0 ? { decision, result, skus } : null);
    setSelected(new Set());
  };

  let body;
  if (list.isPending) body = <AreaSpinner />;
  else if (firstLoadFailed(list)) body = <LoadError what={t`The price adjustments could not be loaded.`} error={list.error} onRetry={() => void list.refetch()} />;
  else if (rows.length === 0) body = <Text>{params.channelId || params.search || params.minChangePercent !== null ? t`No pending price adjustments match your filters.` : t`There are no pending price adjustments. A rule-engine run creates new ones.`}</Text>;
  else {
    body = (
      <>
        <ReviewTable
          rows={rows}
          selected={visibleSelection}
          onSelect={(id, on) => setSelected((current) => { const next = new Set(current); if (on) next.add(id); else next.delete(id); return next; })}
          onSelectPage={(on) => setSelected(on ? new Set(rows.map((row) => row.adjustmentId)) : new Set())}
          onDecide={canDecide ? askOne : null}
          mode={view.mode}
          withShipping={view.withShipping}
          metrics={metrics}
          sort={params}
          onSort={sortBy}
        />
        <ListPager
          page={params.page}
          pages={Math.max(1, Math.ceil(total / params.pageSize))}
          pageSize={params.pageSize}
          pageSizes={PAGE_SIZES}
          summary={t`Page ${params.page} of ${Math.max(1, Math.ceil(total / params.pageSize))} (${total} pending)`}
          onPage={(page) => setParams((current) => ({ ...current, page }))}
          onPageSize={(pageSize) => changeFilters({ pageSize })}
        />
      </>
    );
  }

  const actions = canDecide ? (
    <>
      <Button appearance="primary" disabled={visibleSelection.size === 0} onClick={askSelected}>
        {t`Confirm selected (${visibleSelection.size})`}
      </Button>
      <Button disabled={scopeTotal === 0} onClick={() => void askAll('confirm')}>
        {t`Confirm all`}
      </Button>
      <Button disabled={scopeTotal === 0} onClick={() => void askAll('discard')}>
        {t`Discard all`}
      </Button>
    </>
  ) : undefined;

  return (
    <PageLayout title={title} intro={t`Proposals of the rule engine. Confirmed prices go to the output feed.`} back={<AppLink to="/price-engine">{t`Price engine`}</AppLink>} actions={actions}>
      {!canDecide && (
        <MessageBar intent="info">
          <MessageBarBody>{t`You are not allowed to confirm or discard price adjustments. Please talk to your administrator.`}</MessageBarBody>
        </MessageBar>
      )}
      <RunStatusBar lastRun={overview.data?.lastRun} />
      {outcome && <DecisionReport outcome={outcome} onDismiss={() => setOutcome(null)} />}
      <TabList className={styles.tabs} selectedValue={tab} onTabSelect={(_e, data) => setTab(data.value === 'held' ? 'held' : 'pending')}>
        <Tab value="pending">{t`Pending proposals`}</Tab>
        <Tab value="held">{t`Held by guardrails`}</Tab>
      </TabList>
      {tab === 'held' ? (
        <HeldResults companyId={companyId} runId={overview.data?.lastRun?.runId ?? null} />
      ) : (
        <>
          <ReviewFilters
            channels={overview.data?.channels ?? []}
            channelId={params.channelId}
            search={params.search}
            onChange={changeFilters}
            view={view}
            ordering={{ params, onChange: changeFilters }}
          />
          <div className={styles.list}>
            <div className={styles.status} aria-live="polite">
              {list.isFetching && !list.isPending && <Spinner size="extra-tiny" label={t`Loading …`} />}
              <AppLink to="/price-engine/review/submitted">{t`Submitted price adjustments`}</AppLink>
              <AppLink to="/settings/price-engine/output-feed">{t`Output feed`}</AppLink>
            </div>
            <RefreshFailed query={list} />
            {body}
          </div>
        </>
      )}
      {canDecide && <DecisionDialog companyId={companyId} pending={dialog.pending} open={dialog.open} onClose={() => setDialog((d) => ({ ...d, open: false }))} onDone={done} />}
    </PageLayout>
  );
}
