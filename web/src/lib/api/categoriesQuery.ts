import { queryOptions, useQuery } from '@tanstack/react-query';
import { listedCategorySchema } from '@pm/contracts';
import type { ListedCategory } from '@pm/contracts';
import { apiRequest } from '../apiClient.ts';
import { withMinPosition } from '../minPosition.ts';
import { categoryKeys } from './categoryKeys.ts';

const categoriesSchema = listedCategorySchema.array();

/** GET /api/company/{companyId}/categories: every category with its breadcrumb path and number of active products. */
export function getCategories(companyId: string, options: { minPosition?: string; signal?: AbortSignal } = {}): Promise<ListedCategory[]> {
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
