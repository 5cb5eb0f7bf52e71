import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commandResultSchema } from '@pm/contracts';
import type { CommandResult, UpdateSourceBody } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';
import type { ApiError } from '../../../lib/apiError.ts';
import { adminSourcesKey } from './adminSourcesQuery.ts';

/** PUT /api/admin/sources/{sourceId} (platform admins): the shared fields of a store or comparison site. */
export function updateAdminSource(sourceId: string, body: UpdateSourceBody): Promise<CommandResult> {
  return apiRequest(`/admin/sources/${encodeURIComponent(sourceId)}`, commandResultSchema, { method: 'PUT', body });
}

export function useUpdateAdminSource() {
  const queryClient = useQueryClient();
  return useMutation<CommandResult, ApiError, { sourceId: string; body: UpdateSourceBody }>({
    mutationKey: ['admin', 'sources', 'update'],
    mutationFn: ({ sourceId, body }) => updateAdminSource(sourceId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminSourcesKey }),
  });
}
