import { useQuery } from '@tanstack/react-query';
import { scrapeProxySchema } from '@pm/contracts';
import type { ScrapeProxy } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';

const scrapeProxiesSchema = scrapeProxySchema.array();

/** GET /api/company/{companyId}/scrape-proxies: the proxies the platform offers, by id and name (never a URL). */
export function getScrapeProxies(companyId: string, signal?: AbortSignal): Promise<ScrapeProxy[]> {
  return apiRequest(`/company/${encodeURIComponent(companyId)}/scrape-proxies`, scrapeProxiesSchema, signal ? { signal } : {});
}

/** The configured proxies change only with the deployment: fetched once per session. */
export function useScrapeProxies(companyId: string, enabled = true) {
  return useQuery({
    queryKey: ['scrape-proxies', companyId],
    queryFn: ({ signal }) => getScrapeProxies(companyId, signal),
    staleTime: Infinity,
    enabled,
  });
}
