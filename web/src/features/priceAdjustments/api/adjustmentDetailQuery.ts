import { queryOptions, useQuery } from '@tanstack/react-query';
import { adjustmentDetailSchema } from '@pm/contracts';
import type { AdjustmentDetail } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';
import { adjustmentKeys } from './adjustmentKeys.ts';

/** GET /api/company/{companyId}/adjustments/{adjustmentId}: one adjustment with its decision trace. */
export function getAdjustmentDetail(companyId: string, adjustmentId: string, signal?: AbortSignal): Promise<AdjustmentDetail> {
  return apiRequest(`/company/${encodeURIComponent(companyId)}/adjustments/${encodeURIComponent(adjustmentId)}`, adjustmentDetailSchema, signal ? { signal } : {});
}

export function adjustmentDetailQueryOptions(companyId: string, adjustmentId: string) {
  return queryOptions({ queryKey: adjustmentKeys.detail(companyId, adjustmentId), queryFn: ({ signal }) => getAdjustmentDetail(companyId, adjustmentId, signal) });
}

export function useAdjustmentDetail(companyId: string, adjustmentId: string) {
  return useQuery(adjustmentDetailQueryOptions(companyId, adjustmentId));
}
