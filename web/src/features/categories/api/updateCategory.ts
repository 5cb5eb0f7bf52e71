import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commandResultSchema } from '@pm/contracts';
import type { CommandResult } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';
import type { ApiError } from '../../../lib/apiError.ts';
import { refetchCategories } from './refetchCategories.ts';

/** Renames and/or moves a category (parentId null: to the top level). */
export interface UpdateCategoryBody {
  name?: string;
  parentId?: string | null;
}

/** PUT /api/company/{companyId}/categories/{categoryId} ('data.edit'): never below itself (CATEGORY_CYCLE). */
export function updateCategory(companyId: string, categoryId: string, body: UpdateCategoryBody): Promise<CommandResult> {
  const path = `/company/${encodeURIComponent(companyId)}/categories/${encodeURIComponent(categoryId)}`;
  return apiRequest(path, commandResultSchema, { method: 'PUT', body });
}

export function useUpdateCategory(companyId: string, categoryId: string) {
  const queryClient = useQueryClient();
  return useMutation<CommandResult, ApiError, UpdateCategoryBody>({
    mutationKey: ['categories', 'update'],
    mutationFn: (body) => updateCategory(companyId, categoryId, body),
    onSuccess: (result) => refetchCategories(queryClient, companyId, result.position),
  });
}
