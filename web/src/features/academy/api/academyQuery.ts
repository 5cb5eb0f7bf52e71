import { queryOptions, useQuery } from '@tanstack/react-query';
import { academySchema } from '@pm/contracts';
import type { Academy } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';

/** GET /api/academy: help articles, videos and support contact of this deployment. */
export function getAcademy(signal?: AbortSignal): Promise<Academy> {
  return apiRequest('/academy', academySchema, signal ? { signal } : {});
}

export function academyQueryOptions() {
  return queryOptions({
    queryKey: ['academy'],
    queryFn: ({ signal }) => getAcademy(signal),
    // Deployment content changes only with a restart.
    staleTime: 60 * 60 * 1000,
  });
}

export function useAcademy() {
  return useQuery(academyQueryOptions());
}
