import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminScrapeJobSourceSchema, type AdminScrapeJobSource } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';

/** GET /api/admin/scrape-jobs/sources (platform admins): every store and aggregator by name. */
export function getScrapeJobSources(signal?: AbortSignal): Promise<AdminScrapeJobSource[]> {
  return apiRequest('/admin/scrape-jobs/sources', adminScrapeJobSourceSchema.array(), signal ? { signal } : {});
}

export function scrapeJobSourcesQueryOptions() {
  return queryOptions({ queryKey: ['admin', 'scrape-job-sources'], queryFn: ({ signal }) => getScrapeJobSources(signal) });
}

export function useScrapeJobSources() {
  return useQuery(scrapeJobSourcesQueryOptions());
}
