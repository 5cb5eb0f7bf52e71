import { queryOptions, useQuery } from '@tanstack/react-query';
import { companyUserSchema } from '@pm/contracts';
import type { CompanyUser } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';
import { withMinPosition } from '../../../lib/minPosition.ts';
import { userKeys } from './userKeys.ts';

const companyUsersSchema = companyUserSchema.array();

/** GET /api/company/{companyId}/users (COMPANY_ADMIN). */
export function getCompanyUsers(companyId: string, options: { minPosition?: string; signal?: AbortSignal } = {}): Promise<CompanyUser[]> {
  const path = withMinPosition(`/company/${encodeURIComponent(companyId)}/users`, options.minPosition);
  return apiRequest(path, companyUsersSchema, options.signal ? { signal: options.signal } : {});
}

export function companyUsersQueryOptions(companyId: string) {
  return queryOptions({
    queryKey: userKeys.ofCompany(companyId),
    queryFn: ({ signal }) => getCompanyUsers(companyId, { signal }),
  });
}

/** Only fetched when `enabled` (the role may manage users). */
export function useCompanyUsers(companyId: string | undefined, enabled: boolean) {
  return useQuery({ ...companyUsersQueryOptions(companyId ?? ''), enabled: enabled && companyId !== undefined });
}
