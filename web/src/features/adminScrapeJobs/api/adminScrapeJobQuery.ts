import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminScrapeJobDetailSchema, type AdminScrapeJobDetail } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';
import { withMinPosition } from '../../../lib/minPosition.ts';
import { adminScrapeJobsKey } from './adminScrapeJobsQuery.ts';

/** GET /api/admin/scrape-jobs/{jobId} (platform admins): the job with its logs, result and event history. */
export function getAdminScrapeJob(jobId: string, minPosition: string | null, signal?: AbortSignal): Promise<AdminScrapeJobDetail> {
  return apiRequest(withMinPosition(`/admin/scrape-jobs/${encodeURIComponent(jobId)}`, minPosition), adminScrapeJobDetailSchema, signal ? { signal } : {});
}

export function adminScrapeJobQueryOptions(jobId: string, minPosition: string | null) {
  return queryOptions({
    queryKey: [...adminScrapeJobsKey, 'detail', jobId, minPosition],
    queryFn: ({ signal }) => getAdminScrapeJob(jobId, minPosition, signal),
  });
}

export function useAdminScrapeJob(jobId: string, minPosition: string | null) {
  return useQuery(adminScrapeJobQueryOptions(jobId, minPosition));
}
