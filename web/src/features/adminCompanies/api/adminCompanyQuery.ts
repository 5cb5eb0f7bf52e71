import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminCompanyOverviewSchema } from '@pm/contracts';
import type { AdminCompanyOverview } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';
import { adminCompaniesKey } from '../../../lib/api/adminCompaniesQuery.ts';
import { withMinPosition } from '../../../lib/minPosition.ts';

/** GET /api/admin/companies/{companyId} (platform admins): details, what the company has set up, feed id status. */
export function getAdminCompany(companyId: string, options: { minPosition?: string; signal?: AbortSignal } = {}): Promise<AdminCompanyOverview> {
  return apiRequest(withMinPosition(`/admin/companies/${encodeURIComponent(companyId)}`, options.minPosition), adminCompanyOverviewSchema, options.signal ? { signal: options.signal } : {});
}

export function adminCompanyQueryOptions(companyId: string) {
  return queryOptions({
    // Below the companies' key: the live socket's invalidation of the list reloads it too.
    queryKey: [...adminCompaniesKey, companyId],
    queryFn: ({ signal }) => getAdminCompany(companyId, { signal }),
  });
}

export function useAdminCompany(companyId: string) {
  return useQuery(adminCompanyQueryOptions(companyId));
}
