import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { brandInsightsSchema, type BrandInsights } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';
import { companyPath, insightsKeys, viewSearch, type InsightsView } from './insightsKeys.ts';

/** GET /api/company/{companyId}/insights/brands: the price index and coverage of every brand. */
export function getBrandInsights(companyId: string, view: InsightsView, signal?: AbortSignal): Promise<BrandInsights> {
  return apiRequest(`${companyPath(companyId)}/brands?${viewSearch(view)}`, brandInsightsSchema, signal ? { signal } : {});
}

export function brandInsightsQueryOptions(companyId: string, view: InsightsView) {
  return queryOptions({ queryKey: insightsKeys.brands(companyId, view), queryFn: ({ signal }) => getBrandInsights(companyId, view, signal), placeholderData: keepPreviousData });
}

export const useBrandInsights = (companyId: string, view: InsightsView) => useQuery(brandInsightsQueryOptions(companyId, view));
