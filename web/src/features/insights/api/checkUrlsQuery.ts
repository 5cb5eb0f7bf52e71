import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { checkUrlsPageSchema, type CheckUrlsPage, type CheckUrlsQuery } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';
import { companyPath, insightsKeys } from './insightsKeys.ts';

export type CheckUrlsParams = Pick<CheckUrlsQuery, 'reason' | 'page' | 'pageSize'>;

/** GET /api/company/{companyId}/insights/check-urls: competitor URLs that need attention. */
export function getCheckUrls(companyId: string, params: CheckUrlsParams, signal?: AbortSignal): Promise<CheckUrlsPage> {
  const search = new URLSearchParams({ page: String(params.page), pageSize: String(params.pageSize), ...(params.reason ? { reason: params.reason } : {}) });
  return apiRequest(`${companyPath(companyId)}/check-urls?${search.toString()}`, checkUrlsPageSchema, signal ? { signal } : {});
}

export function checkUrlsQueryOptions(companyId: string, params: CheckUrlsParams) {
  return queryOptions({ queryKey: insightsKeys.checkUrls(companyId, params), queryFn: ({ signal }) => getCheckUrls(companyId, params, signal), placeholderData: keepPreviousData });
}

export const useCheckUrls = (companyId: string, params: CheckUrlsParams) => useQuery(checkUrlsQueryOptions(companyId, params));
