import { useLingui } from '@lingui/react/macro';
import { Badge, Button, makeStyles, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, tokens } from '@fluentui/react-components';
import type { AdminScrapeJob } from '@pm/contracts';
import { CardActions, CardFacts, CardList, CardListItem } from '../../../components/CardList.tsx';
import { NumericHeaderCell } from '../../../components/NumericHeaderCell.tsx';
import { useFormatDateTime } from '../../../lib/hooks/useFormatDateTime.ts';
import { formatDuration } from '../../../lib/utils/formatDuration.ts';
import { useBreakpointUp } from '../../../theme/useBreakpoint.ts';
import { JOB_STATUS_COLORS, JOB_STATUS_LABELS, JOB_TYPE_LABELS, RESULT_KIND_LABELS, TRIGGER_LABELS } from '../utils/jobLabels.ts';

const useStyles = makeStyles({
  scroller: { overflowX: 'auto', borderRadius: tokens.borderRadiusLarge, backgroundColor: tokens.colorNeutralBackground1, boxShadow: tokens.shadow2 },
  table: { minWidth: '1040px' },
  number: { textAlign: 'end', whiteSpace: 'nowrap' },
  url: { overflowWrap: 'anywhere', maxWidth: '200px' },
  muted: { color: tokens.colorNeutralForeground3 },
  nowrap: { whiteSpace: 'nowrap' },
});

export interface JobListProps {
  jobs: readonly AdminScrapeJob[];
  onOpen(jobId: string): void;
}

/** The jobs: a table on wide screens, cards on phones; each opens its details. */
export function JobList(props: JobListProps) {
  const wide = useBreakpointUp('md');
  return wide ? <JobTable {...props} /> : <JobCards {...props} />;
}

export function StatusBadge({ job }: { job: Pick<AdminScrapeJob, 'status'> }) {
  const { i18n } = useLingui();
  return (
    <Badge appearance="tint" color={JOB_STATUS_COLORS[job.status]} shape="rounded">
      {i18n._(JOB_STATUS_LABELS[job.status])}
    </Badge>
  );
}

/** A job's values formatted once for the table and the cards. */
function useJobView() {
  const { t, i18n } = useLingui();
  const formatDate = useFormatDateTime();
  return (job: AdminScrapeJob) => ({
    company: job.companyName ?? t`Unknown company`,
    source: job.sourceName ?? t`Unknown source`,
    type: i18n._(JOB_TYPE_LABELS[job.jobType]),
    trigger: i18n._(TRIGGER_LABELS[job.trigger]),
    result: job.resultKind ? i18n._(RESULT_KIND_LABELS[job.resultKind]) : '–',
    trials: i18n.number(job.trials),
    duration: formatDuration(job.durationMs, i18n.locale) ?? '–',
    created: formatDate(job.createdAt),
    replay: job.replayOf ? t`Replay` : job.replayedBy.length > 0 ? t`Replayed ${i18n.number(job.replayedBy.length)}×` : null,
  });
}

function JobTable({ jobs, onOpen }: JobListProps) {
  const { t } = useLingui();
  const styles = useStyles();
  const view = useJobView();
  return (
    <div className={styles.scroller} role="region" aria-label={t`Scrape jobs`} tabIndex={0}>
      <Table className={styles.table} aria-label={t`Scrape jobs`} size="small">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t`Created`}</TableHeaderCell>
            <TableHeaderCell>{t`Status`}</TableHeaderCell>
            <TableHeaderCell>{t`Company`}</TableHeaderCell>
            <TableHeaderCell>{t`Store or aggregator`}</TableHeaderCell>
            <TableHeaderCell>{t`URL`}</TableHeaderCell>
            <TableHeaderCell>{t`Job type`}</TableHeaderCell>
            <TableHeaderCell>{t`Trigger`}</TableHeaderCell>
            <NumericHeaderCell>{t`Trials`}</NumericHeaderCell>
            <NumericHeaderCell>{t`Duration`}</NumericHeaderCell>
            <TableHeaderCell>{t`Result`}</TableHeaderCell>
            <TableHeaderCell>{t`Actions`}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {jobs.map((job) => {
            const shown = view(job);
            return (
              <TableRow key={job.id}>
                <TableCell className={styles.nowrap}>{shown.created}</TableCell>
                <TableCell>
                  <StatusBadge job={job} />
                  {shown.replay && <Text className={styles.muted}> {shown.replay}</Text>}
                </TableCell>
                <TableCell>{shown.company}</TableCell>
                <TableCell>{shown.source}</TableCell>
                <TableCell className={styles.url}>{job.url}</TableCell>
                <TableCell>{shown.type}</TableCell>
                <TableCell>{shown.trigger}</TableCell>
                <TableCell className={styles.number}>{shown.trials}</TableCell>
                <TableCell className={styles.number}>{shown.duration}</TableCell>
                <TableCell>{shown.result}</TableCell>
                <TableCell>
                  <Button size="small" onClick={() => onOpen(job.id)} aria-label={t`Details of the job for ${job.url}`}>
                    {t`Details`}
                  </Button>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}

function JobCards({ jobs, onOpen }: JobListProps) {
  const { t } = useLingui();
  const styles = useStyles();
  const view = useJobView();
  return (
    <CardList label={t`Scrape jobs`}>
      {jobs.map((job) => {
        const shown = view(job);
        return (
          <CardListItem key={job.id}>
            <div>
              <StatusBadge job={job} /> {shown.replay && <Text className={styles.muted}>{shown.replay}</Text>}
            </div>
            <Text weight="semibold" className={styles.url}>
              {job.url}
            </Text>
            <CardFacts
              facts={[
                [t`Created`, shown.created],
                [t`Company`, shown.company],
                [t`Store or aggregator`, shown.source],
                [t`Job type`, shown.type],
                [t`Trigger`, shown.trigger],
                [t`Trials`, shown.trials],
                [t`Duration`, shown.duration],
                [t`Result`, shown.result],
              ]}
            />
            <CardActions>
              <Button size="small" onClick={() => onOpen(job.id)} aria-label={t`Details of the job for ${job.url}`}>
                {t`Details`}
              </Button>
            </CardActions>
          </CardListItem>
        );
      })}
    </CardList>
  );
}
