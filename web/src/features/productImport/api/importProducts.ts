import { useMutation, useQueryClient } from '@tanstack/react-query';
import { productImportResultSchema } from '@pm/contracts';
import type { ProductImportBody, ProductImportResult } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';
import type { ApiError } from '../../../lib/apiError.ts';
import { refetchProductLists } from '../../../lib/api/refetchProduct.ts';

/**
 * POST /api/company/{companyId}/product-imports ('data.edit'): imports the whole file or, when
 * any row is invalid, nothing (422 IMPORT_ROWS_INVALID with the row errors).
 */
export function importProducts(companyId: string, body: ProductImportBody): Promise<ProductImportResult> {
  return apiRequest(`/company/${encodeURIComponent(companyId)}/product-imports`, productImportResultSchema, { method: 'POST', body });
}

export function useImportProducts(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation<ProductImportResult, ApiError, ProductImportBody>({
    mutationKey: ['productImports', 'import'],
    mutationFn: (body) => importProducts(companyId, body),
    onSuccess: (result) => refetchProductLists(queryClient, companyId, result.position),
  });
}
