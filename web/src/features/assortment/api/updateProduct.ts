import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commandResultSchema } from '@pm/contracts';
import type { CommandResult, UpdateProductBody } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';
import type { ApiError } from '../../../lib/apiError.ts';
import { refetchProduct } from '../../../lib/api/refetchProduct.ts';

/** PUT /api/company/{companyId}/products/{productId} ('data.edit'): changes the given fields. */
export function updateProduct(companyId: string, productId: string, body: UpdateProductBody): Promise<CommandResult> {
  const path = `/company/${encodeURIComponent(companyId)}/products/${encodeURIComponent(productId)}`;
  return apiRequest(path, commandResultSchema, { method: 'PUT', body });
}

export function useUpdateProduct(companyId: string, productId: string) {
  const queryClient = useQueryClient();
  return useMutation<CommandResult, ApiError, UpdateProductBody>({
    mutationKey: ['products', 'update'],
    mutationFn: (body) => updateProduct(companyId, productId, body),
    onSuccess: (result) => refetchProduct(queryClient, companyId, productId, result.position),
  });
}
