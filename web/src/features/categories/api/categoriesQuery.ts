import { queryOptions, useQuery } from '@tanstack/react-query';
import { categorySchema } from '@pm/contracts';
import type { Category } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';
import { withMinPosition } from '../../../lib/minPosition.ts';
import { categoryKeys } from './categoryKeys.ts';

const categoriesSchema = categorySchema.array();

/** GET /api/company/{companyId}/categories: every category with its breadcrumb path. */
export function getCategories(companyId: string, options: { minPosition?: string; signal?: AbortSignal } = {}): Promise<Category[]> {
  const path = withMinPosition(`/company/${encodeURIComponent(companyId)}/categories`, options.minPosition);
  return apiRequest(path, categoriesSchema, options.signal ? { signal: options.signal } : {});
}

export function categoriesQueryOptions(companyId: string) {
  return queryOptions({
    queryKey: categoryKeys.ofCompany(companyId),
    queryFn: ({ signal }) => getCategories(companyId, { signal }),
  });
}

export function useCategories(companyId: string) {
  return useQuery(categoriesQueryOptions(companyId));
}
