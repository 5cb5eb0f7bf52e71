import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Field, makeStyles, Select, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, tokens } from '@fluentui/react-components';
import { AGENT_STATISTICS_DAYS, type AgentJobStatistics, type AgentRunFigures } from '@pm/contracts';
import { AppLink } from '../../../components/AppLink.tsx';
import { CardFacts, CardList, CardListItem } from '../../../components/CardList.tsx';
import { AreaSpinner } from '../../../components/FullScreenSpinner.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { NumericHeaderCell } from '../../../components/NumericHeaderCell.tsx';
import { PageLayout } from '../../../components/PageLayout.tsx';
import { SettingsSection } from '../../../components/SettingsSection.tsx';
import { formatDuration } from '../../../lib/utils/formatDuration.ts';
import { useBreakpointUp } from '../../../theme/useBreakpoint.ts';
import { useAgentJobStatistics } from '../api/agentJobStatisticsQuery.ts';
import { firstLoadFailed } from '../../../lib/queryView.ts';
import { RefreshFailed } from '../../../components/RefreshFailed.tsx';

const useStyles = makeStyles({
  period: { maxWidth: '240px' },
  scroller: { overflowX: 'auto', borderRadius: tokens.borderRadiusLarge, backgroundColor: tokens.colorNeutralBackground1 },
  table: { minWidth: '880px' },
  number: { textAlign: 'end', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
  name: { fontWeight: tokens.fontWeightSemibold },
});

/**
 * The figures of a row, formatted once for tables and cards (success rate: runs without an error).
 * The scrape tasks belong to whole runs: only the per-day rows have them (a list's rows all have
 * them or none, so its columns agree).
 */
function useFigures() {
  const { t, i18n } = useLingui();
  const percent = new Intl.NumberFormat(i18n.locale, { style: 'percent', maximumFractionDigits: 0 });
  return (row: AgentRunFigures): [string, string][] => [
    [t`Runs`, i18n.number(row.runs)],
    [t`Success rate`, row.runs === 0 ? '–' : percent.format(row.succeeded / row.runs)],
    [t`Searches started`, i18n.number(row.searchesStarted)],
    [t`Products skipped`, i18n.number(row.skipped)],
    [t`URLs found`, i18n.number(row.urlsFound)],
    [t`URLs accepted`, i18n.number(row.urlsAccepted)],
    ...(row.urlsRechecked === null ? [] : ([[t`URLs re-checked`, i18n.number(row.urlsRechecked)]] as [string, string][])),
    ...(row.urlsMorningScraped === null ? [] : ([[t`New URLs scraped`, i18n.number(row.urlsMorningScraped)]] as [string, string][])),
    [t`Average duration`, formatDuration(row.averageDurationMs, i18n.locale) ?? '–'],
  ];
}

/** `/admin/agent-job/statistics` (platform admins): agent runs per company and source, and per day, over 7, 30 or 90 days. */
export function AgentJobStatisticsPage() {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const [days, setDays] = useState<number>(30);
  const statistics = useAgentJobStatistics(days);

  let content;
  if (statistics.isPending) content = <AreaSpinner />;
  else if (firstLoadFailed(statistics)) content = <LoadError what={t`The statistics could not be loaded.`} error={statistics.error} onRetry={() => void statistics.refetch()} />;
  else content = <Statistics statistics={statistics.data} />;

  return (
    <PageLayout
      title={t`Agent job statistics`}
      intro={t`Finished runs of the agents: how many, how many without an error, the searches they started and the products they skipped, the candidate URLs their searches found and how many were accepted, the URLs they re-checked or scraped for the first time, and how long they took.`}
      back={<AppLink to="/admin/agent-job">{t`‹ Back to the agent jobs`}</AppLink>}
    >
      <Field label={t`Period`} className={styles.period}>
        <Select value={String(days)} onChange={(_event, data) => setDays(Number(data.value))}>
          {AGENT_STATISTICS_DAYS.map((value) => (
            <option key={value} value={value}>
              {t`Last ${i18n.number(value)} days`}
            </option>
          ))}
        </Select>
      </Field>
      <RefreshFailed query={statistics} />
      {content}
    </PageLayout>
  );
}

function Statistics({ statistics }: { statistics: AgentJobStatistics }) {
  const { t } = useLingui();
  const dayFormat = useDayFormat();
  const rows = statistics.rows.map((row) => ({ key: `${row.companyId}:${row.sourceId}`, title: row.companyName ?? t`Unknown company`, subtitle: row.sourceName ?? t`Unknown source`, figures: row }));
  const days = statistics.perDay.map((row) => ({ key: row.day, title: dayFormat(row.day), subtitle: null, figures: row }));
  return (
    <>
      <SettingsSection title={t`Per company and source`}>
        {rows.length === 0 ? <Text>{t`No agent run finished in this period.`}</Text> : <FigureList label={t`Per company and source`} firstColumns={[t`Company`, t`Source`]} rows={rows} />}
      </SettingsSection>
      <SettingsSection title={t`Per day (UTC)`}>
        {days.length === 0 ? <Text>{t`No agent run finished in this period.`}</Text> : <FigureList label={t`Per day (UTC)`} firstColumns={[t`Day`]} rows={days} />}
      </SettingsSection>
    </>
  );
}

function useDayFormat() {
  const { i18n } = useLingui();
  const format = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeZone: 'UTC' });
  return (day: string) => format.format(new Date(`${day}T00:00:00Z`));
}

interface FigureRow {
  key: string;
  title: string;
  subtitle: string | null;
  figures: AgentRunFigures;
}

function FigureList({ label, firstColumns, rows }: { label: string; firstColumns: string[]; rows: FigureRow[] }) {
  const styles = useStyles();
  const wide = useBreakpointUp('md');
  const figures = useFigures();
  const headers = rows[0] ? figures(rows[0].figures).map(([name]) => name) : [];

  if (!wide) {
    return (
      <CardList label={label}>
        {rows.map((row) => (
          <CardListItem key={row.key}>
            <Text className={styles.name}>{row.subtitle ? `${row.title} · ${row.subtitle}` : row.title}</Text>
            <CardFacts facts={figures(row.figures)} />
          </CardListItem>
        ))}
      </CardList>
    );
  }
  return (
    <div className={styles.scroller} role="region" aria-label={label} tabIndex={0}>
      <Table className={styles.table} aria-label={label}>
        <TableHeader>
          <TableRow>
            {firstColumns.map((name) => (
              <TableHeaderCell key={name}>{name}</TableHeaderCell>
            ))}
            {headers.map((name) => (
              <NumericHeaderCell key={name}>{name}</NumericHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key}>
              <TableCell className={styles.name}>{row.title}</TableCell>
              {row.subtitle !== null && <TableCell>{row.subtitle}</TableCell>}
              {figures(row.figures).map(([name, value]) => (
                <TableCell key={name} className={styles.number}>
                  {value}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
