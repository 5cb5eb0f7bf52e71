import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import {
  Button,
  DrawerBody,
  DrawerHeader,
  DrawerHeaderTitle,
  Link,
  makeStyles,
  MessageBar,
  MessageBarBody,
  OverlayDrawer,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { Dismiss24Regular } from '@fluentui/react-icons';
import type { AdminScrapeJobDetail } from '@pm/contracts';
import { AreaSpinner } from '../../../components/FullScreenSpinner.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { FieldList } from '../../../components/FieldList.tsx';
import { errorMessageFor } from '../../../lib/errorMessages.ts';
import { useFormatDateTime } from '../../../lib/hooks/useFormatDateTime.ts';
import { formatDuration } from '../../../lib/utils/formatDuration.ts';
import { scrapeLogText } from '../../../lib/utils/scrapeLogText.ts';
import { useBreakpointUp } from '../../../theme/useBreakpoint.ts';
import { useAdminScrapeJob } from '../api/adminScrapeJobQuery.ts';
import { useJobAction, type JobAction } from '../api/scrapeJobCommands.ts';
import { CRAWLER_LABELS, HISTORY_LABELS, JOB_TYPE_LABELS, RESULT_KIND_LABELS, TRIGGER_LABELS } from '../utils/jobLabels.ts';
import { StatusBadge } from './JobList.tsx';
import { firstLoadFailed } from '../../../lib/queryView.ts';
import { RefreshFailed } from '../../../components/RefreshFailed.tsx';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, paddingBottom: tokens.spacingVerticalXXL },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  heading: { margin: 0, fontSize: tokens.fontSizeBase400 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  message: { overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' },
  muted: { color: tokens.colorNeutralForeground3 },
  time: { whiteSpace: 'nowrap' },
  links: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
});

export interface JobDetailDrawerProps {
  jobId: string;
  minPosition: string | null;
  /** Another job to show (a replay or the replayed job). */
  onOpen(jobId: string): void;
  onWritten(position: string): void;
  onClose(): void;
}

/** One job: its facts, actions (reset, reset trials, replay, delete), replay links, event history and logs. */
export function JobDetailDrawer({ jobId, minPosition, onOpen, onWritten, onClose }: JobDetailDrawerProps) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const wide = useBreakpointUp('md');
  const job = useAdminScrapeJob(jobId, minPosition);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const action = useJobAction((position, result) => {
    onWritten(position);
    if (result.kind === 'delete') {
      setConfirmDelete(false);
      onClose();
    } else if (result.kind === 'replay') {
      setDone(t`The job was replayed as a new job.`);
      onOpen(result.id);
    } else {
      setDone(t`The job was reset and is queued again.`);
    }
  });
  const run = (next: JobAction) => {
    setDone(null);
    action.mutate(next);
  };

  let content;
  if (job.isPending) {
    content = <AreaSpinner />;
  } else if (firstLoadFailed(job)) {
    content = (
      <MessageBar intent="error">
        <MessageBarBody>{i18n._(errorMessageFor(job.error))}</MessageBarBody>
      </MessageBar>
    );
  } else {
    content = <JobDetails job={job.data} onOpen={onOpen} />;
  }
  const running = job.data?.status === 'FETCHED_FOR_EXECUTION';

  return (
    <OverlayDrawer open position="end" size={wide ? 'large' : 'full'} onOpenChange={(_event, data) => !data.open && onClose()}>
      <DrawerHeader>
        <DrawerHeaderTitle action={<Button appearance="subtle" aria-label={t`Close`} icon={<Dismiss24Regular />} onClick={onClose} />}>{t`Scrape job`}</DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody className={styles.body}>
        {job.data && (
          <div className={styles.actions} role="group" aria-label={t`Job actions`}>
            <Button appearance="primary" disabled={action.isPending || running} onClick={() => run({ kind: 'reset', jobId, resetTrials: false })}>
              {t`Reset`}
            </Button>
            <Button disabled={action.isPending || running} onClick={() => run({ kind: 'reset', jobId, resetTrials: true })}>
              {t`Reset with trials`}
            </Button>
            <Button disabled={action.isPending || running} onClick={() => run({ kind: 'replay', jobId })}>
              {t`Replay`}
            </Button>
            <Button disabled={action.isPending || running} onClick={() => setConfirmDelete(true)}>
              {t`Delete`}
            </Button>
          </div>
        )}
        {running && <Text className={styles.muted}>{t`A scraper is running this job right now; actions are possible once it has finished.`}</Text>}
        {action.isError && !confirmDelete && (
          <MessageBar intent="error">
            <MessageBarBody>{i18n._(errorMessageFor(action.error))}</MessageBarBody>
          </MessageBar>
        )}
        {done && (
          <MessageBar intent="success">
            <MessageBarBody>{done}</MessageBarBody>
          </MessageBar>
        )}
        <RefreshFailed query={job} />
        {content}
      </DrawerBody>
      <ConfirmDialog
        open={confirmDelete}
        title={t`Delete this scrape job?`}
        confirmLabel={t`Delete`}
        pending={action.isPending}
        error={action.isError ? i18n._(errorMessageFor(action.error)) : null}
        onConfirm={() => run({ kind: 'delete', jobId })}
        onClose={() => setConfirmDelete(false)}
      >
        <Text>{t`The job leaves every list and is not run again. Its history stays in the event log.`}</Text>
      </ConfirmDialog>
    </OverlayDrawer>
  );
}

function JobDetails({ job, onOpen }: { job: AdminScrapeJobDetail; onOpen(jobId: string): void }) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const formatDate = useFormatDateTime();
  const facts = [
    { label: t`Status`, value: <StatusBadge job={job} /> },
    { label: t`Company`, value: job.companyName ?? t`Unknown company` },
    { label: t`Product`, value: job.productName ?? t`Unknown product` },
    { label: t`URL`, value: job.url },
    { label: t`Store or aggregator`, value: job.sourceName ?? t`Unknown source` },
    { label: t`Job type`, value: i18n._(JOB_TYPE_LABELS[job.jobType]) },
    { label: t`Trigger`, value: i18n._(TRIGGER_LABELS[job.trigger]) },
    { label: t`Scraper`, value: i18n._(CRAWLER_LABELS[job.crawler]) },
    { label: t`Scraper process`, value: job.worker },
    { label: t`Via proxy`, value: job.viaProxy ? t`Yes` : t`No` },
    { label: t`Trials`, value: i18n.number(job.trials) },
    { label: t`Duration`, value: formatDuration(job.durationMs, i18n.locale) },
    { label: t`Result`, value: job.resultKind ? i18n._(RESULT_KIND_LABELS[job.resultKind]) : null },
    { label: t`HTTP status`, value: job.httpStatus === null ? null : String(job.httpStatus) },
    { label: t`Error`, value: job.error },
    { label: t`Created`, value: formatDate(job.createdAt) },
    { label: t`Updated`, value: formatDate(job.updatedAt) },
  ];
  return (
    <>
      <FieldList entries={facts} />
      {(job.replayOf || job.replayedBy.length > 0) && (
        <section className={styles.section} aria-labelledby="job-replays">
          <h3 id="job-replays" className={styles.heading}>
            {t`Replays`}
          </h3>
          <div className={styles.links}>
            {job.replayOf && (
              <Link as="button" onClick={() => onOpen(job.replayOf ?? '')}>
                {t`This job replays an earlier job: open it`}
              </Link>
            )}
            {job.replayedBy.map((id, index) => (
              <Link key={id} as="button" onClick={() => onOpen(id)}>
                {t`Open replay ${i18n.number(index + 1)}`}
              </Link>
            ))}
          </div>
        </section>
      )}
      <section className={styles.section} aria-labelledby="job-history">
        <h3 id="job-history" className={styles.heading}>
          {t`History`}
        </h3>
        <Table size="small" aria-labelledby="job-history">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t`Time`}</TableHeaderCell>
              <TableHeaderCell>{t`Event`}</TableHeaderCell>
              <TableHeaderCell>{t`Details`}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {job.history.map((entry) => (
              <TableRow key={entry.revision}>
                <TableCell className={styles.time}>{formatDate(entry.occurredAt)}</TableCell>
                <TableCell>{HISTORY_LABELS[entry.type] ? i18n._(HISTORY_LABELS[entry.type]!) : entry.type}</TableCell>
                <TableCell className={styles.message}>
                  {[
                    entry.trial === null ? null : t`Trial ${i18n.number(entry.trial)}`,
                    entry.worker,
                    entry.resetTrials === true ? t`Trials reset` : null,
                    entry.error,
                    entry.by && !entry.by.startsWith('service:') && entry.type !== 'ScrapeJobFetched' ? t`by an administrator` : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </section>
      <section className={styles.section} aria-labelledby="job-logs">
        <h3 id="job-logs" className={styles.heading}>
          {t`Logs`}
        </h3>
        {job.logs.length === 0 ? (
          <Text className={styles.muted}>{t`No log entries yet.`}</Text>
        ) : (
          <Table size="small" aria-labelledby="job-logs">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t`Time`}</TableHeaderCell>
                <TableHeaderCell>{t`Trial`}</TableHeaderCell>
                <TableHeaderCell>{t`Message`}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {job.logs.map((line, index) => (
                <TableRow key={index}>
                  <TableCell className={styles.time}>{formatDate(line.at)}</TableCell>
                  <TableCell>{line.trial ?? '–'}</TableCell>
                  <TableCell className={styles.message}>{scrapeLogText(line, i18n)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </section>
    </>
  );
}
