import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commandResultSchema } from '@pm/contracts';
import type { CommandResult } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';
import type { ApiError } from '../../../lib/apiError.ts';
import { refetchCategories } from './refetchCategories.ts';

export interface CreateCategoryBody {
  name: string;
  /** None: a top-level category. */
  parentId: string | null;
}

/** POST /api/company/{companyId}/categories ('data.edit'): names are unique among siblings. */
export function createCategory(companyId: string, body: CreateCategoryBody): Promise<CommandResult> {
  return apiRequest(`/company/${encodeURIComponent(companyId)}/categories`, commandResultSchema, { method: 'POST', body });
}

export function useCreateCategory(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation<CommandResult, ApiError, CreateCategoryBody>({
    mutationKey: ['categories', 'create'],
    mutationFn: (body) => createCategory(companyId, body),
    onSuccess: (result) => refetchCategories(queryClient, companyId, result.position),
  });
}
