import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rebuildStartedSchema } from '@pm/contracts';
import type { RebuildStarted } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';
import type { ApiError } from '../../../lib/apiError.ts';
import { readModelsKey } from './readModelsQuery.ts';

/** POST /api/admin/read-models/{name}/rebuild (platform admins): a new generation from position 0. */
export function rebuildReadModel(name: string): Promise<RebuildStarted> {
  return apiRequest(`/admin/read-models/${encodeURIComponent(name)}/rebuild`, rebuildStartedSchema, { method: 'POST' });
}

export function useRebuildReadModel() {
  const queryClient = useQueryClient();
  return useMutation<RebuildStarted, ApiError, string>({
    mutationKey: ['admin', 'read-models', 'rebuild'],
    mutationFn: rebuildReadModel,
    onSettled: () => queryClient.invalidateQueries({ queryKey: readModelsKey }),
  });
}
