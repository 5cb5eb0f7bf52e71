import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../apiClient.ts';
import { withMinPosition } from '../minPosition.ts';
import { productListSearch } from '../utils/productListQuery.ts';
import type { ProductListParams } from '../utils/productListQuery.ts';
import { assortmentKeys } from './assortmentKeys.ts';
import { productPageSchema } from './assortmentSchemas.ts';
import type { ProductPage } from './assortmentSchemas.ts';

/** GET /api/company/{companyId}/products: one page of the assortment, filtered and sorted. */
export function getProducts(
  companyId: string,
  params: ProductListParams,
  options: { minPosition?: string; signal?: AbortSignal } = {},
): Promise<ProductPage> {
  const path = withMinPosition(`/company/${encodeURIComponent(companyId)}/products?${productListSearch(params)}`, options.minPosition);
  return apiRequest(path, productPageSchema, options.signal ? { signal: options.signal } : {});
}

export function productsQueryOptions(companyId: string, params: ProductListParams) {
  return queryOptions({
    queryKey: assortmentKeys.list(companyId, params),
    queryFn: ({ signal }) => getProducts(companyId, params, { signal }),
    // Paging and filtering keep the last rows on screen until the next page arrives.
    placeholderData: keepPreviousData,
  });
}

export function useProducts(companyId: string, params: ProductListParams) {
  return useQuery(productsQueryOptions(companyId, params));
}
