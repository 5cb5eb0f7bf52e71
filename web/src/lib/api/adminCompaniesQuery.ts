import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminCompanySchema } from '@pm/contracts';
import type { AdminCompany } from '@pm/contracts';
import { apiRequest } from '../apiClient.ts';
import { withMinPosition } from '../minPosition.ts';

/** The live socket invalidates ['admin', 'companies'] when any company changes. */
export const adminCompaniesKey = ['admin', 'companies'] as const;

const adminCompaniesSchema = adminCompanySchema.array();

/** GET /api/admin/companies (platform admins): every company with its user count. */
export function getAdminCompanies(options: { minPosition?: string; signal?: AbortSignal } = {}): Promise<AdminCompany[]> {
  return apiRequest(withMinPosition('/admin/companies', options.minPosition), adminCompaniesSchema, options.signal ? { signal: options.signal } : {});
}

export function adminCompaniesQueryOptions() {
  return queryOptions({
    queryKey: adminCompaniesKey,
    queryFn: ({ signal }) => getAdminCompanies({ signal }),
  });
}

export function useAdminCompanies() {
  return useQuery(adminCompaniesQueryOptions());
}
