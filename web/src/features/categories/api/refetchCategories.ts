import type { QueryClient } from '@tanstack/react-query';
import { refetchAfterWrite } from '../../../lib/api/refetchAfterWrite.ts';
import { getCategories } from '../../../lib/api/categoriesQuery.ts';
import { categoryKeys } from '../../../lib/api/categoryKeys.ts';

/** After a category was created, changed or deleted: reloads the tree once it reflects the write. */
export function refetchCategories(queryClient: QueryClient, companyId: string, position: string): Promise<void> {
  return refetchAfterWrite(queryClient, categoryKeys.ofCompany(companyId), (minPosition) => getCategories(companyId, { minPosition }), position);
}
