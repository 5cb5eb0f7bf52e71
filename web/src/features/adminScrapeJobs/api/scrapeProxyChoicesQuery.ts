import { queryOptions, useQuery } from '@tanstack/react-query';
import { scrapeProxySchema, type ScrapeProxy } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';

/** GET /api/company/{companyId}/scrape-proxies: the proxies a job made by hand may go through (id and name). */
export function getScrapeProxyChoices(companyId: string, signal?: AbortSignal): Promise<ScrapeProxy[]> {
  return apiRequest(`/company/${encodeURIComponent(companyId)}/scrape-proxies`, scrapeProxySchema.array(), signal ? { signal } : {});
}

export function scrapeProxyChoicesQueryOptions(companyId: string) {
  return queryOptions({ queryKey: ['scrape-proxies', companyId], queryFn: ({ signal }) => getScrapeProxyChoices(companyId, signal), enabled: companyId !== '' });
}

export function useScrapeProxyChoices(companyId: string) {
  return useQuery(scrapeProxyChoicesQueryOptions(companyId));
}
