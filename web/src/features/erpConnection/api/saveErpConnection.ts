import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commandResultSchema, type CommandResult, type SetErpConnectionBody } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';
import type { ApiError } from '../../../lib/apiError.ts';
import { refetchAfterWrite } from '../../../lib/api/refetchAfterWrite.ts';
import { getErpConnection } from './erpConnectionQuery.ts';
import { erpKeys } from './erpKeys.ts';

/** PUT /api/company/{companyId}/erp/connection (company admins): without `secret` the saved password is kept. */
export function saveErpConnection(companyId: string, body: SetErpConnectionBody): Promise<CommandResult> {
  return apiRequest(`/company/${encodeURIComponent(companyId)}/erp/connection`, commandResultSchema, { method: 'PUT', body });
}

export function useSaveErpConnection(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation<CommandResult, ApiError, SetErpConnectionBody>({
    mutationKey: ['erp-connection', 'save'],
    mutationFn: (body) => saveErpConnection(companyId, body),
    onSuccess: (result) => refetchAfterWrite(queryClient, erpKeys.connection(companyId), (minPosition) => getErpConnection(companyId, { minPosition }), result.position),
  });
}
