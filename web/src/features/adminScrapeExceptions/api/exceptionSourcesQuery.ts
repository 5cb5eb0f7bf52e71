import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminScrapeJobSourceSchema, type AdminScrapeJobSource } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';

/** GET /api/admin/scrape-jobs/sources (platform admins): every store and aggregator with its hostname — the sources an exception applies to. */
export function getExceptionSources(signal?: AbortSignal): Promise<AdminScrapeJobSource[]> {
  return apiRequest('/admin/scrape-jobs/sources', adminScrapeJobSourceSchema.array(), signal ? { signal } : {});
}

export function exceptionSourcesQueryOptions() {
  return queryOptions({ queryKey: ['admin', 'scrape-job-sources'], queryFn: ({ signal }) => getExceptionSources(signal) });
}

export function useExceptionSources() {
  return useQuery(exceptionSourcesQueryOptions());
}
