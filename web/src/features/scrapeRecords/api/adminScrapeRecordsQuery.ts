import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminScrapeRecordPageSchema, type AdminScrapeRecordPage } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';
import { scrapeRecordSearch, type ScrapeRecordListParams } from '../../../lib/utils/scrapeRecordListQuery.ts';

/** The live socket (platform admins' channel) invalidates ['admin', 'scrape-records'] when a scrape attempt changes. */
export const adminScrapeRecordsKey = ['admin', 'scrape-records'] as const;

/** GET /api/admin/scrape-records (platform admins): scrape attempts of every company, or of one. */
export function getAdminScrapeRecords(companyId: string, params: ScrapeRecordListParams, signal?: AbortSignal): Promise<AdminScrapeRecordPage> {
  const search = new URLSearchParams(scrapeRecordSearch(params));
  if (companyId) search.set('companyId', companyId);
  return apiRequest(`/admin/scrape-records?${search.toString()}`, adminScrapeRecordPageSchema, signal ? { signal } : {});
}

export function adminScrapeRecordsQueryOptions(companyId: string, params: ScrapeRecordListParams) {
  return queryOptions({
    queryKey: [...adminScrapeRecordsKey, companyId, params],
    queryFn: ({ signal }) => getAdminScrapeRecords(companyId, params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAdminScrapeRecords(companyId: string, params: ScrapeRecordListParams) {
  return useQuery(adminScrapeRecordsQueryOptions(companyId, params));
}
