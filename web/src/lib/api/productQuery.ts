import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../apiClient.ts';
import { withMinPosition } from '../minPosition.ts';
import { assortmentKeys } from './assortmentKeys.ts';
import { productSchema } from './assortmentSchemas.ts';
import type { Product } from './assortmentSchemas.ts';

/** GET /api/company/{companyId}/products/{productId}: one product with its competitor URLs. */
export function getProduct(companyId: string, productId: string, options: { minPosition?: string; signal?: AbortSignal } = {}): Promise<Product> {
  const path = withMinPosition(`/company/${encodeURIComponent(companyId)}/products/${encodeURIComponent(productId)}`, options.minPosition);
  return apiRequest(path, productSchema, options.signal ? { signal: options.signal } : {});
}

export function productQueryOptions(companyId: string, productId: string) {
  return queryOptions({
    queryKey: assortmentKeys.detail(companyId, productId),
    queryFn: ({ signal }) => getProduct(companyId, productId, { signal }),
  });
}

export function useProduct(companyId: string, productId: string) {
  return useQuery(productQueryOptions(companyId, productId));
}
