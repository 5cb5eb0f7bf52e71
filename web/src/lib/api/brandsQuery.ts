import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { brandListSchema } from '@pm/contracts';
import type { BrandList } from '@pm/contracts';
import { apiRequest } from '../apiClient.ts';
import { assortmentKeys } from './assortmentKeys.ts';

/** How many brands a picker asks for at a time; more are found by typing. */
export const BRAND_SUGGESTIONS = 50;

/** GET /api/company/{companyId}/brands: the assortment's brands containing the text (most products first), at most `limit`. */
export function getBrands(companyId: string, searchText: string, limit: number, options: { signal?: AbortSignal } = {}): Promise<BrandList> {
  const search = new URLSearchParams({ limit: String(limit) });
  if (searchText.trim()) search.set('searchText', searchText.trim());
  return apiRequest(`/company/${encodeURIComponent(companyId)}/brands?${search.toString()}`, brandListSchema, options.signal ? { signal: options.signal } : {});
}

export function brandsQueryOptions(companyId: string, searchText: string, limit = BRAND_SUGGESTIONS) {
  return queryOptions({
    queryKey: assortmentKeys.brands(companyId, searchText.trim(), limit),
    queryFn: ({ signal }) => getBrands(companyId, searchText, limit, { signal }),
    // While the next letters load, the last suggestions stay (narrowed on the client).
    placeholderData: keepPreviousData,
  });
}

export function useBrands(companyId: string, searchText: string, limit = BRAND_SUGGESTIONS) {
  return useQuery(brandsQueryOptions(companyId, searchText, limit));
}
