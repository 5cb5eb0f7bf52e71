import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commandResultSchema } from '@pm/contracts';
import type { CommandResult } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';
import type { ApiError } from '../../../lib/apiError.ts';
import { refetchCategories } from './refetchCategories.ts';

/** DELETE /api/company/{companyId}/categories/{categoryId} ('data.edit'): leaves only (CATEGORY_HAS_CHILDREN otherwise). */
export function deleteCategory(companyId: string, categoryId: string): Promise<CommandResult> {
  const path = `/company/${encodeURIComponent(companyId)}/categories/${encodeURIComponent(categoryId)}`;
  return apiRequest(path, commandResultSchema, { method: 'DELETE' });
}

export function useDeleteCategory(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation<CommandResult, ApiError, string>({
    mutationKey: ['categories', 'delete'],
    mutationFn: (categoryId) => deleteCategory(companyId, categoryId),
    onSuccess: (result) => refetchCategories(queryClient, companyId, result.position),
  });
}
