import { queryOptions, useQuery } from '@tanstack/react-query';
import { comparisonProductSchema } from '@pm/contracts';
import type { ComparisonProduct, PriceHistoryRange } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';
import { assortmentKeys } from '../../../lib/api/assortmentKeys.ts';

/** GET /api/company/{companyId}/products/{productId}/urls/{urlId}: one competitor URL with what was scraped from it. */
export function getComparisonProduct(companyId: string, productId: string, urlId: string, range: PriceHistoryRange, signal?: AbortSignal): Promise<ComparisonProduct> {
  const path = `/company/${encodeURIComponent(companyId)}/products/${encodeURIComponent(productId)}/urls/${encodeURIComponent(urlId)}?range=${range}`;
  return apiRequest(path, comparisonProductSchema, signal ? { signal } : {});
}

export function comparisonProductQueryOptions(companyId: string, productId: string, urlId: string, range: PriceHistoryRange) {
  return queryOptions({
    queryKey: assortmentKeys.comparison(companyId, productId, urlId, range),
    queryFn: ({ signal }) => getComparisonProduct(companyId, productId, urlId, range, signal),
  });
}

export function useComparisonProduct(companyId: string, productId: string, urlId: string, range: PriceHistoryRange) {
  return useQuery(comparisonProductQueryOptions(companyId, productId, urlId, range));
}
