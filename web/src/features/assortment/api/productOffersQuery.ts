import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/apiClient.ts';
import { assortmentKeys } from '../../../lib/api/assortmentKeys.ts';
import { urlOffersSchema } from '../../../lib/api/assortmentSchemas.ts';
import type { UrlOffer } from '../../../lib/api/assortmentSchemas.ts';

/** GET /api/company/{companyId}/products/{productId}/offers: the competitor offer behind each URL. */
export function getProductOffers(companyId: string, productId: string, signal?: AbortSignal): Promise<UrlOffer[]> {
  const path = `/company/${encodeURIComponent(companyId)}/products/${encodeURIComponent(productId)}/offers`;
  return apiRequest(path, urlOffersSchema, signal ? { signal } : {});
}

export function productOffersQueryOptions(companyId: string, productId: string) {
  return queryOptions({
    queryKey: assortmentKeys.offers(companyId, productId),
    queryFn: ({ signal }) => getProductOffers(companyId, productId, signal),
  });
}

export function useProductOffers(companyId: string, productId: string) {
  return useQuery(productOffersQueryOptions(companyId, productId));
}
