import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commandResultSchema } from '@pm/contracts';
import type { CommandResult, ConnectSourceBody } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';
import type { ApiError } from '../../../lib/apiError.ts';
import { refetchSources } from './refetchSources.ts';

/** POST /api/company/{companyId}/sources ('data.edit'): connects the source of the domain with the company's own settings, registering it when the domain is new. */
export function connectSource(companyId: string, body: ConnectSourceBody): Promise<CommandResult> {
  return apiRequest(`/company/${encodeURIComponent(companyId)}/sources`, commandResultSchema, { method: 'POST', body });
}

export function useConnectSource(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation<CommandResult, ApiError, ConnectSourceBody>({
    mutationKey: ['sources', 'connect'],
    mutationFn: (body) => connectSource(companyId, body),
    onSuccess: (result) => refetchSources(queryClient, companyId, result.position),
  });
}
