import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { brandDetailSchema, type BrandDetail } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';
import { companyPath, insightsKeys, viewSearch, type InsightsView } from './insightsKeys.ts';

/** GET /api/company/{companyId}/insights/brands/{brand}: the brand's index, its index per shop and its products. */
export function getBrandDetail(companyId: string, brand: string, view: InsightsView, signal?: AbortSignal): Promise<BrandDetail> {
  return apiRequest(`${companyPath(companyId)}/brands/${encodeURIComponent(brand)}?${viewSearch(view)}`, brandDetailSchema, signal ? { signal } : {});
}

export function brandDetailQueryOptions(companyId: string, brand: string, view: InsightsView) {
  return queryOptions({ queryKey: insightsKeys.brand(companyId, brand, view), queryFn: ({ signal }) => getBrandDetail(companyId, brand, view, signal), placeholderData: keepPreviousData });
}

export const useBrandDetail = (companyId: string, brand: string, view: InsightsView) => useQuery(brandDetailQueryOptions(companyId, brand, view));
