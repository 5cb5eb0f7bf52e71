import { useCallback, useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button, makeStyles, MessageBar, MessageBarActions, MessageBarBody, Spinner, Text, tokens } from '@fluentui/react-components';
import type { Profile } from '@pm/contracts';
import { AreaSpinner } from '../../../components/FullScreenSpinner.tsx';
import { PageLayout } from '../../../components/PageLayout.tsx';
import { errorMessageFor } from '../../../lib/errorMessages.ts';
import { ExportButtonSlot } from '../../../lib/featureSlots.tsx';
import { ProfileGate } from '../../../components/ProfileGate.tsx';
import { useSources } from '../../../lib/api/sourcesQuery.ts';
import { useScrapeRecords } from '../../../lib/api/scrapeRecordsQuery.ts';
import { defaultScrapeRecordParams, hasFilters } from '../../../lib/utils/scrapeRecordListQuery.ts';
import type { ScrapeRecordListParams } from '../../../lib/utils/scrapeRecordListQuery.ts';
import { RecordPager } from './RecordPager.tsx';
import { ScrapeRecordFilters } from './ScrapeRecordFilters.tsx';
import { ScrapeRecordsTable } from './ScrapeRecordsTable.tsx';
import { firstLoadFailed } from '../../../lib/queryView.ts';
import { RefreshFailed } from '../../../components/RefreshFailed.tsx';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  status: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minHeight: '24px' },
});

/** `/scrape-records`: every scrape attempt of the company, newest first, filtered and paged; updates live. */
export function ScrapeRecordsPage() {
  return <ProfileGate>{(profile) => <ScrapeRecords profile={profile} />}</ProfileGate>;
}

function ScrapeRecords({ profile }: { profile: Profile }) {
  const { t } = useLingui();
  const styles = useStyles();
  const companyId = profile.company.id;
  // The default range is the last 5 days as of opening the screen.
  const defaults = useMemo(() => defaultScrapeRecordParams(new Date()), []);
  const [params, setParams] = useState<ScrapeRecordListParams>(defaults);
  const records = useScrapeRecords(companyId, params);
  const sources = useSources(companyId);

  const changeFilters = useCallback((change: Partial<ScrapeRecordListParams>) => setParams((current) => ({ ...current, ...change, page: 1 })), []);
  const reset = useCallback(() => setParams((current) => ({ ...defaults, pageSize: current.pageSize })), [defaults]);

  let body;
  if (records.isPending) {
    body = <AreaSpinner />;
  } else if (firstLoadFailed(records)) {
    body = (
      <MessageBar intent="error">
        <MessageBarBody>{t`The scrape records could not be loaded.`} {t(errorMessageFor(records.error))}</MessageBarBody>
        <MessageBarActions>
          <Button onClick={() => void records.refetch()}>{t`Try again`}</Button>
        </MessageBarActions>
      </MessageBar>
    );
  } else if (records.data.items.length === 0) {
    body = <Text>{hasFilters(params, defaults) ? t`No scrape records match the filters.` : t`There are no scrape records of the last 5 days.`}</Text>;
  } else {
    body = (
      <>
        <ScrapeRecordsTable records={records.data.items} />
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
    <PageLayout
      title={t`Scrape records`}
      intro={t`Every attempt to read a competitor page: its status, result and logs. New attempts appear as they run.`}
      actions={<ExportButtonSlot companyId={companyId} kind="scrape-records" label={t`Download the last 7 days (CSV)`} />}
    >
      <ScrapeRecordFilters params={params} sources={sources.data} onChange={changeFilters} onReset={reset} />
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
