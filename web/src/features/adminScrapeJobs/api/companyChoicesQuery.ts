import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminCompanySchema, type AdminCompany } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';

/** GET /api/admin/companies (platform admins): the company filter's and the create dialog's choices. */
export function getCompanyChoices(signal?: AbortSignal): Promise<AdminCompany[]> {
  return apiRequest('/admin/companies', adminCompanySchema.array(), signal ? { signal } : {});
}

export function companyChoicesQueryOptions() {
  return queryOptions({ queryKey: ['admin', 'companies'], queryFn: ({ signal }) => getCompanyChoices(signal) });
}

export function useCompanyChoices() {
  return useQuery(companyChoicesQueryOptions());
}
