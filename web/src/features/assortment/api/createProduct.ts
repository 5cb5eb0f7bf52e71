import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commandResultSchema } from '@pm/contracts';
import type { CommandResult, CreateProductBody } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';
import type { ApiError } from '../../../lib/apiError.ts';
import { refetchProductLists } from '../../../lib/api/refetchProduct.ts';

/** POST /api/company/{companyId}/products ('data.edit'): answers with the new product's id. */
export function createProduct(companyId: string, body: CreateProductBody): Promise<CommandResult> {
  return apiRequest(`/company/${encodeURIComponent(companyId)}/products`, commandResultSchema, { method: 'POST', body });
}

export function useCreateProduct(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation<CommandResult, ApiError, CreateProductBody>({
    mutationKey: ['products', 'create'],
    mutationFn: (body) => createProduct(companyId, body),
    onSuccess: (result) => refetchProductLists(queryClient, companyId, result.position),
  });
}
