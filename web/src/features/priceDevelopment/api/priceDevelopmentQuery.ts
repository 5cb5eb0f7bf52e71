import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { priceDevelopmentSchema } from '@pm/contracts';
import type { Country, PriceDevelopment } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';
import { priceDevelopmentSearch, type PriceDevelopmentParams } from '../utils/priceDevelopmentParams.ts';

/** Query keys; live notices naming ['price-development'] refetch them. */
export const priceDevelopmentKeys = {
  all: ['price-development'] as const,
  view: (companyId: string, country: Country, params: PriceDevelopmentParams) => ['price-development', companyId, country, params] as const,
};

/** GET /api/company/{companyId}/price-development: the market and own price index per day. */
export function getPriceDevelopment(companyId: string, country: Country, params: PriceDevelopmentParams, signal?: AbortSignal): Promise<PriceDevelopment> {
  return apiRequest(`/company/${encodeURIComponent(companyId)}/price-development?${priceDevelopmentSearch(country, params)}`, priceDevelopmentSchema, signal ? { signal } : {});
}

export function priceDevelopmentQueryOptions(companyId: string, country: Country, params: PriceDevelopmentParams) {
  return queryOptions({
    queryKey: priceDevelopmentKeys.view(companyId, country, params),
    queryFn: ({ signal }) => getPriceDevelopment(companyId, country, params, signal),
    placeholderData: keepPreviousData,
  });
}

export function usePriceDevelopment(companyId: string, country: Country, params: PriceDevelopmentParams) {
  return useQuery(priceDevelopmentQueryOptions(companyId, country, params));
}
