import type { ReviewListParams, SubmittedListParams } from '../utils/adjustmentListParams.ts';

/**
 * Query keys of the adjustments screens. The live socket invalidates everything under
 * ['adjustments'] when a proposal arrives or is decided, and ['price-engine'] for runs.
 */
export const adjustmentKeys = {
  all: ['adjustments'],
  review: (companyId: string, params: ReviewListParams) => ['adjustments', companyId, 'review', params],
  submitted: (companyId: string, params: SubmittedListParams) => ['adjustments', companyId, 'submitted', params],
  detail: (companyId: string, adjustmentId: string) => ['adjustments', companyId, 'detail', adjustmentId],
  auditTrail: (companyId: string, adjustmentId: string) => ['adjustments', companyId, 'audit-trail', adjustmentId],
  /** Under ['adjustments']: the live notice of a write to the ERP refreshes the awaiting count too. */
  erpWriteBack: (companyId: string) => ['adjustments', companyId, 'erp-write-back'],
  overview: (companyId: string) => ['price-engine', companyId, 'overview'],
} as const;
