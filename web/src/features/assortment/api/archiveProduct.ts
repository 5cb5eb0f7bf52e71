import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commandResultSchema } from '@pm/contracts';
import type { CommandResult } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';
import type { ApiError } from '../../../lib/apiError.ts';
import { refetchProduct } from '../../../lib/api/refetchProduct.ts';

/** POST /api/company/{companyId}/products/{productId}/archive ('data.edit'): Archives a product: it leaves the active list (archived products stay restorable). */
export function archiveProduct(companyId: string, productId: string): Promise<CommandResult> {
  const path = `/company/${encodeURIComponent(companyId)}/products/${encodeURIComponent(productId)}/archive`;
  return apiRequest(path, commandResultSchema, { method: 'POST' });
}

export function useArchiveProduct(companyId: string, productId: string) {
  const queryClient = useQueryClient();
  return useMutation<CommandResult, ApiError, void>({
    mutationKey: ['products', 'archive'],
    mutationFn: () => archiveProduct(companyId, productId),
    onSuccess: (result) => refetchProduct(queryClient, companyId, productId, result.position),
  });
}
