import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { scrapeRecordPageSchema } from '@pm/contracts';
import type { ScrapeRecordPage } from '@pm/contracts';
import { apiRequest } from '../apiClient.ts';
import { scrapeRecordSearch } from '../utils/scrapeRecordListQuery.ts';
import type { ScrapeRecordListParams } from '../utils/scrapeRecordListQuery.ts';
import { scrapeRecordKeys } from './scrapeRecordKeys.ts';

/** GET /api/company/{companyId}/scrape-records: one page of scrape attempts, newest first. */
export function getScrapeRecords(companyId: string, params: ScrapeRecordListParams, signal?: AbortSignal): Promise<ScrapeRecordPage> {
  const path = `/company/${encodeURIComponent(companyId)}/scrape-records?${scrapeRecordSearch(params)}`;
  return apiRequest(path, scrapeRecordPageSchema, signal ? { signal } : {});
}

export function scrapeRecordsQueryOptions(companyId: string, params: ScrapeRecordListParams) {
  return queryOptions({
    queryKey: scrapeRecordKeys.list(companyId, params),
    queryFn: ({ signal }) => getScrapeRecords(companyId, params, signal),
    // Paging, filtering and live refreshes keep the last rows on screen until the next ones arrive.
    placeholderData: keepPreviousData,
  });
}

export function useScrapeRecords(companyId: string, params: ScrapeRecordListParams) {
  return useQuery(scrapeRecordsQueryOptions(companyId, params));
}
