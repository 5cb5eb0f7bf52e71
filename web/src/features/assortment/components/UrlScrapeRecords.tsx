import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Card, makeStyles, MessageBar, MessageBarBody, Text, Title3, tokens } from '@fluentui/react-components';
import { AreaSpinner } from '../../../components/FullScreenSpinner.tsx';
import { errorMessageFor } from '../../../lib/errorMessages.ts';
import { useScrapeRecords } from '../../../lib/api/scrapeRecordsQuery.ts';
import { ScrapeRecordsTableSlot as ScrapeRecordsTable } from '../../../lib/featureSlots.tsx';
import { defaultScrapeRecordParams } from '../../../lib/utils/scrapeRecordListQuery.ts';
import { firstLoadFailed } from '../../../lib/queryView.ts';
import { RefreshFailed } from '../../../components/RefreshFailed.tsx';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** How many of the URL's latest scrape records the page shows. */
const LAST_RECORDS = 10;

/** The latest scrape records of one competitor URL (all time), with their logs; updates live. */
export function UrlScrapeRecords({ companyId, urlId }: { companyId: string; urlId: string }) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const params = useMemo(() => ({ ...defaultScrapeRecordParams(new Date()), urlId, created: { from: '', to: '' }, pageSize: LAST_RECORDS }), [urlId]);
  const records = useScrapeRecords(companyId, params);

  let body;
  if (records.isPending) body = <AreaSpinner />;
  else if (firstLoadFailed(records)) {
    body = (
      <MessageBar intent="warning">
        <MessageBarBody>{t`The scrape records could not be loaded.`} {i18n._(errorMessageFor(records.error))}</MessageBarBody>
      </MessageBar>
    );
  } else if (records.data.items.length === 0) body = <Text>{t`This page has not been scraped yet.`}</Text>;
  else body = <ScrapeRecordsTable records={records.data.items} oneUrl />;

  return (
    <Card className={styles.card} role="region" aria-label={t`Last scrape records`}>
      <Title3 as="h2">{t`Last scrape records`}</Title3>
      <RefreshFailed query={records} />
      {body}
    </Card>
  );
}
