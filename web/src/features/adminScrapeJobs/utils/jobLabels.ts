import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { AdminScrapeJobBulkBody, CrawlerKind, ScrapeJobStatus, ScrapeJobType, ScrapeResultKind } from '@pm/contracts';
import type { ScrapeTrigger } from '../../../lib/utils/scrapeRecordListQuery.ts';

/** Scrape job statuses of spec §4. */
export const JOB_STATUS_LABELS: Record<ScrapeJobStatus, MessageDescriptor> = {
  CREATED: msg`Created`,
  FETCHED_FOR_EXECUTION: msg`Fetched for execution`,
  COMPLETED: msg`Completed`,
  FAILED: msg`Failed`,
  TIMED_OUT: msg`Timed out`,
};

export const JOB_STATUS_COLORS: Record<ScrapeJobStatus, 'informative' | 'brand' | 'success' | 'danger' | 'warning'> = {
  CREATED: 'informative',
  FETCHED_FOR_EXECUTION: 'brand',
  COMPLETED: 'success',
  FAILED: 'danger',
  TIMED_OUT: 'warning',
};

/** Job result kinds of spec §4 ("execution failed" included). */
export const RESULT_KIND_LABELS: Record<ScrapeResultKind, MessageDescriptor> = {
  SUCCESS: msg`Success`,
  ERROR: msg`Error`,
  INFO: msg`Info`,
  NOTE: msg`Note`,
  EXECUTION_FAILED: msg`Execution failed`,
};

/** Scrape job types of spec §3. */
export const JOB_TYPE_LABELS: Record<ScrapeJobType, MessageDescriptor> = {
  PRODUCT_PAGE: msg`Product page`,
  AGGREGATOR_PRICE_TABLE: msg`Comparison site price table`,
  DISCOVERY_SEARCH: msg`Discovery search`,
};

export const TRIGGER_LABELS: Record<ScrapeTrigger, MessageDescriptor> = {
  SCHEDULE: msg`Schedule`,
  SCRAPE_NOW: msg`Scrape now`,
  NEW_URL: msg`New URL`,
};

/** Crawler kinds of spec §3 (the "scraper" filter). */
export const CRAWLER_LABELS: Record<CrawlerKind, MessageDescriptor> = {
  'crawlee-basic-crawler': msg`Basic HTTP crawler`,
  'crawlee-cheerio-crawler': msg`Cheerio crawler`,
  'crawlee-playwright-crawler': msg`Browser crawler (Playwright)`,
  scrapeops: msg`ScrapeOps`,
  trawler: msg`Trawler`,
};

/** The events of a job's history. */
export const HISTORY_LABELS: Record<string, MessageDescriptor> = {
  ScrapeJobCreated: msg`Created`,
  ScrapeJobFetched: msg`Fetched by a scraper`,
  ScrapeJobCompleted: msg`Completed`,
  ScrapeJobFailed: msg`Failed`,
  ScrapeJobReset: msg`Job reset`,
  ScrapeJobDeleted: msg`Job deleted`,
};

export type BulkAction = AdminScrapeJobBulkBody['action'];

export const BULK_ACTION_LABELS: Record<BulkAction, MessageDescriptor> = {
  RESET: msg`Reset`,
  RESET_TRIALS: msg`Reset with trials`,
  DELETE: msg`Delete`,
  REPLAY: msg`Replay`,
};
