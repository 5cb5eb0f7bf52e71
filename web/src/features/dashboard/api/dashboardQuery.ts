import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardSchema } from '@pm/contracts';
import type { Country, Dashboard } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';

/** Query keys; live notices naming ['dashboard'] refetch every dashboard. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  company: (companyId: string, country: Country, withShipping: boolean) => ['dashboard', companyId, country, withShipping] as const,
};

/** GET /api/company/{companyId}/dashboard: every tile of the dashboard in one answer. */
export function getDashboard(companyId: string, country: Country, withShipping: boolean, signal?: AbortSignal): Promise<Dashboard> {
  const search = new URLSearchParams({ country, withShipping: String(withShipping) });
  return apiRequest(`/company/${encodeURIComponent(companyId)}/dashboard?${search.toString()}`, dashboardSchema, signal ? { signal } : {});
}

export function dashboardQueryOptions(companyId: string, country: Country, withShipping: boolean) {
  return queryOptions({
    queryKey: dashboardKeys.company(companyId, country, withShipping),
    queryFn: ({ signal }) => getDashboard(companyId, country, withShipping, signal),
  });
}

export function useDashboard(companyId: string, country: Country, withShipping: boolean) {
  return useQuery(dashboardQueryOptions(companyId, country, withShipping));
}
