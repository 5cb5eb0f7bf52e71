import { useMutation, useQueryClient } from '@tanstack/react-query';
import { erpConnectionTestSchema, type ErpConnectionTest } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';
import type { ApiError } from '../../../lib/apiError.ts';
import { erpKeys } from './erpKeys.ts';

/** POST /api/company/{companyId}/erp/connection/test (company admins): ok, or the ERP_* code and the ERP's status code. */
export function testErpConnection(companyId: string): Promise<ErpConnectionTest> {
  return apiRequest(`/company/${encodeURIComponent(companyId)}/erp/connection/test`, erpConnectionTestSchema, { method: 'POST' });
}

export function useTestErpConnection(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation<ErpConnectionTest, ApiError, void>({
    mutationKey: ['erp-connection', 'test'],
    mutationFn: () => testErpConnection(companyId),
    // The test is recorded as the connection's last test: the read model shows it too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: erpKeys.connection(companyId), exact: true }),
  });
}
