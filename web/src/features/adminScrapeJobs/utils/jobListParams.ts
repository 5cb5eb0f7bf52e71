import { ADMIN_SCRAPE_JOB_DEFAULT_STATUSES, type CrawlerKind, type ScrapeJobStatus, type ScrapeJobType, type ScrapeResultKind } from '@pm/contracts';
import type { ScrapeTrigger } from '../../../lib/utils/scrapeRecordListQuery.ts';

/** The admin job list's filters as the screen holds them (dates as yyyy-mm-dd of the browser's day). */
export interface JobListFilters {
  status: ScrapeJobStatus[];
  resultKind: ScrapeResultKind[];
  jobType: ScrapeJobType[];
  trigger: ScrapeTrigger[];
  scraper: CrawlerKind[];
  /** A store's or an aggregator's id, with its kind (the API names them apart). */
  source: { id: string; kind: 'STORE' | 'AGGREGATOR' } | null;
  companyId: string;
  createdFrom: string;
  createdTo: string;
  sort: 'newest' | 'oldest';
}

export const DEFAULT_JOB_FILTERS: JobListFilters = {
  status: [...ADMIN_SCRAPE_JOB_DEFAULT_STATUSES],
  resultKind: [],
  jobType: [],
  trigger: [],
  scraper: [],
  source: null,
  companyId: '',
  createdFrom: '',
  createdTo: '',
  sort: 'newest',
};

/** A yyyy-mm-dd day of the browser's time zone as the instant its day starts. */
function startOfDay(day: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const [year, month, dayOfMonth] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const date = new Date(year, month, dayOfMonth);
  // 2026-02-31 would roll over into March: not a day.
  return date.getFullYear() === year && date.getMonth() === month && date.getDate() === dayOfMonth ? date.toISOString() : null;
}

/** The day after a yyyy-mm-dd day (the range's end is inclusive on screen, exclusive in the API). */
function startOfNextDay(day: string): string | null {
  const start = startOfDay(day);
  if (!start) return null;
  const date = new Date(start);
  date.setDate(date.getDate() + 1);
  return date.toISOString();
}

/**
 * The filter part of the query string (the list, the ids of a bulk action). No status selected
 * means every status (the API's default would be FAILED and CREATED).
 */
export function jobFilterSearch(filters: JobListFilters): URLSearchParams {
  const search = new URLSearchParams();
  const statuses: readonly string[] = filters.status.length > 0 ? filters.status : ['CREATED', 'FETCHED_FOR_EXECUTION', 'COMPLETED', 'FAILED', 'TIMED_OUT'];
  for (const status of statuses) search.append('status', status);
  for (const kind of filters.resultKind) search.append('resultKind', kind);
  for (const type of filters.jobType) search.append('jobType', type);
  for (const trigger of filters.trigger) search.append('trigger', trigger);
  for (const scraper of filters.scraper) search.append('scraper', scraper);
  if (filters.source) search.set(filters.source.kind === 'AGGREGATOR' ? 'aggregatorId' : 'storeId', filters.source.id);
  if (filters.companyId) search.set('companyId', filters.companyId);
  const from = filters.createdFrom ? startOfDay(filters.createdFrom) : null;
  const to = filters.createdTo ? startOfNextDay(filters.createdTo) : null;
  if (from) search.set('createdFrom', from);
  if (to) search.set('createdTo', to);
  return search;
}

/** The list's query string: filters, sort, page size and the keyset cursor of the page. */
export function jobListSearch(filters: JobListFilters, cursor: string | null, pageSize: number): string {
  const search = jobFilterSearch(filters);
  search.set('sort', filters.sort);
  search.set('pageSize', String(pageSize));
  if (cursor) search.set('cursor', cursor);
  return search.toString();
}

/** Whether the range is usable: both days valid and the end not before the start. */
export function dateRangeValid(filters: Pick<JobListFilters, 'createdFrom' | 'createdTo'>): boolean {
  const from = filters.createdFrom ? startOfDay(filters.createdFrom) : '';
  const to = filters.createdTo ? startOfDay(filters.createdTo) : '';
  if (from === null || to === null) return false;
  return !from || !to || from <= to;
}
