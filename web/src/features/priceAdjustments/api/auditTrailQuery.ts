import { queryOptions, useQuery } from '@tanstack/react-query';
import { auditTrailSchema } from '@pm/contracts';
import type { AuditTrail } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';
import { adjustmentKeys } from './adjustmentKeys.ts';

/** GET /api/company/{companyId}/adjustments/{adjustmentId}/audit-trail: the events behind the adjustment, from the event log. */
export function getAuditTrail(companyId: string, adjustmentId: string, signal?: AbortSignal): Promise<AuditTrail> {
  return apiRequest(`/company/${encodeURIComponent(companyId)}/adjustments/${encodeURIComponent(adjustmentId)}/audit-trail`, auditTrailSchema, signal ? { signal } : {});
}

export function auditTrailQueryOptions(companyId: string, adjustmentId: string) {
  return queryOptions({ queryKey: adjustmentKeys.auditTrail(companyId, adjustmentId), queryFn: ({ signal }) => getAuditTrail(companyId, adjustmentId, signal) });
}

export function useAuditTrail(companyId: string, adjustmentId: string) {
  return useQuery(auditTrailQueryOptions(companyId, adjustmentId));
}
