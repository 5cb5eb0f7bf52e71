import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { priceAnalysisDetailSchema } from '@pm/contracts';
import type { Country, PriceAnalysisDetail } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';
import { priceAnalysisKeys } from './priceAnalysisKeys.ts';

/** GET /api/company/{companyId}/price-analysis/{productId}: the product's figures and every offer with its status. */
export function getPriceAnalysisDetail(companyId: string, productId: string, country: Country, withShipping: boolean, signal?: AbortSignal): Promise<PriceAnalysisDetail> {
  const search = new URLSearchParams({ country, withShipping: String(withShipping) });
  const path = `/company/${encodeURIComponent(companyId)}/price-analysis/${encodeURIComponent(productId)}?${search.toString()}`;
  return apiRequest(path, priceAnalysisDetailSchema, signal ? { signal } : {});
}

export function priceAnalysisDetailQueryOptions(companyId: string, productId: string, country: Country, withShipping: boolean) {
  return queryOptions({
    queryKey: priceAnalysisKeys.detail(companyId, productId, country, withShipping),
    queryFn: ({ signal }) => getPriceAnalysisDetail(companyId, productId, country, withShipping, signal),
    // Switching shipping keeps the figures on screen until the other mode arrives.
    placeholderData: keepPreviousData,
  });
}

export function usePriceAnalysisDetail(companyId: string, productId: string, country: Country, withShipping: boolean) {
  return useQuery(priceAnalysisDetailQueryOptions(companyId, productId, country, withShipping));
}
