import { useCallback, useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button, Field, makeStyles, MessageBar, MessageBarActions, MessageBarBody, Select, Spinner, Text, tokens } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { AreaSpinner } from '../../../components/FullScreenSpinner.tsx';
import { PageLayout } from '../../../components/PageLayout.tsx';
import { sourcesQueryOptions } from '../../../lib/api/sourcesQuery.ts';
import { errorMessageFor } from '../../../lib/errorMessages.ts';
import { defaultScrapeRecordParams, hasFilters } from '../../../lib/utils/scrapeRecordListQuery.ts';
import type { ScrapeRecordListParams } from '../../../lib/utils/scrapeRecordListQuery.ts';
import { useAdminScrapeRecords } from '../api/adminScrapeRecordsQuery.ts';
import { useCompanyChoices } from '../api/companyChoicesQuery.ts';
import { RecordPager } from './RecordPager.tsx';
import { ScrapeRecordFilters } from './ScrapeRecordFilters.tsx';
import { ScrapeRecordsTable } from './ScrapeRecordsTable.tsx';
import { firstLoadFailed } from '../../../lib/queryView.ts';
import { RefreshFailed } from '../../../components/RefreshFailed.tsx';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  status: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minHeight: '24px' },
  company: { width: '260px' },
});

/**
 * `/admin/records` (platform admins): the scrape records of every company with the company
 * screen's filters plus company; the shop filter lists the chosen company's sources.
 */
export function AdminScrapeRecordsPage() {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const defaults = useMemo(() => defaultScrapeRecordParams(new Date()), []);
  const [params, setParams] = useState<ScrapeRecordListParams>(defaults);
  const [companyId, setCompanyId] = useState('');
  const records = useAdminScrapeRecords(companyId, params);
  const companies = useCompanyChoices();
  const sources = useQuery({ ...sourcesQueryOptions(companyId), enabled: companyId !== '' });

  const changeFilters = useCallback((change: Partial<ScrapeRecordListParams>) => setParams((current) => ({ ...current, ...change, page: 1 })), []);
  const reset = useCallback(() => {
    setParams((current) => ({ ...defaults, pageSize: current.pageSize }));
    setCompanyId('');
  }, [defaults]);

  const companyNames = new Map((records.data?.items ?? []).map((record) => [record.id, record.companyName]));

  let body;
  if (records.isPending) {
    body = <AreaSpinner />;
  } else if (firstLoadFailed(records)) {
    body = (
      <MessageBar intent="error">
        <MessageBarBody>{t`The scrape records could not be loaded.`} {i18n._(errorMessageFor(records.error))}</MessageBarBody>
        <MessageBarActions>
          <Button onClick={() => void records.refetch()}>{t`Try again`}</Button>
        </MessageBarActions>
      </MessageBar>
    );
  } else if (records.data.items.length === 0) {
    body = <Text>{hasFilters(params, defaults) || companyId ? t`No scrape records match the filters.` : t`There are no scrape records of the last 5 days.`}</Text>;
  } else {
    body = (
      <>
        <ScrapeRecordsTable records={records.data.items} companyOf={(record) => companyNames.get(record.id) ?? null} />
        <RecordPager
          page={params.page}
          pageSize={params.pageSize}
          total={records.data.total}
          onPage={(page) => setParams((current) => ({ ...current, page }))}
          onPageSize={(pageSize) => changeFilters({ pageSize })}
        />
      </>
    );
  }

  return (
    <PageLayout title={t({ message: 'Scrape records', context: 'admin navigation' })} intro={t`Every attempt to read a competitor page, of every company. Choose a company to filter by its shops.`}>
      <Field label={t`Company`} className={styles.company}>
        <Select
          value={companyId}
          onChange={(_event, data) => {
            setCompanyId(data.value);
            changeFilters({ source: null });
          }}
        >
          <option value="">{t`All companies`}</option>
          {(companies.data ?? []).map((company) => (
            <option key={company.id} value={company.id}>
              {company.name}
            </option>
          ))}
        </Select>
      </Field>
      <ScrapeRecordFilters params={params} sources={companyId ? sources.data : []} onChange={changeFilters} onReset={reset} />
      <div className={styles.list}>
        <div className={styles.status} aria-live="polite">
          {records.isFetching && !records.isPending && <Spinner size="extra-tiny" label={t`Loading …`} />}
        </div>
        <RefreshFailed query={records} />
        {body}
      </div>
    </PageLayout>
  );
}
