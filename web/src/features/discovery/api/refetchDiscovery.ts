import type { QueryClient } from '@tanstack/react-query';
import { refetchAfterWrite } from '../../../lib/api/refetchAfterWrite.ts';
import type { DiscoveryFilter } from '../utils/discoveryFilter.ts';
import { discoveryKeys } from './discoveryKeys.ts';
import { getDiscoveryRequests } from './discoveryRequestsQuery.ts';

/** After a decision or a new request: the list shown reloads once it reflects the write; the others go stale. */
export async function refetchDiscovery(queryClient: QueryClient, companyId: string, filter: DiscoveryFilter, position: string): Promise<void> {
  await refetchAfterWrite(queryClient, discoveryKeys.list(companyId, filter), (minPosition) => getDiscoveryRequests(companyId, filter, { minPosition }), position);
  await queryClient.invalidateQueries({ queryKey: discoveryKeys.all, predicate: (query) => JSON.stringify(query.queryKey) !== JSON.stringify(discoveryKeys.list(companyId, filter)) });
}
