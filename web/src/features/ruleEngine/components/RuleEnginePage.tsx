import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button, makeStyles, Spinner, Subtitle2, Text, tokens } from '@fluentui/react-components';
import { PlayRegular } from '@fluentui/react-icons';
import { roleAllows, type Profile } from '@pm/contracts';
import { AreaSpinner } from '../../../components/FullScreenSpinner.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { PageLayout } from '../../../components/PageLayout.tsx';
import { errorMessageFor, NOT_ALLOWED_FOR_ROLE } from '../../../lib/errorMessages.ts';
import { useNotify } from '../../../lib/notify.tsx';
import { ProfileGate } from '../../../components/ProfileGate.tsx';
import { ListPager } from '../../../components/ListPager.tsx';
import { pageCount } from '../../../lib/utils/productListQuery.ts';
import { usePricingRuns } from '../api/pricingRunsQuery.ts';
import { useStartPricingRun } from '../api/startPricingRun.ts';
import { useRunProgress } from '../../../lib/hooks/useRunProgress.ts';
import { progressOf, runningRun } from '../utils/runningRun.ts';
import { RunHistoryTable } from './RunHistoryTable.tsx';
import { RunOutcomes } from './RunOutcomes.tsx';
import { RunProgressBar } from '../../../components/RunProgressBar.tsx';
import { RefreshFailed } from '../../../components/RefreshFailed.tsx';
import { firstLoadFailed } from '../../../lib/queryView.ts';

const PAGE_SIZES = [20, 50, 100] as const;

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  status: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minHeight: '24px' },
  notAllowed: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalXXS, maxWidth: '320px' },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** `/price-engine/rule-engine`: start the rule engine, watch the running run, read the run history and each run's outcomes. */
export function RuleEnginePage() {
  return <ProfileGate>{(profile) => <RuleEngine profile={profile} />}</ProfileGate>;
}

function RuleEngine({ profile }: { profile: Profile }) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const notify = useNotify();
  const companyId = profile.company.id;
  const canStart = roleAllows(profile.role, profile.isAdmin, 'pricing.configure');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const [selectedRunId, setSelectedRunId] = useState<string | null>(null);
  const runs = usePricingRuns(companyId, page, pageSize);
  const start = useStartPricingRun(companyId);
  const progress = useRunProgress();

  const running = runningRun(runs.data?.items, page);
  const selected = runs.data?.items.find((run) => run.runId === selectedRunId) ?? null;

  const startRun = () => {
    // Viewers see the button disabled, with the reason; a refusal still reads the same.
    if (!canStart) return notify.error(i18n._(NOT_ALLOWED_FOR_ROLE));
    start.mutate(undefined, {
      onSuccess: () => notify.success(t`The rule engine has started. Its progress and results appear here.`),
      onError: (error) => notify.error(t(errorMessageFor(error))),
    });
  };

  const notAllowed = t`Only administrators and maintainers may start the rule engine. Please talk to your administrator.`;
  const button = (
    <Button
      appearance="primary"
      icon={start.isPending ? <Spinner size="tiny" /> : <PlayRegular />}
      disabledFocusable={!canStart || start.isPending || running !== null}
      aria-describedby={canStart ? undefined : 'start-rule-engine-not-allowed'}
      onClick={startRun}
    >
      {t`Start rule engine`}
    </Button>
  );
  const actions = canStart ? (
    button
  ) : (
    <div className={styles.notAllowed}>
      {button}
      <Text id="start-rule-engine-not-allowed" size={200} className={styles.muted}>
        {notAllowed}
      </Text>
    </div>
  );

  let history;
  if (runs.isPending) history = <AreaSpinner />;
  else if (firstLoadFailed(runs)) history = <LoadError what={t`The run history could not be loaded.`} error={runs.error} onRetry={() => void runs.refetch()} />;
  else if (runs.data.items.length === 0) history = <Text>{t`The rule engine has not run yet.`}</Text>;
  else {
    const pages = pageCount(runs.data.total, pageSize);
    history = (
      <>
        <RunHistoryTable runs={runs.data.items} selectedRunId={selectedRunId} onShowOutcomes={(runId) => setSelectedRunId((current) => (current === runId ? null : runId))} />
        <ListPager
          page={page}
          pages={pages}
          pageSize={pageSize}
          pageSizes={PAGE_SIZES}
          summary={t`Page ${page} of ${pages}`}
          onPage={setPage}
          onPageSize={(size) => {
            setPageSize(size);
            setPage(1);
          }}
        />
      </>
    );
  }

  return (
    <PageLayout
      title={t`Rule engine`}
      intro={t`The rule engine applies your price rules to every product and sales channel and proposes new prices for review. When several rules match, the rule with the lowest position wins; the others are recorded as overwritten by another rule.`}
      actions={actions}
    >
      {running && <RunProgressBar progress={progressOf(running, progress)} />}
      <section className={styles.section} aria-label={t`Run history`}>
        <div className={styles.status}>
          <Subtitle2 as="h2">{t`Run history`}</Subtitle2>
          {runs.isFetching && !runs.isPending && <Spinner size="extra-tiny" label={t`Loading …`} />}
        </div>
        <RefreshFailed query={runs} />
        {history}
      </section>
      {selected && (
        <section className={styles.section} aria-label={t`Outcomes of the run`}>
          <Subtitle2 as="h2">{t`Outcomes of the run`}</Subtitle2>
          <RunOutcomes key={selected.runId} companyId={companyId} runId={selected.runId} />
        </section>
      )}
    </PageLayout>
  );
}
