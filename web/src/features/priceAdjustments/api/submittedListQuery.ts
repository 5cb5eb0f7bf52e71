import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adjustmentPageSchema } from '@pm/contracts';
import type { AdjustmentPage } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';
import { submittedSearch, type SubmittedListParams } from '../utils/adjustmentListParams.ts';
import { adjustmentKeys } from './adjustmentKeys.ts';

/** GET /api/company/{companyId}/adjustments/submitted: confirmed (waiting for pickup) and picked up, newest first. */
export function getSubmittedList(companyId: string, params: SubmittedListParams, signal?: AbortSignal): Promise<AdjustmentPage> {
  return apiRequest(`/company/${encodeURIComponent(companyId)}/adjustments/submitted?${submittedSearch(params)}`, adjustmentPageSchema, signal ? { signal } : {});
}

export function submittedListQueryOptions(companyId: string, params: SubmittedListParams) {
  return queryOptions({
    queryKey: adjustmentKeys.submitted(companyId, params),
    queryFn: ({ signal }) => getSubmittedList(companyId, params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useSubmittedList(companyId: string, params: SubmittedListParams) {
  return useQuery(submittedListQueryOptions(companyId, params));
}
