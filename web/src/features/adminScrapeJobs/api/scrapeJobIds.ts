import { adminScrapeJobIdsSchema, type AdminScrapeJobIds } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';
import { jobFilterSearch, type JobListFilters } from '../utils/jobListParams.ts';

/** GET /api/admin/scrape-jobs/ids: the jobs (at most the bulk limit) and the count a bulk action over the filter touches. */
export function getScrapeJobIds(filters: JobListFilters): Promise<AdminScrapeJobIds> {
  return apiRequest(`/admin/scrape-jobs/ids?${jobFilterSearch(filters).toString()}`, adminScrapeJobIdsSchema);
}
