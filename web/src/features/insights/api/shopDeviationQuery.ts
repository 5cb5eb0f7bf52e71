import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { shopDeviationPageSchema, type ShopDeviationPage } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';
import { companyPath, insightsKeys, viewSearch, type InsightsView, type ShopDeviationParams } from './insightsKeys.ts';

/** GET /api/company/{companyId}/insights/price-deviations/{storeId}: that shop's products with their deviations, sorted and paged. */
export function getShopDeviation(companyId: string, storeId: string, view: InsightsView, params: ShopDeviationParams, signal?: AbortSignal): Promise<ShopDeviationPage> {
  const search = viewSearch(view, { sort: params.sort, order: params.order, page: String(params.page), pageSize: String(params.pageSize) });
  return apiRequest(`${companyPath(companyId)}/price-deviations/${encodeURIComponent(storeId)}?${search}`, shopDeviationPageSchema, signal ? { signal } : {});
}

export function shopDeviationQueryOptions(companyId: string, storeId: string, view: InsightsView, params: ShopDeviationParams) {
  return queryOptions({ queryKey: insightsKeys.shop(companyId, storeId, view, params), queryFn: ({ signal }) => getShopDeviation(companyId, storeId, view, params, signal), placeholderData: keepPreviousData });
}

export const useShopDeviation = (companyId: string, storeId: string, view: InsightsView, params: ShopDeviationParams) => useQuery(shopDeviationQueryOptions(companyId, storeId, view, params));
