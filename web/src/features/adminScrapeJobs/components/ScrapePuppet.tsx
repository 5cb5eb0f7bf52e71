import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button, makeStyles, MessageBar, MessageBarBody, Spinner, Text, tokens } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import type { AdminScrapeJobDetail } from '@pm/contracts';
import { CardFacts } from '../../../components/CardList.tsx';
import { useAdminCompanies } from '../../../lib/api/adminCompaniesQuery.ts';
import { errorMessageFor } from '../../../lib/errorMessages.ts';
import { JOB_STATUS_LABELS } from '../../../lib/scrapeJobLabels.ts';
import { fieldSourceText } from '../../../lib/utils/extractionLabels.ts';
import { formatDuration } from '../../../lib/utils/formatDuration.ts';
import { formatMoney } from '../../../lib/utils/formatMoney.ts';
import { AVAILABILITY_LABELS, PAGE_STATUS_LABELS } from '../../../lib/utils/offerLabels.ts';
import { adminScrapeJobQueryOptions } from '../api/adminScrapeJobQuery.ts';
import { CreateJobDialog } from './CreateJobDialog.tsx';
import { RefreshFailed } from '../../../components/RefreshFailed.tsx';
import { firstLoadFailed } from '../../../lib/queryView.ts';

const useStyles = makeStyles({
  puppet: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, alignItems: 'flex-start' },
  url: { overflowWrap: 'anywhere' },
});

/** Polled every two seconds until a scraper has finished the job. */
const POLL_MS = 2_000;
const finished = (job: AdminScrapeJobDetail | undefined) => job !== undefined && job.status !== 'CREATED' && job.status !== 'FETCHED_FOR_EXECUTION';

/**
 * "Trigger the scrape puppet" (issue 18 item 3): one of a company's URLs through the browser
 * (Playwright) crawler now — a scrape job made by hand with that crawler — and what it found:
 * price, currency, stock and the extraction method of the price.
 */
export function ScrapePuppet() {
  const { t } = useLingui();
  const styles = useStyles();
  const companies = useAdminCompanies();
  const [choosing, setChoosing] = useState(false);
  const [run, setRun] = useState<{ jobId: string; position: string } | null>(null);

  return (
    <div className={styles.puppet}>
      <Text>{t`Runs one of a company's URLs through the browser crawler now and shows what it finds.`}</Text>
      <Button disabled={!companies.data} onClick={() => setChoosing(true)}>
        {t`Trigger the scrape puppet`}
      </Button>
      {run && <PuppetResult key={run.jobId} jobId={run.jobId} position={run.position} />}
      {choosing && companies.data && (
        <CreateJobDialog
          companies={companies.data}
          fixedCrawler="crawlee-playwright-crawler"
          title={t`Scrape puppet`}
          submitLabel={t`Scrape now in the browser`}
          onWritten={(position, jobId) => setRun({ jobId, position })}
          onClose={() => setChoosing(false)}
        />
      )}
    </div>
  );
}

function PuppetResult({ jobId, position }: { jobId: string; position: string }) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const job = useQuery({ ...adminScrapeJobQueryOptions(jobId, position), refetchInterval: (query) => (finished(query.state.data) ? false : POLL_MS) });

  if (firstLoadFailed(job)) {
    return (
      <MessageBar intent="error">
        <MessageBarBody>{i18n._(errorMessageFor(job.error))}</MessageBarBody>
      </MessageBar>
    );
  }
  const data = job.data;
  if (!data || !finished(data))
    return (
      <>
        <RefreshFailed query={job} />
        <Spinner size="tiny" label={t`The browser is fetching the page …`} />
      </>
    );
  const offer = data.offers[0];
  const price = offer ? formatMoney(offer.price, offer.currency, i18n.locale) : null;
  return (
    <section aria-label={t`Scrape puppet result`}>
      <RefreshFailed query={job} />
      <CardFacts
        facts={[
          [t`URL`, <span key="url" className={styles.url}>{data.url}</span>],
          [t`Status`, i18n._(JOB_STATUS_LABELS[data.status])],
          [t`Page status`, data.pageStatus ? i18n._(PAGE_STATUS_LABELS[data.pageStatus]) : '–'],
          [t`Price`, price ?? t`No price found`],
          [t`Currency`, offer?.currency ?? '–'],
          [t`Stock`, offer?.availability ? i18n._(AVAILABILITY_LABELS[offer.availability]) : '–'],
          [t`Method`, fieldSourceText(offer, 'price', i18n) ?? '–'],
          [t`Duration`, formatDuration(data.durationMs, i18n.locale) ?? '–'],
          ...(data.error ? [[t`Error`, data.error] as [string, string]] : []),
        ]}
      />
    </section>
  );
}
