import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commandResultSchema } from '@pm/contracts';
import type { CommandResult } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';
import type { ApiError } from '../../../lib/apiError.ts';
import { assortmentKeys } from '../../../lib/api/assortmentKeys.ts';
import { refetchAfterWrite } from '../../../lib/api/refetchAfterWrite.ts';
import { getComparisonProducts } from './comparisonProductsQuery.ts';

/** DELETE /api/company/{companyId}/products/{productId}/comparison-products/{urlId} ('data.edit'). */
export function removeComparisonProduct(companyId: string, productId: string, urlId: string): Promise<CommandResult> {
  const path = `/company/${encodeURIComponent(companyId)}/products/${encodeURIComponent(productId)}/comparison-products/${encodeURIComponent(urlId)}`;
  return apiRequest(path, commandResultSchema, { method: 'DELETE' });
}

export function useRemoveComparisonProduct(companyId: string, productId: string) {
  const queryClient = useQueryClient();
  return useMutation<CommandResult, ApiError, string>({
    mutationKey: ['products', 'comparison-products', 'remove'],
    mutationFn: (urlId) => removeComparisonProduct(companyId, productId, urlId),
    onSuccess: (result) => refetchAfterWrite(queryClient, assortmentKeys.comparisons(companyId, productId), (minPosition) => getComparisonProducts(companyId, productId, { minPosition }), result.position),
  });
}
