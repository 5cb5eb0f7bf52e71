import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { priceHistorySchema } from '@pm/contracts';
import type { PriceHistoryRange, PriceHistorySeries } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';
import { priceAnalysisKeys } from './priceAnalysisKeys.ts';

/** GET /api/company/{companyId}/products/{productId}/price-history?range=…: every URL's observations in the range. */
export function getPriceHistory(companyId: string, productId: string, range: PriceHistoryRange, signal?: AbortSignal): Promise<PriceHistorySeries[]> {
  const path = `/company/${encodeURIComponent(companyId)}/products/${encodeURIComponent(productId)}/price-history?range=${range}`;
  return apiRequest(path, priceHistorySchema, signal ? { signal } : {});
}

export function priceHistoryQueryOptions(companyId: string, productId: string, range: PriceHistoryRange) {
  return queryOptions({
    queryKey: priceAnalysisKeys.history(companyId, productId, range),
    queryFn: ({ signal }) => getPriceHistory(companyId, productId, range, signal),
    placeholderData: keepPreviousData,
  });
}

export function usePriceHistory(companyId: string, productId: string, range: PriceHistoryRange) {
  return useQuery(priceHistoryQueryOptions(companyId, productId, range));
}
