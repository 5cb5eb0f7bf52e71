import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { commandResultSchema, erpWriteBackAnswerSchema, erpWriteSummarySchema } from '@pm/contracts';
import type { CommandResult, ErpWriteBackAnswer, ErpWriteModeValue, ErpWriteSummaryBody } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';
import type { ApiError } from '../../../lib/apiError.ts';
import { adjustmentKeys } from './adjustmentKeys.ts';

const base = (companyId: string) => `/company/${encodeURIComponent(companyId)}/erp/write-back`;

/** GET …/erp/write-back: whether confirmed prices go to the ERP automatically or on demand, and how many await a write. */
export function getErpWriteBack(companyId: string, signal?: AbortSignal): Promise<ErpWriteBackAnswer> {
  return apiRequest(base(companyId), erpWriteBackAnswerSchema, signal ? { signal } : {});
}

export function erpWriteBackQueryOptions(companyId: string) {
  return queryOptions({ queryKey: adjustmentKeys.erpWriteBack(companyId), queryFn: ({ signal }) => getErpWriteBack(companyId, signal) });
}

export function useErpWriteBack(companyId: string) {
  return useQuery(erpWriteBackQueryOptions(companyId));
}

/** PUT …/erp/write-back/mode (company admins). */
export function setErpWriteMode(companyId: string, mode: ErpWriteModeValue): Promise<CommandResult> {
  return apiRequest(`${base(companyId)}/mode`, commandResultSchema, { method: 'PUT', body: { mode } });
}

/** POST …/erp/write-back/write-now: the given confirmed prices, or every one awaiting a write. */
export function writeToErpNow(companyId: string, adjustmentIds?: readonly string[]): Promise<ErpWriteSummaryBody> {
  return apiRequest(`${base(companyId)}/write-now`, erpWriteSummarySchema, { method: 'POST', body: adjustmentIds && adjustmentIds.length > 0 ? { adjustmentIds } : {} });
}

/** POST …/erp/write-back/retry: failed writes tried again. */
export function retryErpWrite(companyId: string, adjustmentIds: readonly string[]): Promise<ErpWriteSummaryBody> {
  return apiRequest(`${base(companyId)}/retry`, erpWriteSummarySchema, { method: 'POST', body: { adjustmentIds } });
}

/** The write answers once the ERP has answered; the lists follow with the live notice, refetching now shows it at once. */
function useRefreshAfterWrite() {
  const queryClient = useQueryClient();
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: adjustmentKeys.all }), queryClient.invalidateQueries({ queryKey: ['price-engine'] })]);
}

export function useSetErpWriteMode(companyId: string) {
  const refresh = useRefreshAfterWrite();
  return useMutation<CommandResult, ApiError, ErpWriteModeValue>({ mutationFn: (mode) => setErpWriteMode(companyId, mode), onSettled: refresh });
}

export type ErpWriteRequest = { kind: 'write'; adjustmentIds?: readonly string[] } | { kind: 'retry'; adjustmentIds: readonly string[] };

/** "Write to the ERP now" and "Retry": one mutation, so the screen reports both one way. */
export function useWriteToErp(companyId: string) {
  const refresh = useRefreshAfterWrite();
  return useMutation<ErpWriteSummaryBody, ApiError, ErpWriteRequest>({
    mutationKey: ['adjustments', 'erp-write'],
    mutationFn: (request) => (request.kind === 'retry' ? retryErpWrite(companyId, request.adjustmentIds) : writeToErpNow(companyId, request.adjustmentIds)),
    onSettled: refresh,
  });
}
