import { useMutation, useQueryClient } from '@tanstack/react-query';
import { scrapeNowResultSchema, type ScrapeNowResult } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';
import type { ApiError } from '../../../lib/apiError.ts';
import { assortmentKeys } from '../../../lib/api/assortmentKeys.ts';

/** POST /api/company/{companyId}/products/{productId}/scrape-now ('scrape.now'): scrape the product's competitor URLs at once. */
export function scrapeNow(companyId: string, productId: string): Promise<ScrapeNowResult> {
  const path = `/company/${encodeURIComponent(companyId)}/products/${encodeURIComponent(productId)}/scrape-now`;
  return apiRequest(path, scrapeNowResultSchema, { method: 'POST', body: {} });
}

export function useScrapeNow(companyId: string, productId: string) {
  const queryClient = useQueryClient();
  return useMutation<ScrapeNowResult, ApiError, void>({
    mutationKey: ['products', 'scrape-now'],
    mutationFn: () => scrapeNow(companyId, productId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assortmentKeys.scrapeProgress(companyId, productId) }),
  });
}
