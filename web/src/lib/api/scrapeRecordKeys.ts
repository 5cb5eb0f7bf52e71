import type { ScrapeRecordListParams } from '../utils/scrapeRecordListQuery.ts';

/** Query keys of scrape records; the projection invalidates everything under ['scrape-records'] as jobs change. */
export const scrapeRecordKeys = {
  all: ['scrape-records'],
  list: (companyId: string, params: ScrapeRecordListParams) => ['scrape-records', companyId, 'list', params],
} as const;
