import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { previewAnswerSchema } from '@pm/contracts';
import type { InputMapping, PreviewAnswer } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';
import { dataMappingKeys } from './dataMappingKeys.ts';

/**
 * POST /api/company/{companyId}/data-mapping/preview (company admins): the first rows of the
 * connected system as `mapping` reads them (nothing is written); `connected: false` without a system.
 */
export function previewInputMapping(companyId: string, mapping: InputMapping, signal?: AbortSignal): Promise<PreviewAnswer> {
  return apiRequest(`/company/${encodeURIComponent(companyId)}/data-mapping/preview`, previewAnswerSchema, { method: 'POST', body: { mapping }, ...(signal ? { signal } : {}) });
}

/** A read, not a change: cached per mapping, so "Preview" with an unchanged mapping shows the rows already read. */
export function inputMappingPreviewQueryOptions(companyId: string, mapping: InputMapping) {
  return queryOptions({
    queryKey: dataMappingKeys.preview(companyId, mapping),
    queryFn: ({ signal }) => previewInputMapping(companyId, mapping, signal),
    staleTime: 30_000,
    retry: false,
    placeholderData: keepPreviousData,
  });
}

/** `enabled` false: no preview is read (users who may not edit the mapping). */
export function useInputMappingPreview(companyId: string, mapping: InputMapping, enabled: boolean) {
  return useQuery({ ...inputMappingPreviewQueryOptions(companyId, mapping), enabled });
}
