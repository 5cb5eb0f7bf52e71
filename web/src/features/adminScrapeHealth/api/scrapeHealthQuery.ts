import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { scrapeHealthSchema, type HealthWindow, type ScrapeHealth } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';

/** The live socket (platform admins' channel) invalidates ['admin', 'scrape-health'] when a scrape attempt ends. */
export const scrapeHealthKey = ['admin', 'scrape-health'] as const;

export interface ScrapeHealthParams {
  window: HealthWindow;
  companyId: string | null;
}

/** GET /api/admin/scrape-health (platform admins): health per source and company; with a company, its sources as it scrapes them. */
export function getScrapeHealth(params: ScrapeHealthParams, signal?: AbortSignal): Promise<ScrapeHealth> {
  const search = new URLSearchParams({ window: params.window });
  if (params.companyId) search.set('companyId', params.companyId);
  return apiRequest(`/admin/scrape-health?${search.toString()}`, scrapeHealthSchema, signal ? { signal } : {});
}

export function scrapeHealthQueryOptions(params: ScrapeHealthParams) {
  return queryOptions({
    queryKey: [...scrapeHealthKey, params],
    queryFn: ({ signal }) => getScrapeHealth(params, signal),
    // Windows slide with the clock even when no job ends: refresh now and then besides the live notices.
    refetchInterval: 60_000,
    placeholderData: keepPreviousData,
  });
}

export function useScrapeHealth(params: ScrapeHealthParams) {
  return useQuery(scrapeHealthQueryOptions(params));
}
