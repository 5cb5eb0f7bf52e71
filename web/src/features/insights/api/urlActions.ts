import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commandResultSchema, scrapeNowResultSchema, type CommandResult, type ScrapeNowResult } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';
import type { ApiError } from '../../../lib/apiError.ts';
import { insightsKeys } from './insightsKeys.ts';

const productPath = (companyId: string, productId: string) => `/company/${encodeURIComponent(companyId)}/products/${encodeURIComponent(productId)}`;

/** POST /api/company/{companyId}/products/{productId}/scrape-now ('scrape.now'): the assortment's command, scrapes the product's URLs at once. */
export function scrapeProductNow(companyId: string, productId: string): Promise<ScrapeNowResult> {
  return apiRequest(`${productPath(companyId, productId)}/scrape-now`, scrapeNowResultSchema, { method: 'POST', body: {} });
}

/** DELETE /api/company/{companyId}/products/{productId}/urls/{urlId} ('data.edit'): the assortment's command. */
export function removeUrl(companyId: string, productId: string, urlId: string): Promise<CommandResult> {
  return apiRequest(`${productPath(companyId, productId)}/urls/${encodeURIComponent(urlId)}`, commandResultSchema, { method: 'DELETE' });
}

export function useScrapeProductNow(companyId: string) {
  return useMutation<ScrapeNowResult, ApiError, string>({ mutationKey: ['insights', 'scrape-now'], mutationFn: (productId) => scrapeProductNow(companyId, productId) });
}

export function useRemoveUrl(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation<CommandResult, ApiError, { productId: string; urlId: string }>({
    mutationKey: ['insights', 'remove-url'],
    mutationFn: ({ productId, urlId }) => removeUrl(companyId, productId, urlId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: insightsKeys.all }),
  });
}
