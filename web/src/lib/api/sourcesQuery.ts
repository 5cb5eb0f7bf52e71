import { queryOptions, useQuery } from '@tanstack/react-query';
import { listedSourceSchema } from '@pm/contracts';
import type { ListedSource } from '@pm/contracts';
import { apiRequest } from '../apiClient.ts';
import { withMinPosition } from '../minPosition.ts';
import { sourceKeys } from './sourceKeys.ts';

/** A connected source as GET /sources answers (the proxy URL only for platform admins). */
export type ConnectedSource = ListedSource;
const connectedSourcesSchema = listedSourceSchema.array();

/** GET /api/company/{companyId}/sources: the shops, marketplaces and comparison sites connected to the company. */
export function getSources(companyId: string, options: { minPosition?: string; signal?: AbortSignal } = {}): Promise<ConnectedSource[]> {
  const path = withMinPosition(`/company/${encodeURIComponent(companyId)}/sources`, options.minPosition);
  return apiRequest(path, connectedSourcesSchema, options.signal ? { signal: options.signal } : {});
}

export function sourcesQueryOptions(companyId: string) {
  return queryOptions({
    queryKey: sourceKeys.ofCompany(companyId),
    queryFn: ({ signal }) => getSources(companyId, { signal }),
  });
}

export function useSources(companyId: string) {
  return useQuery(sourcesQueryOptions(companyId));
}
