import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commandResultSchema } from '@pm/contracts';
import type { CommandResult } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';
import type { ApiError } from '../../../lib/apiError.ts';
import { refetchProduct } from '../../../lib/api/refetchProduct.ts';

/** DELETE /api/company/{companyId}/products/{productId}/urls/{urlId} ('data.edit'). */
export function removeCompetitorUrl(companyId: string, productId: string, urlId: string): Promise<CommandResult> {
  const path = `/company/${encodeURIComponent(companyId)}/products/${encodeURIComponent(productId)}/urls/${encodeURIComponent(urlId)}`;
  return apiRequest(path, commandResultSchema, { method: 'DELETE' });
}

export function useRemoveCompetitorUrl(companyId: string, productId: string) {
  const queryClient = useQueryClient();
  return useMutation<CommandResult, ApiError, string>({
    mutationKey: ['products', 'urls', 'remove'],
    mutationFn: (urlId) => removeCompetitorUrl(companyId, productId, urlId),
    onSuccess: (result) => refetchProduct(queryClient, companyId, productId, result.position),
  });
}
