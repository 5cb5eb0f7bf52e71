import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commandResultSchema } from '@pm/contracts';
import type { AddCompetitorUrlBody, CommandResult } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';
import type { ApiError } from '../../../lib/apiError.ts';
import { assortmentKeys } from '../../../lib/api/assortmentKeys.ts';
import { refetchProduct } from '../../../lib/api/refetchProduct.ts';

/** The body as sent: the offer type may be left to the API's default (COMPETITOR_OFFER). */
export type AddCompetitorUrlInput = Omit<AddCompetitorUrlBody, 'offerType'> & Partial<Pick<AddCompetitorUrlBody, 'offerType'>>;

/**
 * POST /api/company/{companyId}/products/{productId}/urls ('data.edit'). Refused with
 * INVALID_URL, HOST_NOT_CONNECTED, SOURCE_MISMATCH, AGGREGATOR_SEARCH_URL or URL_EXISTS (spec §5).
 */
export function addCompetitorUrl(companyId: string, productId: string, body: AddCompetitorUrlInput): Promise<CommandResult> {
  const path = `/company/${encodeURIComponent(companyId)}/products/${encodeURIComponent(productId)}/urls`;
  return apiRequest(path, commandResultSchema, { method: 'POST', body });
}

export function useAddCompetitorUrl(companyId: string, productId: string) {
  const queryClient = useQueryClient();
  return useMutation<CommandResult, ApiError, AddCompetitorUrlInput>({
    mutationKey: ['products', 'urls', 'add'],
    mutationFn: (body) => addCompetitorUrl(companyId, productId, body),
    onSuccess: async (result) => {
      await Promise.all([
        refetchProduct(queryClient, companyId, productId, result.position),
        queryClient.invalidateQueries({ queryKey: assortmentKeys.offers(companyId, productId) }),
      ]);
    },
  });
}
