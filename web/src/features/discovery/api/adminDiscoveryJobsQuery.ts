import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminDiscoveryJobsSchema, type AdminDiscoveryJobs } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';
import { discoveryKeys } from './discoveryKeys.ts';

export interface AdminJobsFilter {
  companyId: string | null;
  jobStatus: string | null;
  page: number;
}

export const ADMIN_JOBS_PAGE_SIZE = 50;

/** GET /api/admin/discovery/jobs (platform admins): every company's search jobs, newest first. */
export function getAdminDiscoveryJobs(filter: AdminJobsFilter, signal?: AbortSignal): Promise<AdminDiscoveryJobs> {
  const search = new URLSearchParams({ page: String(filter.page), pageSize: String(ADMIN_JOBS_PAGE_SIZE) });
  if (filter.companyId) search.set('companyId', filter.companyId);
  if (filter.jobStatus) search.set('jobStatus', filter.jobStatus);
  return apiRequest(`/admin/discovery/jobs?${search.toString()}`, adminDiscoveryJobsSchema, signal ? { signal } : {});
}

export function adminDiscoveryJobsQueryOptions(filter: AdminJobsFilter) {
  return queryOptions({
    queryKey: discoveryKeys.adminJobs(filter),
    queryFn: ({ signal }) => getAdminDiscoveryJobs(filter, signal),
    placeholderData: keepPreviousData,
    // Jobs of every company change without a notice to this admin's company: polled while the screen is open.
    refetchInterval: 5_000,
  });
}

export function useAdminDiscoveryJobs(filter: AdminJobsFilter) {
  return useQuery(adminDiscoveryJobsQueryOptions(filter));
}
