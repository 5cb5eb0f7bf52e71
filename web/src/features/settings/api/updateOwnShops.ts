import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commandResultSchema, type CommandResult, type OwnShopsBody } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';
import type { ApiError } from '../../../lib/apiError.ts';
import { companyKeys } from '../../../lib/api/companyKeys.ts';
import { refetchAfterWrite } from '../../../lib/api/refetchAfterWrite.ts';
import { getCompanyDetails } from './companyDetailsQuery.ts';

/** PUT /api/company/{companyId}/own-shops (company administrators, platform admins): the whole list. */
export function updateOwnShops(companyId: string, body: OwnShopsBody): Promise<CommandResult> {
  return apiRequest(`/company/${encodeURIComponent(companyId)}/own-shops`, commandResultSchema, { method: 'PUT', body });
}

/** Saves the own shops and reloads the company details that show them. */
export function useUpdateOwnShops(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation<CommandResult, ApiError, OwnShopsBody>({
    mutationKey: ['company', 'own-shops'],
    mutationFn: (body) => updateOwnShops(companyId, body),
    onSuccess: (result) => refetchAfterWrite(queryClient, companyKeys.details(companyId), (minPosition) => getCompanyDetails(companyId, { minPosition }), result.position),
  });
}
