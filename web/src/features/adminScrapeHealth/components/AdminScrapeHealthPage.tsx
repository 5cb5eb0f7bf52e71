import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button, Field, makeStyles, Select, Text, tokens } from '@fluentui/react-components';
import { HEALTH_WINDOWS, type HealthWindow } from '@pm/contracts';
import { AppLink } from '../../../components/AppLink.tsx';
import { AreaSpinner } from '../../../components/FullScreenSpinner.tsx';
import { PageLayout } from '../../../components/PageLayout.tsx';
import { errorMessageFor } from '../../../lib/errorMessages.ts';
import { useScrapeHealth } from '../api/scrapeHealthQuery.ts';
import { HEALTH_WINDOW_LABELS } from '../utils/healthLabels.ts';
import { levelCounts } from '../utils/healthSummary.ts';
import { HealthTable, ShowSourcesButton, type HealthRow } from './HealthTable.tsx';
import { firstLoadFailed } from '../../../lib/queryView.ts';
import { RefreshFailed } from '../../../components/RefreshFailed.tsx';

const useStyles = makeStyles({
  filters: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, alignItems: 'flex-end' },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  message: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  summary: { color: tokens.colorNeutralForeground2 },
  heading: { margin: 0 },
});

/**
 * `/admin/health` (platform admins): the screen an operator opens first — per source and per
 * company the 24 h and 7 d success, failures by page status, median duration, last success,
 * overdue URLs and blocked trend, judged red/amber/green; live while jobs end.
 */
export function AdminScrapeHealthPage() {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const [healthWindow, setHealthWindow] = useState<HealthWindow>('24h');
  const [companyId, setCompanyId] = useState<string | null>(null);
  const overview = useScrapeHealth({ window: healthWindow, companyId: null });
  const companyView = useScrapeHealth({ window: healthWindow, companyId });
  const shownSources = companyId ? companyView : overview;

  let content;
  if (overview.isPending) {
    content = <AreaSpinner />;
  } else if (firstLoadFailed(overview)) {
    content = (
      <div className={styles.message} role="alert">
        <Text>{t`The scrape health could not be loaded.`} {i18n._(errorMessageFor(overview.error))}</Text>
        <Button onClick={() => void overview.refetch()}>{t`Try again`}</Button>
      </div>
    );
  } else {
    const companies: HealthRow[] = overview.data.companies.map((row) => ({ ...row, id: row.companyId }));
    const sources: HealthRow[] = (shownSources.data ?? overview.data).sources.map((row) => ({ ...row, id: row.sourceId }));
    const selected = overview.data.companies.find((row) => row.companyId === companyId);
    const counts = levelCounts(sources);
    content = (
      <>
        <div className={styles.filters}>
          <Field label={t`Failures and duration over`}>
            <Select value={healthWindow} onChange={(_, d) => setHealthWindow(d.value as HealthWindow)}>
              {HEALTH_WINDOWS.map((option) => (
                <option key={option} value={option}>
                  {i18n._(HEALTH_WINDOW_LABELS[option])}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t`Company`}>
            <Select value={companyId ?? ''} onChange={(_, d) => setCompanyId(d.value || null)}>
              <option value="">{t`All companies`}</option>
              {overview.data.companies.map((row) => (
                <option key={row.companyId} value={row.companyId}>
                  {row.name}
                </option>
              ))}
            </Select>
          </Field>
        </div>
        <section className={styles.section} aria-labelledby="health-sources">
          <h2 id="health-sources" className={styles.heading}>
            {selected ? t`Sources of ${selected.name}` : t`Sources`}
          </h2>
          <Text className={styles.summary} role="status">
            {t`${i18n.number(counts.RED)} red, ${i18n.number(counts.AMBER)} amber, ${i18n.number(counts.GREEN)} green, ${i18n.number(counts.IDLE)} idle`}
          </Text>
          <RefreshFailed query={shownSources} />
          {firstLoadFailed(shownSources) ? (
            <Text role="alert">{i18n._(errorMessageFor(shownSources.error))}</Text>
          ) : sources.length === 0 ? (
            <Text className={styles.summary}>{t`There are no sources yet.`}</Text>
          ) : (
            <HealthTable label={t`Scrape health of the sources`} nameHeading={t`Source`} rows={sources} />
          )}
        </section>
        <section className={styles.section} aria-labelledby="health-companies">
          <h2 id="health-companies" className={styles.heading}>
            {t`Companies`}
          </h2>
          {companies.length === 0 ? (
            <Text className={styles.summary}>{t`There are no companies yet.`}</Text>
          ) : (
            <HealthTable
              label={t`Scrape health of the companies`}
              nameHeading={t`Company`}
              rows={companies}
              action={(row) => <ShowSourcesButton name={row.name} onClick={() => setCompanyId(row.id)} />}
            />
          )}
        </section>
      </>
    );
  }

  return (
    <PageLayout
      title={t`Scrape health`}
      intro={t`How well scraping works per source and per company. Red: under 80 % of the last 24 hours' scrapes succeeded or 20 % and more were blocked; amber: under 95 % or 5 % and more blocked; green otherwise.`}
      // The read models behind every screen, their lag and rebuilds: the other half of an operator's health check.
      actions={<AppLink to="/admin/read-models">{t`Read models`}</AppLink>}
    >
      <RefreshFailed query={overview} />
      {content}
    </PageLayout>
  );
}
