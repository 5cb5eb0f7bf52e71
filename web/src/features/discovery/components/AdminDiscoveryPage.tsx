import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  makeStyles,
  Select,
  Subtitle1,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { SEARCH_JOB_STATUSES, type AdminDiscoveryJobs, type DiscoverySettingsView } from '@pm/contracts';
import { CardActions, CardFacts, CardList, CardListItem } from '../../../components/CardList.tsx';
import { AreaSpinner } from '../../../components/FullScreenSpinner.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { PageLayout } from '../../../components/PageLayout.tsx';
import { useFormatDateTime } from '../../../lib/hooks/useFormatDateTime.ts';
import { formatDuration } from '../../../lib/utils/formatDuration.ts';
import { useBreakpointUp } from '../../../theme/useBreakpoint.ts';
import { ADMIN_JOBS_PAGE_SIZE, useAdminDiscoveryJobs, type AdminJobsFilter } from '../api/adminDiscoveryJobsQuery.ts';
import { useAdminDiscoverySettings } from '../api/adminDiscoverySettingsQuery.ts';
import { JOB_REASON_LABELS, JOB_STATUS_LABELS, SEARCH_METHOD_LABELS } from '../utils/discoveryLabels.ts';
import { searchLogText } from '../utils/searchLogText.ts';
import { CompanySettingsDialog, SourceSettingsDialog } from './DiscoverySettingsDialogs.tsx';
import { RefreshFailed } from '../../../components/RefreshFailed.tsx';
import { firstLoadFailed } from '../../../lib/queryView.ts';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  filters: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, alignItems: 'flex-end' },
  tableWrap: { overflowX: 'auto' },
  pager: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground2 },
  log: { margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200 },
});

type Job = AdminDiscoveryJobs['items'][number];

/** `/admin/discovery` (platform admins): every company's search jobs, and the settings per company and per source. */
export function AdminDiscoveryPage() {
  const { t, i18n } = useLingui();
  const formatDateTime = useFormatDateTime();
  const styles = useStyles();
  const [filter, setFilter] = useState<AdminJobsFilter>({ companyId: null, jobStatus: null, page: 0 });
  const jobs = useAdminDiscoveryJobs(filter);
  const settings = useAdminDiscoverySettings();
  const [logOf, setLogOf] = useState<Job | null>(null);
  const [company, setCompany] = useState<DiscoverySettingsView['companies'][number] | null>(null);
  const [source, setSource] = useState<DiscoverySettingsView['sources'][number] | null>(null);

  return (
    <PageLayout title={t`Discovery Admin`} intro={t`Search jobs of every company's product discovery, and how each company and each shop or comparison site is searched.`}>
      <section className={styles.section} aria-labelledby="discovery-jobs">
        <Subtitle1 as="h2" id="discovery-jobs">
          {t`Search jobs`}
        </Subtitle1>
        <div className={styles.filters}>
          <Field label={t`Company`}>
            <Select value={filter.companyId ?? ''} onChange={(_event, data) => setFilter({ ...filter, companyId: data.value || null, page: 0 })}>
              <option value="">{t`All companies`}</option>
              {(settings.data?.companies ?? []).map((c) => (
                <option key={c.companyId} value={c.companyId}>
                  {c.companyName}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t`Job status`}>
            <Select value={filter.jobStatus ?? ''} onChange={(_event, data) => setFilter({ ...filter, jobStatus: data.value || null, page: 0 })}>
              <option value="">{t`All statuses`}</option>
              {SEARCH_JOB_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(JOB_STATUS_LABELS[status])}
                </option>
              ))}
            </Select>
          </Field>
        </div>
        <JobsTable jobs={jobs} onLog={setLogOf} page={filter.page} onPage={(page) => setFilter({ ...filter, page })} />
      </section>
      <SettingsSections settings={settings} onCompany={setCompany} onSource={setSource} />
      {logOf && (
        <Dialog open onOpenChange={(_event, data) => !data.open && setLogOf(null)}>
          <DialogSurface>
            <DialogBody>
              <DialogTitle>{t`Log of the search for ${logOf.productName}`}</DialogTitle>
              <DialogContent>
                <pre className={styles.log}>{logOf.logs.length === 0 ? t`No log lines yet.` : logOf.logs.map((l) => `${formatDateTime(l.at)}  ${l.level}  ${searchLogText(l, i18n)}`).join('\n')}</pre>
              </DialogContent>
              <DialogActions>
                <Button appearance="primary" onClick={() => setLogOf(null)}>
                  {t`Close`}
                </Button>
              </DialogActions>
            </DialogBody>
          </DialogSurface>
        </Dialog>
      )}
      {company && settings.data && <CompanySettingsDialog company={company} unavailable={settings.data.unavailableMethods} onClose={() => setCompany(null)} />}
      {source && settings.data && <SourceSettingsDialog source={source} unavailable={settings.data.unavailableMethods} onClose={() => setSource(null)} />}
    </PageLayout>
  );
}

function JobsTable({ jobs, onLog, page, onPage }: { jobs: ReturnType<typeof useAdminDiscoveryJobs>; onLog(job: Job): void; page: number; onPage(page: number): void }) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const formatDateTime = useFormatDateTime();
  const wide = useBreakpointUp('md');
  if (jobs.isPending) return <AreaSpinner />;
  if (firstLoadFailed(jobs)) return <LoadError what={t`The search jobs could not be loaded.`} error={jobs.error} onRetry={() => void jobs.refetch()} />;
  if (jobs.data.items.length === 0)
    return (
      <>
        <RefreshFailed query={jobs} />
        <Text className={styles.muted}>{t`No search jobs yet.`}</Text>
      </>
    );
  const pages = Math.max(1, Math.ceil(jobs.data.total / ADMIN_JOBS_PAGE_SIZE));
  const statusOf = (job: Job) => (job.reason ? `${t(JOB_STATUS_LABELS[job.status])} – ${t(JOB_REASON_LABELS[job.reason])}` : t(JOB_STATUS_LABELS[job.status]));
  const logButton = (job: Job) => (
    <Button size="small" onClick={() => onLog(job)} aria-label={t`Log of the search for ${job.productName}`}>
      {t`Log`}
    </Button>
  );
  return (
    <>
      <RefreshFailed query={jobs} />
      {wide ? (
      <div className={styles.tableWrap}>
        <Table size="small" aria-label={t`Search jobs`}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t`Company`}</TableHeaderCell>
              <TableHeaderCell>{t`Product`}</TableHeaderCell>
              <TableHeaderCell>{t`Source`}</TableHeaderCell>
              <TableHeaderCell>{t`Method`}</TableHeaderCell>
              <TableHeaderCell>{t`Status`}</TableHeaderCell>
              <TableHeaderCell>{t`Trials`}</TableHeaderCell>
              <TableHeaderCell>{t`Candidates`}</TableHeaderCell>
              <TableHeaderCell>{t`Duration`}</TableHeaderCell>
              <TableHeaderCell>{t`Updated`}</TableHeaderCell>
              <TableHeaderCell>{t`Log`}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {jobs.data.items.map((job) => (
              <TableRow key={job.jobId}>
                <TableCell>{job.companyName}</TableCell>
                <TableCell>{job.productName}</TableCell>
                <TableCell>{job.sourceName}</TableCell>
                <TableCell>{t(SEARCH_METHOD_LABELS[job.method])}</TableCell>
                <TableCell>
                  {t(JOB_STATUS_LABELS[job.status])}
                  {job.reason ? <Text block size={200} className={styles.muted}>{t(JOB_REASON_LABELS[job.reason])}</Text> : null}
                </TableCell>
                <TableCell>{i18n.number(job.trials)}</TableCell>
                <TableCell>{i18n.number(job.candidateCount)}</TableCell>
                <TableCell>{formatDuration(job.durationMs, i18n.locale) ?? '–'}</TableCell>
                <TableCell>{formatDateTime(job.updatedAt)}</TableCell>
                <TableCell>{logButton(job)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      ) : (
        <CardList label={t`Search jobs`}>
          {jobs.data.items.map((job) => (
            <CardListItem key={job.jobId}>
              <CardFacts
                facts={[
                  [t`Company`, job.companyName],
                  [t`Product`, job.productName],
                  [t`Source`, job.sourceName],
                  [t`Method`, t(SEARCH_METHOD_LABELS[job.method])],
                  [t`Status`, statusOf(job)],
                  [t`Trials`, i18n.number(job.trials)],
                  [t`Candidates`, i18n.number(job.candidateCount)],
                  [t`Duration`, formatDuration(job.durationMs, i18n.locale) ?? '–'],
                  [t`Updated`, formatDateTime(job.updatedAt)],
                ]}
              />
              <CardActions>{logButton(job)}</CardActions>
            </CardListItem>
          ))}
        </CardList>
      )}
      <div className={styles.pager}>
        <Button disabled={page === 0} onClick={() => onPage(page - 1)}>
          {t`Previous page`}
        </Button>
        <Text>{t`Page ${i18n.number(page + 1)} of ${i18n.number(pages)} (${i18n.number(jobs.data.total)} jobs)`}</Text>
        <Button disabled={page + 1 >= pages} onClick={() => onPage(page + 1)}>
          {t`Next page`}
        </Button>
      </div>
    </>
  );
}

function SettingsSections({
  settings,
  onCompany,
  onSource,
}: {
  settings: ReturnType<typeof useAdminDiscoverySettings>;
  onCompany(company: DiscoverySettingsView['companies'][number]): void;
  onSource(source: DiscoverySettingsView['sources'][number]): void;
}) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const wide = useBreakpointUp('md');
  if (settings.isPending) return <AreaSpinner />;
  if (firstLoadFailed(settings)) return <LoadError what={t`The discovery settings could not be loaded.`} error={settings.error} onRetry={() => void settings.refetch()} />;
  const percent = new Intl.NumberFormat(i18n.locale, { style: 'percent' });
  const yes = t`Yes`;
  const no = t`No`;
  return (
    <>
      <RefreshFailed query={settings} />
      <section className={styles.section} aria-labelledby="discovery-company-settings">
        <Subtitle1 as="h2" id="discovery-company-settings">
          {t`Settings per company`}
        </Subtitle1>
        {!wide ? (
          <CardList label={t`Settings per company`}>
            {settings.data.companies.map((c) => (
              <CardListItem key={c.companyId}>
                <CardFacts
                  facts={[
                    [t`Company`, c.companyName],
                    [t`Search strategy`, t(SEARCH_METHOD_LABELS[c.settings.searchMethod])],
                    [t`Image weight`, percent.format(c.settings.imageWeight)],
                    [t`Skip when a URL exists`, c.settings.skipWhenUrlExists ? yes : no],
                    [t`Agent`, c.settings.agentEnabled ? t`On` : t`Off`],
                  ]}
                />
                <CardActions>
                  <Button size="small" onClick={() => onCompany(c)} aria-label={t`Edit the discovery settings of ${c.companyName}`}>
                    {t`Edit`}
                  </Button>
                </CardActions>
              </CardListItem>
            ))}
          </CardList>
        ) : (
        <div className={styles.tableWrap}>
          <Table size="small" aria-label={t`Settings per company`}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t`Company`}</TableHeaderCell>
                <TableHeaderCell>{t`Search strategy`}</TableHeaderCell>
                <TableHeaderCell>{t`Image weight`}</TableHeaderCell>
                <TableHeaderCell>{t`Skip when a URL exists`}</TableHeaderCell>
                <TableHeaderCell>{t`Agent`}</TableHeaderCell>
                <TableHeaderCell>{t`Actions`}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {settings.data.companies.map((c) => (
                <TableRow key={c.companyId}>
                  <TableCell>{c.companyName}</TableCell>
                  <TableCell>{t(SEARCH_METHOD_LABELS[c.settings.searchMethod])}</TableCell>
                  <TableCell>{percent.format(c.settings.imageWeight)}</TableCell>
                  <TableCell>{c.settings.skipWhenUrlExists ? yes : no}</TableCell>
                  <TableCell>{c.settings.agentEnabled ? t`On` : t`Off`}</TableCell>
                  <TableCell>
                    <Button size="small" onClick={() => onCompany(c)} aria-label={t`Edit the discovery settings of ${c.companyName}`}>
                      {t`Edit`}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
        )}
      </section>
      <section className={styles.section} aria-labelledby="discovery-source-settings">
        <Subtitle1 as="h2" id="discovery-source-settings">
          {t`Settings per shop or comparison site`}
        </Subtitle1>
        {!wide ? (
          <CardList label={t`Settings per shop or comparison site`}>
            {settings.data.sources.map((s) => (
              <CardListItem key={s.sourceId}>
                <CardFacts
                  facts={[
                    [t`Source`, `${s.sourceName} (${s.hostname})`],
                    [t`Search URL template`, s.searchUrlTemplate ?? t`/search?q= of the site`],
                    [t`Search strategy`, s.searchMethod ? t(SEARCH_METHOD_LABELS[s.searchMethod]) : t`As the company chose`],
                  ]}
                />
                <CardActions>
                  <Button size="small" onClick={() => onSource(s)} aria-label={t`Edit how ${s.sourceName} is searched`}>
                    {t`Edit`}
                  </Button>
                </CardActions>
              </CardListItem>
            ))}
          </CardList>
        ) : (
        <div className={styles.tableWrap}>
          <Table size="small" aria-label={t`Settings per shop or comparison site`}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t`Source`}</TableHeaderCell>
                <TableHeaderCell>{t`Search URL template`}</TableHeaderCell>
                <TableHeaderCell>{t`Search strategy`}</TableHeaderCell>
                <TableHeaderCell>{t`Actions`}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {settings.data.sources.map((s) => (
                <TableRow key={s.sourceId}>
                  <TableCell>
                    {s.sourceName} <Text className={styles.muted}>({s.hostname})</Text>
                  </TableCell>
                  <TableCell>{s.searchUrlTemplate ?? t`/search?q= of the site`}</TableCell>
                  <TableCell>{s.searchMethod ? t(SEARCH_METHOD_LABELS[s.searchMethod]) : t`As the company chose`}</TableCell>
                  <TableCell>
                    <Button size="small" onClick={() => onSource(s)} aria-label={t`Edit how ${s.sourceName} is searched`}>
                      {t`Edit`}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
        )}
      </section>
      <section className={styles.section} aria-labelledby="discovery-unavailable">
        <Subtitle1 as="h2" id="discovery-unavailable">
          {t`Search methods not available here`}
        </Subtitle1>
        <ul>
          {settings.data.unavailableMethods.map((m) => (
            <li key={m.method}>
              <Text weight="semibold">{t(SEARCH_METHOD_LABELS[m.method])}</Text>: {t(JOB_REASON_LABELS[m.reason])}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
