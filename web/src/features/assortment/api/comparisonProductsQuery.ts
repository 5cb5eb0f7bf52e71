import { queryOptions, useQuery } from '@tanstack/react-query';
import { comparisonProductListSchema } from '@pm/contracts';
import type { ComparisonProductList } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';
import { assortmentKeys } from '../../../lib/api/assortmentKeys.ts';
import { withMinPosition } from '../../../lib/minPosition.ts';

/** GET /api/company/{companyId}/products/{productId}/comparison-products: the lead product's comparison products. */
export function getComparisonProducts(companyId: string, productId: string, options: { minPosition?: string; signal?: AbortSignal } = {}): Promise<ComparisonProductList> {
  const path = withMinPosition(`/company/${encodeURIComponent(companyId)}/products/${encodeURIComponent(productId)}/comparison-products`, options.minPosition);
  return apiRequest(path, comparisonProductListSchema, options.signal ? { signal: options.signal } : {});
}

export function comparisonProductsQueryOptions(companyId: string, productId: string) {
  return queryOptions({
    queryKey: assortmentKeys.comparisons(companyId, productId),
    queryFn: ({ signal }) => getComparisonProducts(companyId, productId, { signal }),
  });
}

export function useComparisonProducts(companyId: string, productId: string) {
  return useQuery(comparisonProductsQueryOptions(companyId, productId));
}
