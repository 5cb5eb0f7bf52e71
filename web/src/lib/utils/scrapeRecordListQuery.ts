import type { PageStatus, ScrapeJobStatus, ScrapeJobType, ScrapeResultKind, SourceKind } from '@pm/contracts';
import { SCRAPE_RECORD_PAGE_SIZE, type SCRAPE_TRIGGERS } from '@pm/contracts';
import { createdRangeParams, defaultCreatedRange } from './createdDateRange.ts';
import type { CreatedDateRange } from './createdDateRange.ts';

export type ScrapeTrigger = (typeof SCRAPE_TRIGGERS)[number];

export const SCRAPE_RECORD_PAGE_SIZES = [SCRAPE_RECORD_PAGE_SIZE, 100, 200] as const;

/** The scrape records list's state; '' means "any". */
export interface ScrapeRecordListParams {
  status: ScrapeJobStatus | '';
  resultKind: ScrapeResultKind | '';
  dataStatus: PageStatus | '';
  jobType: ScrapeJobType | '';
  trigger: ScrapeTrigger | '';
  /** A shop, marketplace or comparison site (sent as storeId or aggregatorId by its kind). */
  source: { id: string; kind: SourceKind } | null;
  /** Only this competitor URL's records (the comparison product page). */
  urlId: string;
  scrapeUrl: string;
  created: CreatedDateRange;
  page: number;
  pageSize: number;
}

export function defaultScrapeRecordParams(today: Date): ScrapeRecordListParams {
  return {
    status: '',
    resultKind: '',
    dataStatus: '',
    jobType: '',
    trigger: '',
    source: null,
    urlId: '',
    scrapeUrl: '',
    created: defaultCreatedRange(today),
    page: 1,
    pageSize: SCRAPE_RECORD_PAGE_SIZE,
  };
}

/** The query string of GET /scrape-records for the list's state (empty filters left out). */
export function scrapeRecordSearch(params: ScrapeRecordListParams): string {
  const search = new URLSearchParams();
  if (params.status) search.set('status', params.status);
  if (params.resultKind) search.set('resultKind', params.resultKind);
  if (params.dataStatus) search.set('dataStatus', params.dataStatus);
  if (params.jobType) search.set('jobType', params.jobType);
  if (params.trigger) search.set('trigger', params.trigger);
  if (params.source) search.set(params.source.kind === 'AGGREGATOR' ? 'aggregatorId' : 'storeId', params.source.id);
  if (params.urlId) search.set('urlId', params.urlId);
  const text = params.scrapeUrl.trim();
  if (text) search.set('scrapeUrl', text);
  for (const [key, value] of Object.entries(createdRangeParams(params.created))) search.set(key, value);
  search.set('page', String(params.page));
  search.set('pageSize', String(params.pageSize));
  return search.toString();
}

/** Whether any filter differs from the defaults (the empty-list message says so). */
export function hasFilters(params: ScrapeRecordListParams, defaults: ScrapeRecordListParams): boolean {
  return (
    params.status !== '' ||
    params.resultKind !== '' ||
    params.dataStatus !== '' ||
    params.jobType !== '' ||
    params.trigger !== '' ||
    params.source !== null ||
    params.scrapeUrl.trim() !== '' ||
    params.created.from !== defaults.created.from ||
    params.created.to !== defaults.created.to
  );
}
