import { queryOptions, useQuery } from '@tanstack/react-query';
import { discoveryAiStatusSchema, type DiscoveryAiStatus } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';
import { discoveryKeys } from './discoveryKeys.ts';

/** GET /company/{id}/discovery/ai: whether the AI comparison can run on this installation, and why not. */
export function getDiscoveryAiStatus(companyId: string, signal?: AbortSignal): Promise<DiscoveryAiStatus> {
  return apiRequest(`/company/${encodeURIComponent(companyId)}/discovery/ai`, discoveryAiStatusSchema, signal ? { signal } : {});
}

export function discoveryAiStatusQueryOptions(companyId: string) {
  // The configuration changes only with a restart of the server.
  return queryOptions({ queryKey: discoveryKeys.aiStatus(companyId), queryFn: ({ signal }) => getDiscoveryAiStatus(companyId, signal), staleTime: Infinity });
}

export function useDiscoveryAiStatus(companyId: string) {
  return useQuery(discoveryAiStatusQueryOptions(companyId));
}
