import { queryOptions, useQuery } from '@tanstack/react-query';
import { companySetupSchema } from '@pm/contracts';
import type { CompanySetup } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';

/** Query keys; the live socket invalidates everything under ['company', 'setup']. */
export const companySetupKeys = {
  all: ['company', 'setup'] as const,
  company: (companyId: string) => ['company', 'setup', companyId] as const,
};

/** GET /api/company/{companyId}/setup: what the company has set up so far (counts). */
export function getCompanySetup(companyId: string, signal?: AbortSignal): Promise<CompanySetup> {
  return apiRequest(`/company/${encodeURIComponent(companyId)}/setup`, companySetupSchema, signal ? { signal } : {});
}

export function companySetupQueryOptions(companyId: string) {
  return queryOptions({
    queryKey: companySetupKeys.company(companyId),
    queryFn: ({ signal }) => getCompanySetup(companyId, signal),
  });
}

export function useCompanySetup(companyId: string | undefined) {
  return useQuery({ ...companySetupQueryOptions(companyId ?? ''), enabled: companyId !== undefined });
}
