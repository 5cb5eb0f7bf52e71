import { queryOptions, useQuery } from '@tanstack/react-query';
import { companyDetailsSchema } from '@pm/contracts';
import type { CompanyDetails } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';
import { companyKeys } from '../../../lib/api/companyKeys.ts';
import { withMinPosition } from '../../../lib/minPosition.ts';

/** GET /api/company/{companyId}: details for COMPANY_ADMIN (others get 403 ROLE_NOT_ALLOWED). */
export function getCompanyDetails(companyId: string, options: { minPosition?: string; signal?: AbortSignal } = {}): Promise<CompanyDetails> {
  const path = withMinPosition(`/company/${encodeURIComponent(companyId)}`, options.minPosition);
  return apiRequest(path, companyDetailsSchema, options.signal ? { signal: options.signal } : {});
}

export function companyDetailsQueryOptions(companyId: string) {
  return queryOptions({
    queryKey: companyKeys.details(companyId),
    queryFn: ({ signal }) => getCompanyDetails(companyId, { signal }),
  });
}

/** Only fetched when `enabled` (the role may manage the company). */
export function useCompanyDetails(companyId: string | undefined, enabled: boolean) {
  return useQuery({ ...companyDetailsQueryOptions(companyId ?? ''), enabled: enabled && companyId !== undefined });
}
