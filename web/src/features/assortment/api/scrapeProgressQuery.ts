import { queryOptions, useQuery } from '@tanstack/react-query';
import { scrapeRecordPageSchema, type ScrapeRecordPage } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';
import { assortmentKeys } from '../../../lib/api/assortmentKeys.ts';

/** GET /api/company/{companyId}/scrape-records for the product's jobs that are waiting or running. */
export function getScrapeProgress(companyId: string, productId: string, signal?: AbortSignal): Promise<ScrapeRecordPage> {
  const params = new URLSearchParams({ productId, status: 'CREATED', days: '0', pageSize: '500' });
  params.append('status', 'FETCHED_FOR_EXECUTION');
  const path = `/company/${encodeURIComponent(companyId)}/scrape-records?${params.toString()}`;
  return apiRequest(path, scrapeRecordPageSchema, signal ? { signal } : {});
}

export function scrapeProgressQueryOptions(companyId: string, productId: string) {
  return queryOptions({
    queryKey: assortmentKeys.scrapeProgress(companyId, productId),
    queryFn: ({ signal }) => getScrapeProgress(companyId, productId, signal),
  });
}

/** The product's URLs being scraped now; refetched live as the jobs move on. */
export function useScrapeProgress(companyId: string, productId: string) {
  return useQuery(scrapeProgressQueryOptions(companyId, productId));
}
