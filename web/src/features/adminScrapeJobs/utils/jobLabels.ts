import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { AdminScrapeJobBulkBody, ScrapeJobStatus } from '@pm/contracts';

/** Labels shared with the scrape records and stores (statuses, result kinds, types, triggers, crawlers) live in lib; these are the job screen's own. */
export { JOB_STATUS_LABELS, JOB_TYPE_LABELS, RESULT_KIND_LABELS, TRIGGER_LABELS } from '../../../lib/scrapeJobLabels.ts';
export { CRAWLER_LABELS } from '../../../lib/sourceLabels.ts';

export const JOB_STATUS_COLORS: Record<ScrapeJobStatus, 'informative' | 'brand' | 'success' | 'danger' | 'warning'> = {
  CREATED: 'informative',
  FETCHED_FOR_EXECUTION: 'brand',
  COMPLETED: 'success',
  FAILED: 'danger',
  TIMED_OUT: 'warning',
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
