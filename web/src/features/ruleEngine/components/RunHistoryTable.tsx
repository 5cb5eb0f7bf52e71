import type { RunFailureReason } from '@pm/contracts';
import { useLingui } from '@lingui/react/macro';
import { Badge, Button, makeStyles, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, tokens } from '@fluentui/react-components';
import { RULE_OUTCOMES, type PricingRunView } from '@pm/contracts';
import { CardList, CardListItem } from '../../../components/CardList.tsx';
import { NumericHeaderCell } from '../../../components/NumericHeaderCell.tsx';
import { useFormatDateTime } from '../../../lib/hooks/useFormatDateTime.ts';
import { formatDuration } from '../../../lib/utils/formatDuration.ts';
import { RUN_FAILURE_LABELS } from '../../../lib/runFailureLabels.ts';
import { useBreakpointUp } from '../../../theme/useBreakpoint.ts';
import { OUTCOME_LABELS, RUN_STATUS_LABELS, RUN_TRIGGER_LABELS } from '../utils/ruleEngineLabels.ts';

const useStyles = makeStyles({
  wrap: { overflowX: 'auto' },
  started: { width: '24%' },
  status: { width: '17%' },
  counts: { width: '39%' },
  number: { width: '9%', textAlign: 'end', whiteSpace: 'nowrap' },
  action: { width: '120px' },
  stack: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '2px', paddingBlock: tokens.spacingVerticalXS },
  nowrap: { whiteSpace: 'nowrap' },
  muted: { color: tokens.colorNeutralForeground3 },
  failure: { display: 'block', color: tokens.colorPaletteRedForeground1 },
  outcomes: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalM, rowGap: '2px', margin: 0, padding: 0, listStyleType: 'none' },
  outcome: { whiteSpace: 'nowrap' },
  zero: { color: tokens.colorNeutralForeground3 },
  cardHead: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
});

const STATUS_COLORS = { REQUESTED: 'informative', RUNNING: 'brand', COMPLETED: 'success', FAILED: 'danger' } as const;

export interface RunHistoryTableProps {
  runs: PricingRunView[];
  selectedRunId: string | null;
  onShowOutcomes(runId: string): void;
}

/** The rule-engine runs, newest first: when, how and by whom started, status, duration, counts per outcome — a table that fits a laptop, cards on phones. */
export function RunHistoryTable(props: RunHistoryTableProps) {
  const wide = useBreakpointUp('md');
  return wide ? <RunTable {...props} /> : <RunCards {...props} />;
}

function useRunView() {
  const { t, i18n } = useLingui();
  const formatDate = useFormatDateTime();
  const count = (n: number) => new Intl.NumberFormat(i18n.locale).format(n);
  return (run: PricingRunView) => {
    const started = formatDate(run.startedAt ?? run.requestedAt);
    const trigger = i18n._(RUN_TRIGGER_LABELS[run.trigger]);
    const by = run.trigger === 'SCHEDULE' ? t`Scheduler` : (run.requestedByName ?? t`Deleted user`);
    return {
      started,
      startedBy: t`${trigger} · ${by}`,
      status: i18n._(RUN_STATUS_LABELS[run.status]),
      duration: formatDuration(run.durationMs, i18n.locale),
      failure: run.failureReason ? i18n._(RUN_FAILURE_LABELS[run.failureReason as RunFailureReason]) : null,
      outcomes: RULE_OUTCOMES.map((outcome) => ({ outcome, label: i18n._(OUTCOME_LABELS[outcome]), count: run.counts[outcome], text: count(run.counts[outcome]) })),
      proposals: run.proposals === null ? null : count(run.proposals),
      showLabel: t`Show the outcomes of the run of ${started}`,
    };
  };
}

function OutcomeCounts({ outcomes, label }: { outcomes: ReturnType<ReturnType<typeof useRunView>>['outcomes']; label: string }) {
  const styles = useStyles();
  return (
    <ul className={styles.outcomes} aria-label={label}>
      {outcomes.map((o) => (
        <li key={o.outcome} className={o.count === 0 ? `${styles.outcome} ${styles.zero}` : styles.outcome}>
          {o.label}: <strong>{o.text}</strong>
        </li>
      ))}
    </ul>
  );
}

function RunTable({ runs, selectedRunId, onShowOutcomes }: RunHistoryTableProps) {
  const { t } = useLingui();
  const styles = useStyles();
  const view = useRunView();
  const none = <span className={styles.muted}>–</span>;
  return (
    <div className={styles.wrap}>
      <Table aria-label={t`Rule engine runs`} size="small">
        <TableHeader>
          <TableRow>
            <TableHeaderCell className={styles.started}>{t`Started`}</TableHeaderCell>
            <TableHeaderCell className={styles.status}>{t`Status and duration`}</TableHeaderCell>
            <TableHeaderCell className={styles.counts}>{t`Outcomes per product and channel`}</TableHeaderCell>
            <NumericHeaderCell className={styles.number}>{t`Proposals`}</NumericHeaderCell>
            <TableHeaderCell className={styles.action}>{t`Results`}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {runs.map((run) => {
            const shown = view(run);
            return (
              <TableRow key={run.runId} aria-selected={run.runId === selectedRunId}>
                <TableCell>
                  <div className={styles.stack}>
                    <Text className={styles.nowrap}>{shown.started}</Text>
                    <Text size={200} className={styles.muted}>
                      {shown.startedBy}
                    </Text>
                  </div>
                </TableCell>
                <TableCell>
                  <div className={styles.stack}>
                    <Badge appearance="tint" color={STATUS_COLORS[run.status]}>
                      {shown.status}
                    </Badge>
                    {shown.duration && (
                      <Text size={200} className={styles.muted}>
                        {shown.duration}
                      </Text>
                    )}
                    {shown.failure && (
                      <Text size={200} className={styles.failure}>
                        {shown.failure}
                      </Text>
                    )}
                  </div>
                </TableCell>
                <TableCell>
                  <OutcomeCounts outcomes={shown.outcomes} label={t`Outcomes of the run of ${shown.started}`} />
                </TableCell>
                <TableCell className={styles.number}>{shown.proposals ?? none}</TableCell>
                <TableCell>
                  <Button size="small" appearance={run.runId === selectedRunId ? 'primary' : 'secondary'} onClick={() => onShowOutcomes(run.runId)} aria-label={shown.showLabel}>
                    {t`Outcomes`}
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

function RunCards({ runs, selectedRunId, onShowOutcomes }: RunHistoryTableProps) {
  const { t } = useLingui();
  const styles = useStyles();
  const view = useRunView();
  return (
    <CardList label={t`Rule engine runs`}>
      {runs.map((run) => {
        const shown = view(run);
        return (
          <CardListItem key={run.runId}>
            <div className={styles.cardHead}>
              <Text weight="semibold">{shown.started}</Text>
              <Badge appearance="tint" color={STATUS_COLORS[run.status]}>
                {shown.status}
              </Badge>
            </div>
            <Text size={200} className={styles.muted}>
              {shown.duration ? `${shown.startedBy} · ${shown.duration}` : shown.startedBy}
            </Text>
            {shown.failure && (
              <Text size={200} className={styles.failure}>
                {shown.failure}
              </Text>
            )}
            <OutcomeCounts outcomes={shown.outcomes} label={t`Outcomes of the run of ${shown.started}`} />
            {shown.proposals !== null && <Text size={200}>{t`Proposals: ${shown.proposals}`}</Text>}
            <div>
              <Button size="small" appearance={run.runId === selectedRunId ? 'primary' : 'secondary'} onClick={() => onShowOutcomes(run.runId)} aria-label={shown.showLabel}>
                {t`Outcomes`}
              </Button>
            </div>
          </CardListItem>
        );
      })}
    </CardList>
  );
}
