import { queryOptions, useQuery } from '@tanstack/react-query';
import { readModelListSchema } from '@pm/contracts';
import type { ReadModelList } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';

export const readModelsKey = ['admin', 'read-models'] as const;

/** While a rebuild runs its progress is read every second; otherwise the positions every 10 s. */
const REBUILDING_POLL_MS = 1_000;
const IDLE_POLL_MS = 10_000;

/** GET /api/admin/read-models (platform admins): every read model with its position, lag and rebuilds. */
export function getReadModels(signal?: AbortSignal): Promise<ReadModelList> {
  return apiRequest('/admin/read-models', readModelListSchema, signal ? { signal } : {});
}

export function readModelsQueryOptions() {
  return queryOptions({
    queryKey: readModelsKey,
    queryFn: ({ signal }) => getReadModels(signal),
    refetchInterval: (query) => (query.state.data?.readModels.some((model) => model.rebuilding !== null) ? REBUILDING_POLL_MS : IDLE_POLL_MS),
  });
}

export function useReadModels() {
  return useQuery(readModelsQueryOptions());
}
