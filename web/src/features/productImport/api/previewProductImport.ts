import { useMutation } from '@tanstack/react-query';
import { productImportPreviewSchema } from '@pm/contracts';
import type { ProductImportPreview } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';
import type { ApiError } from '../../../lib/apiError.ts';

/** POST /api/company/{companyId}/product-imports/preview ('data.edit'): headers, first rows and a suggested mapping. */
export function previewProductImport(companyId: string, csv: string): Promise<ProductImportPreview> {
  return apiRequest(`/company/${encodeURIComponent(companyId)}/product-imports/preview`, productImportPreviewSchema, { method: 'POST', body: { csv } });
}

export function usePreviewProductImport(companyId: string) {
  return useMutation<ProductImportPreview, ApiError, string>({
    mutationKey: ['productImports', 'preview'],
    mutationFn: (csv) => previewProductImport(companyId, csv),
  });
}
