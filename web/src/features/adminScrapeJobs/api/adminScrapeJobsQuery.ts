import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminScrapeJobPageSchema, type AdminScrapeJobPage } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';
import { withMinPosition } from '../../../lib/minPosition.ts';
import { jobListSearch, type JobListFilters } from '../utils/jobListParams.ts';

/** The live socket (platform admins' channel) invalidates ['admin', 'scrape-jobs'] when any job changes. */
export const adminScrapeJobsKey = ['admin', 'scrape-jobs'] as const;

export interface JobListRequest {
  filters: JobListFilters;
  cursor: string | null;
  pageSize: number;
  /** The position of the admin's last write (read your writes). */
  minPosition: string | null;
}

/** GET /api/admin/scrape-jobs (platform admins): one page of every company's jobs. */
export function getAdminScrapeJobs(request: JobListRequest, signal?: AbortSignal): Promise<AdminScrapeJobPage> {
  const path = withMinPosition(`/admin/scrape-jobs?${jobListSearch(request.filters, request.cursor, request.pageSize)}`, request.minPosition);
  return apiRequest(path, adminScrapeJobPageSchema, signal ? { signal } : {});
}

export function adminScrapeJobsQueryOptions(request: JobListRequest) {
  return queryOptions({
    queryKey: [...adminScrapeJobsKey, 'list', request],
    queryFn: ({ signal }) => getAdminScrapeJobs(request, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAdminScrapeJobs(request: JobListRequest) {
  return useQuery(adminScrapeJobsQueryOptions(request));
}
