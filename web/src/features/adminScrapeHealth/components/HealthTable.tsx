import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Badge, Button, makeStyles, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, tokens } from '@fluentui/react-components';
import type { HealthFigures } from '@pm/contracts';
import { CardActions, CardFacts, CardList, CardListItem } from '../../../components/CardList.tsx';
import { NumericHeaderCell } from '../../../components/NumericHeaderCell.tsx';
import { useBreakpointUp } from '../../../theme/useBreakpoint.ts';
import { HEALTH_LEVEL_COLORS, HEALTH_LEVEL_LABELS } from '../../../lib/healthLevels.ts';
import { HEALTH_OUTCOME_LABELS_TEXT } from '../utils/healthLabels.ts';
import { blockedTotals } from '../utils/healthSummary.ts';

const useStyles = makeStyles({
  scroller: { overflowX: 'auto', borderRadius: tokens.borderRadiusLarge, backgroundColor: tokens.colorNeutralBackground1, boxShadow: tokens.shadow2 },
  table: { minWidth: '1100px' },
  name: { fontWeight: tokens.fontWeightSemibold },
  number: { textAlign: 'end', whiteSpace: 'nowrap' },
  failures: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  muted: { color: tokens.colorNeutralForeground3 },
});

export interface HealthRow extends HealthFigures {
  id: string;
  name: string;
}

/** The level as a coloured badge with its words (never colour alone). */
export function HealthBadge({ level }: { level: HealthFigures['level'] }) {
  const { i18n } = useLingui();
  return (
    <Badge appearance="filled" color={HEALTH_LEVEL_COLORS[level]} shape="rounded">
      {i18n._(HEALTH_LEVEL_LABELS[level])}
    </Badge>
  );
}

/** A row's figures formatted once for the table and the cards (numbers, percentages and dates by locale). */
function useHealthView() {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const dateFormat = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'short', timeStyle: 'short' });
  const percent = (rate: number | null, attempts: number) => (rate === null ? t`no scrapes` : `${i18n.number(rate, { style: 'percent', maximumFractionDigits: 1 })} (${i18n.number(attempts)})`);
  return (row: HealthRow) => {
    const blocked = blockedTotals(row.blockedTrend);
    const trend = row.blockedTrend.map((day) => `${day.day}: ${i18n.number(day.blocked)}`).join(', ');
    return {
      success24h: percent(row.successRate24h, row.attempts24h),
      success7d: percent(row.successRate7d, row.attempts7d),
      failures:
        row.failures.length === 0 ? (
          <span className={styles.muted}>{t`None`}</span>
        ) : (
          <span className={styles.failures}>
            {row.failures.slice(0, 4).map((failure) => (
              <span key={failure.label}>
                {i18n._(HEALTH_OUTCOME_LABELS_TEXT[failure.label])}: {i18n.number(failure.count)}
              </span>
            ))}
          </span>
        ),
      median: row.medianDurationMs === null ? '–' : t`≤ ${i18n.number(row.medianDurationMs / 1000, { maximumFractionDigits: 2 })} s`,
      lastSuccess: row.lastSuccessAt ? dateFormat.format(new Date(row.lastSuccessAt)) : t`never`,
      overdue: i18n.number(row.overdueUrls),
      blocked: <span title={trend}>{t`${i18n.number(blocked.today)} today, ${i18n.number(blocked.week)} in 7 days`}</span>,
    };
  };
}

export interface HealthTableProps {
  /** The table's accessible name and the first column's heading. */
  label: string;
  nameHeading: string;
  rows: HealthRow[];
  /** An action per row (e.g. "show this company's sources"). */
  action?: (row: HealthRow) => ReactNode;
}

/** Health rows: a table on wide screens, cards on phones. */
export function HealthTable(props: HealthTableProps) {
  const wide = useBreakpointUp('md');
  return wide ? <HealthRows {...props} /> : <HealthCards {...props} />;
}

function HealthRows({ label, nameHeading, rows, action }: HealthTableProps) {
  const { t } = useLingui();
  const styles = useStyles();
  const view = useHealthView();
  return (
    // Focusable so keyboard users can scroll the table sideways.
    <div className={styles.scroller} role="region" aria-label={label} tabIndex={0}>
      <Table className={styles.table} aria-label={label}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{nameHeading}</TableHeaderCell>
            <TableHeaderCell>{t`Health`}</TableHeaderCell>
            <NumericHeaderCell>{t`Success 24 h`}</NumericHeaderCell>
            <NumericHeaderCell>{t`Success 7 d`}</NumericHeaderCell>
            <TableHeaderCell>{t`Failures`}</TableHeaderCell>
            <NumericHeaderCell>{t`Median duration`}</NumericHeaderCell>
            <TableHeaderCell>{t`Last success`}</TableHeaderCell>
            <NumericHeaderCell>{t`Overdue URLs`}</NumericHeaderCell>
            <TableHeaderCell>{t`Blocked`}</TableHeaderCell>
            {action && <TableHeaderCell>{t`Actions`}</TableHeaderCell>}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => {
            const shown = view(row);
            return (
              <TableRow key={row.id}>
                <TableCell className={styles.name}>{row.name}</TableCell>
                <TableCell>
                  <HealthBadge level={row.level} />
                </TableCell>
                <TableCell className={styles.number}>{shown.success24h}</TableCell>
                <TableCell className={styles.number}>{shown.success7d}</TableCell>
                <TableCell>{shown.failures}</TableCell>
                <TableCell className={styles.number}>{shown.median}</TableCell>
                <TableCell>{shown.lastSuccess}</TableCell>
                <TableCell className={styles.number}>{shown.overdue}</TableCell>
                <TableCell>{shown.blocked}</TableCell>
                {action && <TableCell>{action(row)}</TableCell>}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}

function HealthCards({ label, rows, action }: HealthTableProps) {
  const { t } = useLingui();
  const view = useHealthView();
  return (
    <CardList label={label}>
      {rows.map((row) => {
        const shown = view(row);
        return (
          <CardListItem key={row.id}>
            <Text weight="semibold">{row.name}</Text>
            <HealthBadge level={row.level} />
            <CardFacts
              facts={[
                [t`Success 24 h`, shown.success24h],
                [t`Success 7 d`, shown.success7d],
                [t`Failures`, shown.failures],
                [t`Median duration`, shown.median],
                [t`Last success`, shown.lastSuccess],
                [t`Overdue URLs`, shown.overdue],
                [t`Blocked`, shown.blocked],
              ]}
            />
            {action && <CardActions>{action(row)}</CardActions>}
          </CardListItem>
        );
      })}
    </CardList>
  );
}

/** The button that narrows the source list to one company. */
export function ShowSourcesButton({ name, onClick }: { name: string; onClick: () => void }) {
  const { t } = useLingui();
  return (
    <Button size="small" onClick={onClick} aria-label={t`Show the sources of ${name}`}>
      {t`Sources`}
    </Button>
  );
}
