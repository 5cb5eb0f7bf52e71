import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { priceAnalysisPageSchema } from '@pm/contracts';
import type { Country, PriceAnalysisPage } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';
import { priceAnalysisSearch } from '../../../lib/utils/priceAnalysisListQuery.ts';
import type { PriceAnalysisListParams } from '../../../lib/utils/priceAnalysisListQuery.ts';
import { priceAnalysisKeys } from './priceAnalysisKeys.ts';

/** GET /api/company/{companyId}/price-analysis: one page of products with their price position. */
export function getPriceAnalysis(companyId: string, country: Country, withShipping: boolean, params: PriceAnalysisListParams, signal?: AbortSignal): Promise<PriceAnalysisPage> {
  const path = `/company/${encodeURIComponent(companyId)}/price-analysis?${priceAnalysisSearch(params, country, withShipping)}`;
  return apiRequest(path, priceAnalysisPageSchema, signal ? { signal } : {});
}

export function priceAnalysisQueryOptions(companyId: string, country: Country, withShipping: boolean, params: PriceAnalysisListParams) {
  return queryOptions({
    queryKey: priceAnalysisKeys.list(companyId, country, withShipping, params),
    queryFn: ({ signal }) => getPriceAnalysis(companyId, country, withShipping, params, signal),
    // Paging, sorting and filtering keep the last rows on screen until the next page arrives.
    placeholderData: keepPreviousData,
  });
}

export function usePriceAnalysis(companyId: string, country: Country, withShipping: boolean, params: PriceAnalysisListParams) {
  return useQuery(priceAnalysisQueryOptions(companyId, country, withShipping, params));
}
