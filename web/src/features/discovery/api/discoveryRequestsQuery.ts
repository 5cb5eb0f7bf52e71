import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { discoveryListSchema, type DiscoveryList } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';
import { withMinPosition } from '../../../lib/minPosition.ts';
import { discoveryListSearch, type DiscoveryFilter } from '../utils/discoveryFilter.ts';
import { discoveryKeys } from './discoveryKeys.ts';

/** GET /api/company/{companyId}/discovery/requests: the company's requests with their candidates. */
export function getDiscoveryRequests(companyId: string, filter: DiscoveryFilter, options: { minPosition?: string; signal?: AbortSignal } = {}): Promise<DiscoveryList> {
  const path = withMinPosition(`/company/${encodeURIComponent(companyId)}/discovery/requests?${discoveryListSearch(filter)}`, options.minPosition);
  return apiRequest(path, discoveryListSchema, options.signal ? { signal: options.signal } : {});
}

export function discoveryRequestsQueryOptions(companyId: string, filter: DiscoveryFilter) {
  return queryOptions({
    queryKey: discoveryKeys.list(companyId, filter),
    queryFn: ({ signal }) => getDiscoveryRequests(companyId, filter, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useDiscoveryRequests(companyId: string, filter: DiscoveryFilter) {
  return useQuery(discoveryRequestsQueryOptions(companyId, filter));
}
