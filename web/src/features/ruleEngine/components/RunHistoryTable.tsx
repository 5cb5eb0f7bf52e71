import type { RunFailureReason } from '@pm/contracts';
import { useLingui } from '@lingui/react/macro';
import { Badge, Button, makeStyles, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, tokens } from '@fluentui/react-components';
import type { PricingRunView } from '@pm/contracts';
import { useFormatDateTime } from '../../../lib/hooks/useFormatDateTime.ts';
import { formatDuration } from '../../../lib/utils/formatDuration.ts';
import { RUN_FAILURE_LABELS } from '../../../lib/runFailureLabels.ts';
import { OUTCOME_LABELS, RUN_STATUS_LABELS, RUN_TRIGGER_LABELS } from '../utils/ruleEngineLabels.ts';

const useStyles = makeStyles({
  wrap: { overflowX: 'auto' },
  table: { tableLayout: 'auto', minWidth: '1100px' },
  nowrap: { whiteSpace: 'nowrap' },
  number: { textAlign: 'end', whiteSpace: 'nowrap' },
  muted: { color: tokens.colorNeutralForeground3 },
  failure: { display: 'block', color: tokens.colorPaletteRedForeground1 },
});

const STATUS_COLORS = { REQUESTED: 'informative', RUNNING: 'brand', COMPLETED: 'success', FAILED: 'danger' } as const;

export interface RunHistoryTableProps {
  runs: PricingRunView[];
  selectedRunId: string | null;
  onShowOutcomes(runId: string): void;
}

/** The rule-engine runs, newest first: when, how and by whom started, status, duration, counts per outcome. */
export function RunHistoryTable({ runs, selectedRunId, onShowOutcomes }: RunHistoryTableProps) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const formatDate = useFormatDateTime();
  const none = <span className={styles.muted}>–</span>;
  const count = (n: number) => new Intl.NumberFormat(i18n.locale).format(n);
  const failure = (reason: RunFailureReason | null) => (reason ? i18n._(RUN_FAILURE_LABELS[reason]) : null);

  return (
    <div className={styles.wrap}>
      <Table aria-label={t`Rule engine runs`} className={styles.table}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t`Started`}</TableHeaderCell>
            <TableHeaderCell>{t`Trigger`}</TableHeaderCell>
            <TableHeaderCell>{t`Started by`}</TableHeaderCell>
            <TableHeaderCell>{t`Status`}</TableHeaderCell>
            <TableHeaderCell>{t`Duration`}</TableHeaderCell>
            <TableHeaderCell className={styles.number}>{i18n._(OUTCOME_LABELS.EXECUTED)}</TableHeaderCell>
            <TableHeaderCell className={styles.number}>{i18n._(OUTCOME_LABELS.OVERWRITTEN)}</TableHeaderCell>
            <TableHeaderCell className={styles.number}>{i18n._(OUTCOME_LABELS.ERROR)}</TableHeaderCell>
            <TableHeaderCell className={styles.number}>{i18n._(OUTCOME_LABELS.TARGET_FULFILLED)}</TableHeaderCell>
            <TableHeaderCell className={styles.number}>{i18n._(OUTCOME_LABELS.CONSTRAINTS_NOT_MET)}</TableHeaderCell>
            <TableHeaderCell className={styles.number}>{t`Proposals`}</TableHeaderCell>
            <TableHeaderCell>
              <span className={styles.muted}>{t`Outcomes`}</span>
            </TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {runs.map((run) => (
            <TableRow key={run.runId} aria-selected={run.runId === selectedRunId}>
              <TableCell className={styles.nowrap}>{formatDate(run.startedAt ?? run.requestedAt)}</TableCell>
              <TableCell>{i18n._(RUN_TRIGGER_LABELS[run.trigger])}</TableCell>
              <TableCell>{run.trigger === 'SCHEDULE' ? t`Scheduler` : (run.requestedByName ?? none)}</TableCell>
              <TableCell>
                <Badge appearance="tint" color={STATUS_COLORS[run.status]}>
                  {i18n._(RUN_STATUS_LABELS[run.status])}
                </Badge>
                {run.failureReason && (
                  <Text size={200} className={styles.failure}>
                    {failure(run.failureReason)}
                  </Text>
                )}
              </TableCell>
              <TableCell className={styles.nowrap}>{formatDuration(run.durationMs, i18n.locale) ?? none}</TableCell>
              <TableCell className={styles.number}>{count(run.counts.EXECUTED)}</TableCell>
              <TableCell className={styles.number}>{count(run.counts.OVERWRITTEN)}</TableCell>
              <TableCell className={styles.number}>{count(run.counts.ERROR)}</TableCell>
              <TableCell className={styles.number}>{count(run.counts.TARGET_FULFILLED)}</TableCell>
              <TableCell className={styles.number}>{count(run.counts.CONSTRAINTS_NOT_MET)}</TableCell>
              <TableCell className={styles.number}>{run.proposals === null ? none : count(run.proposals)}</TableCell>
              <TableCell>
                <Button size="small" appearance={run.runId === selectedRunId ? 'primary' : 'secondary'} onClick={() => onShowOutcomes(run.runId)} aria-label={t`Show the outcomes of the run of ${formatDate(run.startedAt ?? run.requestedAt)}`}>
                  {t`Outcomes`}
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
