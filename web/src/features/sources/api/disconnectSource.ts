import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commandResultSchema } from '@pm/contracts';
import type { CommandResult } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';
import type { ApiError } from '../../../lib/apiError.ts';
import { refetchSources } from './refetchSources.ts';

/** DELETE /api/company/{companyId}/sources/{sourceId} ('data.edit'): the company stops comparing with this source. */
export function disconnectSource(companyId: string, sourceId: string): Promise<CommandResult> {
  const path = `/company/${encodeURIComponent(companyId)}/sources/${encodeURIComponent(sourceId)}`;
  return apiRequest(path, commandResultSchema, { method: 'DELETE' });
}

export function useDisconnectSource(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation<CommandResult, ApiError, string>({
    mutationKey: ['sources', 'disconnect'],
    mutationFn: (sourceId) => disconnectSource(companyId, sourceId),
    onSuccess: (result) => refetchSources(queryClient, companyId, result.position),
  });
}
