import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { Button, makeStyles, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger, MessageBar, MessageBarActions, MessageBarBody, Spinner, Text, tokens } from '@fluentui/react-components';
import { ADMIN_SCRAPE_JOB_PAGE_SIZE, type AdminScrapeJobBulkResult } from '@pm/contracts';
import { AreaSpinner } from '../../../components/FullScreenSpinner.tsx';
import { PageLayout } from '../../../components/PageLayout.tsx';
import { errorMessageFor, messageForCode } from '../../../lib/errorMessages.ts';
import { useAdminScrapeJobs } from '../api/adminScrapeJobsQuery.ts';
import { useCompanyChoices } from '../api/companyChoicesQuery.ts';
import { useScrapeJobSources } from '../api/scrapeJobSourcesQuery.ts';
import { BULK_ACTION_LABELS, type BulkAction } from '../utils/jobLabels.ts';
import { dateRangeValid, DEFAULT_JOB_FILTERS, type JobListFilters } from '../utils/jobListParams.ts';
import { BulkActionDialog } from './BulkActionDialog.tsx';
import { CreateJobDialog } from './CreateJobDialog.tsx';
import { JobDetailDrawer } from './JobDetailDrawer.tsx';
import { JobFilters } from './JobFilters.tsx';
import { JobList } from './JobList.tsx';
import { firstLoadFailed } from '../../../lib/queryView.ts';
import { RefreshFailed } from '../../../components/RefreshFailed.tsx';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  toolbar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  status: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minHeight: '24px' },
  pager: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'center' },
});

const BULK_ACTIONS: readonly BulkAction[] = ['RESET', 'RESET_TRIALS', 'REPLAY', 'DELETE'];

/** A link to one source's jobs shows all of its jobs (every status), newest first. */
function filtersFromLink(search: URLSearchParams): JobListFilters {
  const storeId = search.get('storeId');
  const aggregatorId = search.get('aggregatorId');
  const source = storeId ? { id: storeId, kind: 'STORE' as const } : aggregatorId ? { id: aggregatorId, kind: 'AGGREGATOR' as const } : null;
  return source ? { ...DEFAULT_JOB_FILTERS, source, status: [] } : DEFAULT_JOB_FILTERS;
}

/**
 * `/admin/scrape-job` (platform admins): every company's scrape jobs — failed and waiting ones
 * first — with filters, details and history, reset, replay, delete, jobs made by hand and actions
 * over the whole filter; live while jobs run.
 */
export function AdminScrapeJobsPage() {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  // Other screens link a source's jobs (`?storeId=` / `?aggregatorId=`, e.g. from a scrape exception).
  const [search] = useSearchParams();
  const [filters, setFilters] = useState<JobListFilters>(() => filtersFromLink(search));
  // Keyset paging: the cursors of the pages before the current one.
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const [minPosition, setMinPosition] = useState<string | null>(null);
  const [openJob, setOpenJob] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [bulkAction, setBulkAction] = useState<BulkAction | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const cursor = cursors.at(-1) ?? null;
  const rangeValid = dateRangeValid(filters);
  const jobs = useAdminScrapeJobs({ filters, cursor, pageSize: ADMIN_SCRAPE_JOB_PAGE_SIZE, minPosition });
  const companies = useCompanyChoices();
  const sources = useScrapeJobSources();

  const changeFilters = useCallback((change: Partial<JobListFilters>) => {
    setFilters((current) => ({ ...current, ...change }));
    setCursors([null]);
  }, []);
  const written = useCallback((position: string) => setMinPosition(position), []);
  const bulkDone = (result: AdminScrapeJobBulkResult) => {
    setMinPosition(result.position);
    const refused = Object.entries(result.refused).map(([code, count]) => `${i18n._(messageForCode(code))} (${i18n.number(count)})`);
    setNotice(refused.length === 0 ? t`${i18n.number(result.done)} jobs done.` : t`${i18n.number(result.done)} jobs done; refused: ${refused.join('; ')}`);
  };

  let body;
  if (!rangeValid) {
    body = null;
  } else if (jobs.isPending) {
    body = <AreaSpinner />;
  } else if (firstLoadFailed(jobs)) {
    body = (
      <MessageBar intent="error">
        <MessageBarBody>{t`The scrape jobs could not be loaded.`} {i18n._(errorMessageFor(jobs.error))}</MessageBarBody>
        <MessageBarActions>
          <Button onClick={() => void jobs.refetch()}>{t`Try again`}</Button>
        </MessageBarActions>
      </MessageBar>
    );
  } else if (jobs.data.items.length === 0) {
    body = <Text>{t`No scrape jobs match the filters.`}</Text>;
  } else {
    body = (
      <>
        <JobList jobs={jobs.data.items} onOpen={setOpenJob} />
        <nav className={styles.pager} aria-label={t`Pages`}>
          <Button disabled={cursors.length <= 1} onClick={() => setCursors((current) => current.slice(0, -1))}>
            {t`Previous page`}
          </Button>
          <Text>{t`Page ${i18n.number(cursors.length)}`}</Text>
          <Button disabled={!jobs.data.nextCursor} onClick={() => setCursors((current) => [...current, jobs.data.nextCursor])}>
            {t`Next page`}
          </Button>
        </nav>
      </>
    );
  }

  return (
    <PageLayout
      title={t`Scrape Jobs`}
      intro={t`Every scrape job of every company. Failed and waiting jobs are shown first; open a job for its trials, logs and history, reset or replay it.`}
      actions={
        <div className={styles.toolbar}>
          <Button appearance="primary" onClick={() => setCreating(true)}>
            {t`Create job`}
          </Button>
          <Menu>
            <MenuTrigger disableButtonEnhancement>
              <Button disabled={!rangeValid}>{t`Action on all filtered jobs`}</Button>
            </MenuTrigger>
            <MenuPopover>
              <MenuList>
                {BULK_ACTIONS.map((action) => (
                  <MenuItem key={action} onClick={() => setBulkAction(action)}>
                    {i18n._(BULK_ACTION_LABELS[action])}
                  </MenuItem>
                ))}
              </MenuList>
            </MenuPopover>
          </Menu>
        </div>
      }
    >
      <JobFilters filters={filters} onChange={changeFilters} onReset={() => changeFilters(DEFAULT_JOB_FILTERS)} companies={companies.data ?? []} sources={sources.data ?? []} />
      {notice && (
        <MessageBar intent="info">
          <MessageBarBody>{notice}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => setNotice(null)}>{t`Dismiss`}</Button>
          </MessageBarActions>
        </MessageBar>
      )}
      <div className={styles.list}>
        <div className={styles.status} aria-live="polite">
          {jobs.isFetching && !jobs.isPending && <Spinner size="extra-tiny" label={t`Loading …`} />}
        </div>
        <RefreshFailed query={jobs} />
        {body}
      </div>
      {openJob && <JobDetailDrawer jobId={openJob} minPosition={minPosition} onOpen={setOpenJob} onWritten={written} onClose={() => setOpenJob(null)} />}
      {creating && (
        <CreateJobDialog
          companies={companies.data ?? []}
          onWritten={(position, jobId) => {
            setMinPosition(position);
            setOpenJob(jobId);
          }}
          onClose={() => setCreating(false)}
        />
      )}
      {bulkAction && <BulkActionDialog action={bulkAction} filters={filters} onDone={bulkDone} onClose={() => setBulkAction(null)} />}
    </PageLayout>
  );
}
