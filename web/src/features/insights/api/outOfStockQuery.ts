import { queryOptions, useQuery } from '@tanstack/react-query';
import { outOfStockSchema, type Country, type OutOfStock } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';
import { companyPath, insightsKeys } from './insightsKeys.ts';

/** GET /api/company/{companyId}/insights/out-of-stock: competitor offers and own products out of stock. */
export function getOutOfStock(companyId: string, country: Country, signal?: AbortSignal): Promise<OutOfStock> {
  return apiRequest(`${companyPath(companyId)}/out-of-stock?country=${country}`, outOfStockSchema, signal ? { signal } : {});
}

export function outOfStockQueryOptions(companyId: string, country: Country) {
  return queryOptions({ queryKey: insightsKeys.outOfStock(companyId, country), queryFn: ({ signal }) => getOutOfStock(companyId, country, signal) });
}

export const useOutOfStock = (companyId: string, country: Country) => useQuery(outOfStockQueryOptions(companyId, country));
