import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commandResultSchema } from '@pm/contracts';
import type { CommandResult } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';
import type { ApiError } from '../../../lib/apiError.ts';
import { refetchProduct } from '../../../lib/api/refetchProduct.ts';

/** POST /api/company/{companyId}/products/{productId}/restore ('data.edit'): Restores an archived product to the active list. */
export function restoreProduct(companyId: string, productId: string): Promise<CommandResult> {
  const path = `/company/${encodeURIComponent(companyId)}/products/${encodeURIComponent(productId)}/restore`;
  return apiRequest(path, commandResultSchema, { method: 'POST' });
}

export function useRestoreProduct(companyId: string, productId: string) {
  const queryClient = useQueryClient();
  return useMutation<CommandResult, ApiError, void>({
    mutationKey: ['products', 'restore'],
    mutationFn: () => restoreProduct(companyId, productId),
    onSuccess: (result) => refetchProduct(queryClient, companyId, productId, result.position),
  });
}
