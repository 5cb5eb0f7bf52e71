import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commandResultSchema } from '@pm/contracts';
import type { CommandResult, UpdateSourceBody } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';
import type { ApiError } from '../../../lib/apiError.ts';
import { refetchSources } from './refetchSources.ts';

/** PUT /api/company/{companyId}/sources/{sourceId} (platform admins only): the shared fields, the same for every company that connects the source. */
export function updateSource(companyId: string, sourceId: string, body: UpdateSourceBody): Promise<CommandResult> {
  const path = `/company/${encodeURIComponent(companyId)}/sources/${encodeURIComponent(sourceId)}`;
  return apiRequest(path, commandResultSchema, { method: 'PUT', body });
}

export function useUpdateSource(companyId: string, sourceId: string) {
  const queryClient = useQueryClient();
  return useMutation<CommandResult, ApiError, UpdateSourceBody>({
    mutationKey: ['sources', 'update'],
    mutationFn: (body) => updateSource(companyId, sourceId, body),
    onSuccess: (result) => refetchSources(queryClient, companyId, result.position),
  });
}
