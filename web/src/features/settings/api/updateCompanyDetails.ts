import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commandResultSchema } from '@pm/contracts';
import type { CommandResult, UpdateCompanyBody } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';
import type { ApiError } from '../../../lib/apiError.ts';
import { getCompanyDetails } from './companyDetailsQuery.ts';
import { companyKeys } from '../../../lib/api/companyKeys.ts';
import { refetchAfterWrite } from '../../../lib/api/refetchAfterWrite.ts';
import { refetchProfile } from '../../../lib/api/refetchProfile.ts';

/** PUT /api/company/{companyId} (COMPANY_ADMIN). */
export function updateCompanyDetails(companyId: string, body: UpdateCompanyBody): Promise<CommandResult> {
  return apiRequest(`/company/${encodeURIComponent(companyId)}`, commandResultSchema, { method: 'PUT', body });
}

/** Saves company details and reloads them and the profile (the shell shows name and logo). */
export function useUpdateCompanyDetails(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation<CommandResult, ApiError, UpdateCompanyBody>({
    mutationKey: ['company', 'update'],
    mutationFn: (body) => updateCompanyDetails(companyId, body),
    onSuccess: (result) =>
      Promise.all([
        refetchAfterWrite(
          queryClient,
          companyKeys.details(companyId),
          (minPosition) => getCompanyDetails(companyId, { minPosition }),
          result.position,
        ),
        refetchProfile(queryClient, result.position),
      ]),
  });
}
