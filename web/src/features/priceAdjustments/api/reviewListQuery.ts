import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adjustmentPageSchema } from '@pm/contracts';
import type { AdjustmentPage } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';
import { reviewSearch, type ReviewListParams } from '../utils/adjustmentListParams.ts';
import { adjustmentKeys } from './adjustmentKeys.ts';

/** GET /api/company/{companyId}/adjustments/review: one page of pending proposals. */
export function getReviewList(companyId: string, params: ReviewListParams, signal?: AbortSignal): Promise<AdjustmentPage> {
  return apiRequest(`/company/${encodeURIComponent(companyId)}/adjustments/review?${reviewSearch(params)}`, adjustmentPageSchema, signal ? { signal } : {});
}

export function reviewListQueryOptions(companyId: string, params: ReviewListParams) {
  return queryOptions({
    queryKey: adjustmentKeys.review(companyId, params),
    queryFn: ({ signal }) => getReviewList(companyId, params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useReviewList(companyId: string, params: ReviewListParams) {
  return useQuery(reviewListQueryOptions(companyId, params));
}
