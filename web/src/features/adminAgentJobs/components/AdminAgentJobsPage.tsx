import { useLingui } from '@lingui/react/macro';
import { Badge, Button, makeStyles, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, tokens } from '@fluentui/react-components';
import type { AgentJobsView, AgentRun } from '@pm/contracts';
import { AppLink } from '../../../components/AppLink.tsx';
import { CardActions, CardFacts, CardList, CardListItem } from '../../../components/CardList.tsx';
import { AreaSpinner } from '../../../components/FullScreenSpinner.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { NumericHeaderCell } from '../../../components/NumericHeaderCell.tsx';
import { PageLayout } from '../../../components/PageLayout.tsx';
import { SettingsSection } from '../../../components/SettingsSection.tsx';
import { errorMessageFor, messageForCode } from '../../../lib/errorMessages.ts';
import { ScrapePuppetSlot } from '../../../lib/featureSlots.tsx';
import { useFormatDateTime } from '../../../lib/hooks/useFormatDateTime.ts';
import { useNotify } from '../../../lib/notify.tsx';
import { formatDuration } from '../../../lib/utils/formatDuration.ts';
import { useBreakpointUp } from '../../../theme/useBreakpoint.ts';
import { useAgentJobs } from '../api/agentJobsQuery.ts';
import { useRefreshAgentJob } from '../api/refreshAgentJob.ts';
import { useTriggerAgentRun } from '../api/triggerAgentRun.ts';
import { RUN_STATUS_COLORS, RUN_STATUS_LABELS, RUN_TRIGGER_LABELS } from '../utils/agentLabels.ts';
import { firstLoadFailed } from '../../../lib/queryView.ts';
import { RefreshFailed } from '../../../components/RefreshFailed.tsx';

const useStyles = makeStyles({
  scroller: { overflowX: 'auto', borderRadius: tokens.borderRadiusLarge, backgroundColor: tokens.colorNeutralBackground1 },
  table: { minWidth: '880px' },
  number: { textAlign: 'end', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
  results: { display: 'flex', flexDirection: 'column', margin: 0, paddingInlineStart: 0, listStyle: 'none' },
  error: { color: tokens.colorPaletteRedForeground1 },
  name: { fontWeight: tokens.fontWeightSemibold },
});

type Company = AgentJobsView['companies'][number];

/**
 * `/admin/agent-job` (platform admins): each company's agent — once a day it searches every
 * scraped source for the company's products without a URL there, re-checks the URLs whose last
 * scrape failed and scrapes new URLs — with "trigger now" and "refresh" (the switch re-read, the
 * next run recomputed), and the newest runs with each task's results. The agent is switched on or
 * off, and its search set up, on the company's page.
 */
export function AdminAgentJobsPage() {
  const { t } = useLingui();
  const jobs = useAgentJobs();

  let content;
  if (jobs.isPending) content = <AreaSpinner />;
  else if (firstLoadFailed(jobs)) content = <LoadError what={t`The agent jobs could not be loaded.`} error={jobs.error} onRetry={() => void jobs.refetch()} />;
  else {
    content = (
      <>
        <SettingsSection title={t`Agents per company`} description={t`Switch a company's agent on or off and choose how it searches on the company's page.`}>
          <CompanyAgents companies={jobs.data.companies} />
        </SettingsSection>
        <SettingsSection title={t`Scrape puppet`}>
          <ScrapePuppetSlot />
        </SettingsSection>
        <SettingsSection title={t`Runs`} description={t`The newest runs of all companies, each with the searches it started per source and the URLs it asked to scrape.`}>
          {jobs.data.runs.length === 0 ? <Text>{t`No agent has run yet.`}</Text> : <Runs runs={jobs.data.runs} />}
        </SettingsSection>
      </>
    );
  }

  return (
    <PageLayout
      title={t`Agent Jobs`}
      intro={t`The agent of each company keeps its coverage up: every morning it searches every shop and comparison site the company scrapes for products that have no URL there yet, re-checks URLs whose last scrape failed and scrapes URLs that were never scraped.`}
      actions={<AppLink to="/admin/agent-job/statistics">{t`Statistics`}</AppLink>}
    >
      <RefreshFailed query={jobs} />
      {content}
    </PageLayout>
  );
}

/** A run's short form: when, how it ended, how many searches. */
function useRunSummary() {
  const { t, i18n } = useLingui();
  const formatDate = useFormatDateTime();
  return (run: AgentRun | null) => {
    if (!run) return t`Never`;
    const status = i18n._(RUN_STATUS_LABELS[run.status]);
    const searches = i18n.number(run.searchesStarted);
    return t`${formatDate(run.startedAt)} · ${status} · ${searches} searches`;
  };
}

function TriggerButton({ company }: { company: Company }) {
  const { t, i18n } = useLingui();
  const notify = useNotify();
  const trigger = useTriggerAgentRun();
  const name = company.companyName;
  const run = () =>
    trigger.mutate(company.companyId, {
      onSuccess: (result) => {
        const searches = i18n.number(result.searchesStarted);
        const urls = i18n.number(result.urlsRequested);
        notify.success(t`The agent of ${name} ran: ${searches} searches started, ${urls} URLs to scrape.`);
      },
      onError: (error) => notify.error(t(errorMessageFor(error))),
    });
  return (
    <Button size="small" disabled={trigger.isPending} onClick={run} aria-label={t`Trigger now: ${name}`}>
      {trigger.isPending ? t`Running …` : t`Trigger now`}
    </Button>
  );
}

function RefreshButton({ company }: { company: Company }) {
  const { t } = useLingui();
  const notify = useNotify();
  const formatDate = useFormatDateTime();
  const refresh = useRefreshAgentJob();
  const name = company.companyName;
  const run = () =>
    refresh.mutate(company.companyId, {
      onSuccess: (result) => {
        if (result.nextRunAt === null) notify.success(t`The agent of ${name} is off: no run is scheduled.`);
        else {
          const next = formatDate(result.nextRunAt);
          notify.success(t`The agent of ${name} was refreshed: next run ${next}.`);
        }
      },
      onError: (error) => notify.error(t(errorMessageFor(error))),
    });
  return (
    <Button size="small" appearance="subtle" disabled={refresh.isPending} onClick={run} aria-label={t`Refresh: ${name}`}>
      {t`Refresh`}
    </Button>
  );
}

function CompanyAgents({ companies }: { companies: Company[] }) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const wide = useBreakpointUp('md');
  const summary = useRunSummary();
  const formatDate = useFormatDateTime();
  const state = (company: Company) => (company.agentEnabled ? t`On` : t`Off`);
  // Known only after a refresh: the process computes it, the log records it then.
  const nextRun = (company: Company) => (company.refreshedAt === null ? t`Not refreshed yet` : company.nextRunAt === null ? t`None` : formatDate(company.nextRunAt));
  const settingsLink = (company: Company) => <AppLink to={`/admin/company/${company.companyId}`}>{company.companyName}</AppLink>;

  if (!wide) {
    return (
      <CardList label={t`Agents per company`}>
        {companies.map((company) => (
          <CardListItem key={company.companyId}>
            <Text className={styles.name}>{settingsLink(company)}</Text>
            <CardFacts facts={[[t`Daily agent`, state(company)], [t`Runs`, i18n.number(company.runs)], [t`Last run`, summary(company.lastRun)], [t`Next run`, nextRun(company)]]} />
            <CardActions>
              <TriggerButton company={company} />
              <RefreshButton company={company} />
            </CardActions>
          </CardListItem>
        ))}
      </CardList>
    );
  }
  return (
    <div className={styles.scroller} role="region" aria-label={t`Agents per company`} tabIndex={0}>
      <Table className={styles.table} aria-label={t`Agents per company`}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t`Company`}</TableHeaderCell>
            <TableHeaderCell>{t`Daily agent`}</TableHeaderCell>
            <NumericHeaderCell>{t`Runs`}</NumericHeaderCell>
            <TableHeaderCell>{t`Last run`}</TableHeaderCell>
            <TableHeaderCell>{t`Next run`}</TableHeaderCell>
            <TableHeaderCell>{t`Actions`}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {companies.map((company) => (
            <TableRow key={company.companyId}>
              <TableCell className={styles.name}>{settingsLink(company)}</TableCell>
              <TableCell>{state(company)}</TableCell>
              <TableCell className={styles.number}>{i18n.number(company.runs)}</TableCell>
              <TableCell>{summary(company.lastRun)}</TableCell>
              <TableCell>{nextRun(company)}</TableCell>
              <TableCell>
                <TriggerButton company={company} />
                <RefreshButton company={company} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

/** Each source of a run: its searches and skips, or the translated error. */
function SourceResults({ run }: { run: AgentRun }) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const tasks = <ScrapeTasks run={run} />;
  if (run.sources.length === 0) {
    return (
      <ul className={styles.results}>
        <li>{run.status === 'FINISHED' ? t`No source is scraped` : '–'}</li>
        {tasks}
      </ul>
    );
  }
  return (
    <ul className={styles.results}>
      {run.sources.map((source) => {
        const name = source.sourceName ?? t`Unknown source`;
        const searches = i18n.number(source.searchesStarted);
        const skipped = i18n.number(source.skipped);
        return (
          <li key={source.sourceId}>
            {source.error === null ? (
              t`${name}: ${searches} searches, ${skipped} skipped`
            ) : (
              <span className={styles.error}>{t`${name}: ${i18n._(messageForCode(source.error))}`}</span>
            )}
          </li>
        );
      })}
      {tasks}
    </ul>
  );
}

/** The run's re-checks and morning scrape (runs recorded before the agent had them show none). */
function ScrapeTasks({ run }: { run: AgentRun }) {
  const { t, i18n } = useLingui();
  const line = (task: AgentRun['recheck'], label: (requested: string, skipped: string) => string) => (task ? label(i18n.number(task.urlsRequested), i18n.number(task.urlsSkipped)) : null);
  const recheck = line(run.recheck, (requested, skipped) => t`Re-checks: ${requested} URLs, ${skipped} skipped`);
  const morning = line(run.morningScrape, (requested, skipped) => t`Morning scrape: ${requested} new URLs, ${skipped} skipped`);
  return (
    <>
      {recheck && <li>{recheck}</li>}
      {morning && <li>{morning}</li>}
    </>
  );
}

function RunStatus({ run }: { run: AgentRun }) {
  const { i18n } = useLingui();
  return (
    <Badge appearance="tint" shape="rounded" color={RUN_STATUS_COLORS[run.status]}>
      {i18n._(RUN_STATUS_LABELS[run.status])}
    </Badge>
  );
}

function Runs({ runs }: { runs: AgentRun[] }) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const wide = useBreakpointUp('md');
  const formatDate = useFormatDateTime();
  const view = (run: AgentRun) => ({
    company: run.companyName ?? t`Unknown company`,
    started: formatDate(run.startedAt),
    trigger: i18n._(RUN_TRIGGER_LABELS[run.trigger]),
    duration: formatDuration(run.durationMs, i18n.locale) ?? '–',
    searches: i18n.number(run.searchesStarted),
  });

  if (!wide) {
    return (
      <CardList label={t`Agent runs`}>
        {runs.map((run) => {
          const shown = view(run);
          return (
            <CardListItem key={run.runId}>
              <Text className={styles.name}>{shown.company}</Text>
              <CardFacts
                facts={[
                  [t`Started`, shown.started],
                  [t`Status`, <RunStatus key="status" run={run} />],
                  [t`Trigger`, shown.trigger],
                  [t`Duration`, shown.duration],
                  [t`Results`, <SourceResults key="results" run={run} />],
                ]}
              />
            </CardListItem>
          );
        })}
      </CardList>
    );
  }
  return (
    <div className={styles.scroller} role="region" aria-label={t`Agent runs`} tabIndex={0}>
      <Table className={styles.table} aria-label={t`Agent runs`}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t`Started`}</TableHeaderCell>
            <TableHeaderCell>{t`Company`}</TableHeaderCell>
            <TableHeaderCell>{t`Trigger`}</TableHeaderCell>
            <TableHeaderCell>{t`Status`}</TableHeaderCell>
            <NumericHeaderCell>{t`Duration`}</NumericHeaderCell>
            <NumericHeaderCell>{t`Searches`}</NumericHeaderCell>
            <TableHeaderCell>{t`Results`}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {runs.map((run) => {
            const shown = view(run);
            return (
              <TableRow key={run.runId}>
                <TableCell>{shown.started}</TableCell>
                <TableCell>{shown.company}</TableCell>
                <TableCell>{shown.trigger}</TableCell>
                <TableCell>
                  <RunStatus run={run} />
                </TableCell>
                <TableCell className={styles.number}>{shown.duration}</TableCell>
                <TableCell className={styles.number}>{shown.searches}</TableCell>
                <TableCell>
                  <SourceResults run={run} />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}
