import { useMutation, useQueryClient } from '@tanstack/react-query';
import { erpRefreshStartedSchema, type ErpRefreshKind } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';
import type { ApiError } from '../../../lib/apiError.ts';
import { refetchAfterWrite } from '../../../lib/api/refetchAfterWrite.ts';
import { getErpConnection } from './erpConnectionQuery.ts';
import { erpKeys } from './erpKeys.ts';

export interface ErpRefreshStarted {
  refreshId: string;
  position: string;
}

/** POST /api/company/{companyId}/erp/refreshes (admins and maintainers): starts a refresh of the inputs or the output channels in the background. */
export function startErpRefresh(companyId: string, kind: ErpRefreshKind): Promise<ErpRefreshStarted> {
  return apiRequest(`/company/${encodeURIComponent(companyId)}/erp/refreshes`, erpRefreshStartedSchema, { method: 'POST', body: { kind } });
}

export function useStartErpRefresh(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation<ErpRefreshStarted, ApiError, ErpRefreshKind>({
    mutationKey: ['erp-connection', 'refresh'],
    mutationFn: (kind) => startErpRefresh(companyId, kind),
    // Shows the refresh as running at once; its progress then comes by polling and live notices.
    onSuccess: (started) => refetchAfterWrite(queryClient, erpKeys.connection(companyId), (minPosition) => getErpConnection(companyId, { minPosition }), started.position),
  });
}
