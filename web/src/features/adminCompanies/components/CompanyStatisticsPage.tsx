import { useState } from 'react';
import { useParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { Field, makeStyles, Select, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, tokens } from '@fluentui/react-components';
import { COMPANY_STATISTICS_DAYS, type CompanyStatistics, type CompanyStatisticsDay } from '@pm/contracts';
import { AppLink } from '../../../components/AppLink.tsx';
import { CardFacts, CardList, CardListItem } from '../../../components/CardList.tsx';
import { AreaSpinner } from '../../../components/FullScreenSpinner.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { NumericHeaderCell } from '../../../components/NumericHeaderCell.tsx';
import { PageLayout } from '../../../components/PageLayout.tsx';
import { useBreakpointUp } from '../../../theme/useBreakpoint.ts';
import { useCompanyStatistics } from '../api/companyStatisticsQuery.ts';
import { firstLoadFailed } from '../../../lib/queryView.ts';
import { RefreshFailed } from '../../../components/RefreshFailed.tsx';

const useStyles = makeStyles({
  figures: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))', gap: tokens.spacingHorizontalM },
  figure: { display: 'flex', flexDirection: 'column', padding: tokens.spacingHorizontalM, borderRadius: tokens.borderRadiusLarge, border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}` },
  value: { fontSize: tokens.fontSizeHero700, lineHeight: tokens.lineHeightHero700, fontWeight: tokens.fontWeightSemibold, fontVariantNumeric: 'tabular-nums' },
  label: { color: tokens.colorNeutralForeground2 },
  period: { maxWidth: '240px' },
  scroller: { overflowX: 'auto', borderRadius: tokens.borderRadiusLarge, backgroundColor: tokens.colorNeutralBackground1, boxShadow: tokens.shadow2 },
  table: { minWidth: '960px' },
  number: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  total: { fontWeight: tokens.fontWeightSemibold },
});

type Row = Omit<CompanyStatisticsDay, 'day'>;

function useFormats() {
  const { t, i18n } = useLingui();
  const count = new Intl.NumberFormat(i18n.locale);
  const percent = new Intl.NumberFormat(i18n.locale, { style: 'percent', maximumFractionDigits: 0 });
  const day = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeZone: 'UTC' });
  return {
    count: (value: number) => count.format(value),
    successRate: (row: Row) => (row.scrapes === 0 ? '–' : percent.format(row.scrapesSucceeded / row.scrapes)),
    day: (value: string) => day.format(new Date(`${value}T00:00:00Z`)),
    columns: [
      [t`Products added`, (row: Row) => row.productsCreated],
      [t`Products archived`, (row: Row) => row.productsArchived],
      [t`URLs added`, (row: Row) => row.urlsAdded],
      [t`URLs removed`, (row: Row) => row.urlsRemoved],
      [t`Scrapes`, (row: Row) => row.scrapes],
      [t`Runs`, (row: Row) => row.runs],
      [t`Proposals`, (row: Row) => row.proposals],
      [t`Confirmations`, (row: Row) => row.confirmations],
      [t`Discarded`, (row: Row) => row.discards],
      [t`Picked up`, (row: Row) => row.pickups],
    ] as const,
  };
}

/** `/admin/company/:companyId/statistics` (platform admins): what a company has and what it did, per day. */
export function CompanyStatisticsPage() {
  const { t } = useLingui();
  const { companyId = '' } = useParams();
  const [days, setDays] = useState<number>(30);
  const statistics = useCompanyStatistics(companyId, days);
  const name = statistics.data?.name ?? '';

  let content;
  if (statistics.isPending) content = <AreaSpinner />;
  else if (firstLoadFailed(statistics)) content = <LoadError what={t`The statistics could not be loaded.`} error={statistics.error} onRetry={() => void statistics.refetch()} />;
  else content = <Statistics statistics={statistics.data} days={days} onDays={setDays} />;

  return (
    <PageLayout
      title={name ? t`Statistics of ${name}` : t`Company statistics`}
      intro={t`What the company has now, and per day (UTC) what it added, scraped, ran, proposed, confirmed and handed to its shop.`}
      back={<AppLink to="/admin/company">{t`‹ Back to the companies`}</AppLink>}
      actions={<AppLink to={`/admin/company/${companyId}/check-urls`}>{t`URLs to check`}</AppLink>}
    >
      <RefreshFailed query={statistics} />
      {content}
    </PageLayout>
  );
}

function Statistics({ statistics, days, onDays }: { statistics: CompanyStatistics; days: number; onDays(days: number): void }) {
  const { t } = useLingui();
  const styles = useStyles();
  const format = useFormats();
  const wide = useBreakpointUp('md');
  const figures: [string, string][] = [
    [t`Active products`, format.count(statistics.products)],
    [t`Archived products`, format.count(statistics.archivedProducts)],
    [t`Competitor URLs`, format.count(statistics.urls)],
    [t`Scrapes in the period`, format.count(statistics.totals.scrapes)],
    [t`Scrape success in the period`, format.successRate(statistics.totals)],
    [t`Confirmations in the period`, format.count(statistics.totals.confirmations)],
  ];
  const newestFirst = [...statistics.days].reverse();
  return (
    <>
      <div className={styles.figures}>
        {figures.map(([label, value]) => (
          <div key={label} className={styles.figure}>
            <Text className={styles.value}>{value}</Text>
            <Text className={styles.label}>{label}</Text>
          </div>
        ))}
      </div>
      <Field label={t`Period`} className={styles.period}>
        <Select value={String(days)} onChange={(_event, data) => onDays(Number(data.value))}>
          {COMPANY_STATISTICS_DAYS.map((option) => (
            <option key={option} value={option}>
              {t`Last ${option} days`}
            </option>
          ))}
        </Select>
      </Field>
      {wide ? (
        <div className={styles.scroller} role="region" aria-label={t`Activity per day`} tabIndex={0}>
          <Table className={styles.table} aria-label={t`Activity per day`}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t`Day`}</TableHeaderCell>
                {format.columns.map(([label]) => (
                  <NumericHeaderCell key={label}>{label}</NumericHeaderCell>
                ))}
                <NumericHeaderCell>{t`Scrape success`}</NumericHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              <TableRow className={styles.total}>
                <TableCell>{t`All ${days} days`}</TableCell>
                {format.columns.map(([label, value]) => (
                  <TableCell key={label} className={styles.number}>
                    {format.count(value(statistics.totals))}
                  </TableCell>
                ))}
                <TableCell className={styles.number}>{format.successRate(statistics.totals)}</TableCell>
              </TableRow>
              {newestFirst.map((day) => (
                <TableRow key={day.day}>
                  <TableCell>{format.day(day.day)}</TableCell>
                  {format.columns.map(([label, value]) => (
                    <TableCell key={label} className={styles.number}>
                      {format.count(value(day))}
                    </TableCell>
                  ))}
                  <TableCell className={styles.number}>{format.successRate(day)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      ) : (
        <CardList label={t`Activity per day`}>
          {newestFirst.map((day) => (
            <CardListItem key={day.day}>
              <Text weight="semibold">{format.day(day.day)}</Text>
              <CardFacts facts={[...format.columns.map(([label, value]) => [label, format.count(value(day))] as const), [t`Scrape success`, format.successRate(day)]]} />
            </CardListItem>
          ))}
        </CardList>
      )}
    </>
  );
}
