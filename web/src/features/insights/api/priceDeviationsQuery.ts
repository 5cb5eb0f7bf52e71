import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { priceDeviationsSchema, type PriceDeviations } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';
import { companyPath, insightsKeys, viewSearch, type InsightsView } from './insightsKeys.ts';

/** GET /api/company/{companyId}/insights/price-deviations: per competitor shop, the deviations and their trend. */
export function getPriceDeviations(companyId: string, view: InsightsView, signal?: AbortSignal): Promise<PriceDeviations> {
  return apiRequest(`${companyPath(companyId)}/price-deviations?${viewSearch(view)}`, priceDeviationsSchema, signal ? { signal } : {});
}

export function priceDeviationsQueryOptions(companyId: string, view: InsightsView) {
  return queryOptions({ queryKey: insightsKeys.deviations(companyId, view), queryFn: ({ signal }) => getPriceDeviations(companyId, view, signal), placeholderData: keepPreviousData });
}

export const usePriceDeviations = (companyId: string, view: InsightsView) => useQuery(priceDeviationsQueryOptions(companyId, view));
