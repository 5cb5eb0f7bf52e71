import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminSourceSchema } from '@pm/contracts';
import type { AdminSource } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';
import { withMinPosition } from '../../../lib/minPosition.ts';

export type AdminSourceGroup = 'store' | 'aggregator';

export const adminSourcesKey = ['admin', 'sources'] as const;

const adminSourcesSchema = adminSourceSchema.array();

/** GET /api/admin/sources (platform admins): every store or comparison site with its use and scrape health. */
export function getAdminSources(group: AdminSourceGroup, searchText: string, options: { minPosition?: string; signal?: AbortSignal } = {}): Promise<AdminSource[]> {
  const search = new URLSearchParams({ group });
  if (searchText.trim()) search.set('searchText', searchText.trim());
  return apiRequest(withMinPosition(`/admin/sources?${search.toString()}`, options.minPosition), adminSourcesSchema, options.signal ? { signal: options.signal } : {});
}

export function adminSourcesQueryOptions(group: AdminSourceGroup, searchText: string) {
  return queryOptions({
    queryKey: [...adminSourcesKey, group, searchText.trim()],
    queryFn: ({ signal }) => getAdminSources(group, searchText, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminSources(group: AdminSourceGroup, searchText: string) {
  return useQuery(adminSourcesQueryOptions(group, searchText));
}
