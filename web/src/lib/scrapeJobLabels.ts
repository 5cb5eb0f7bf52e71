import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { JobResultKind, ScrapeJobStatus, ScrapeJobType, ScrapeResultKind } from '@pm/contracts';
import type { ScrapeTrigger } from './utils/scrapeRecordListQuery.ts';

/** Scrape job statuses of spec §4. */
export const JOB_STATUS_LABELS: Record<ScrapeJobStatus, MessageDescriptor> = {
  CREATED: msg`Created`,
  FETCHED_FOR_EXECUTION: msg`Fetched for execution`,
  COMPLETED: msg`Completed`,
  FAILED: msg`Failed`,
  TIMED_OUT: msg`Timed out`,
};

/** Job result kinds of spec §4 ("execution failed" included). */
export const RESULT_KIND_LABELS: Record<ScrapeResultKind, MessageDescriptor> = {
  SUCCESS: msg`Success`,
  ERROR: msg`Error`,
  INFO: msg`Info`,
  NOTE: msg`Note`,
  EXECUTION_FAILED: msg`Execution failed`,
};

/** Kinds of log lines (the result kinds without "execution failed"). */
export const LOG_KIND_LABELS: Record<JobResultKind, MessageDescriptor> = {
  SUCCESS: RESULT_KIND_LABELS.SUCCESS,
  ERROR: RESULT_KIND_LABELS.ERROR,
  INFO: RESULT_KIND_LABELS.INFO,
  NOTE: RESULT_KIND_LABELS.NOTE,
};

/** Scrape job types of spec §3. */
export const JOB_TYPE_LABELS: Record<ScrapeJobType, MessageDescriptor> = {
  PRODUCT_PAGE: msg`Product page`,
  AGGREGATOR_PRICE_TABLE: msg`Comparison site price table`,
  DISCOVERY_SEARCH: msg`Discovery search`,
};

/** What started a scrape job. */
export const TRIGGER_LABELS: Record<ScrapeTrigger, MessageDescriptor> = {
  SCHEDULE: msg`Schedule`,
  SCRAPE_NOW: msg`Scrape now`,
  NEW_URL: msg`New URL`,
};
