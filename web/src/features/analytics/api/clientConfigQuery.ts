import { queryOptions, useQuery } from '@tanstack/react-query';
import { clientConfigSchema } from '@pm/contracts';
import type { ClientConfig } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';

/** GET /api/client-config (public): per-deployment settings such as product analytics. */
export function getClientConfig(signal?: AbortSignal): Promise<ClientConfig> {
  return apiRequest('/client-config', clientConfigSchema, { authenticated: false, ...(signal ? { signal } : {}) });
}

export function clientConfigQueryOptions() {
  return queryOptions({
    queryKey: ['client-config'],
    queryFn: ({ signal }) => getClientConfig(signal),
    // Fixed for the deployment: read once per page load.
    staleTime: Infinity,
    gcTime: Infinity,
    // Analytics is optional; a failed read only means no analytics, not an error page.
    throwOnError: false,
  });
}

export function useClientConfig() {
  return useQuery(clientConfigQueryOptions());
}
