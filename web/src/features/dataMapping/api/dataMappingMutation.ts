import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commandResultSchema } from '@pm/contracts';
import type { CommandResult } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';
import type { ApiError } from '../../../lib/apiError.ts';
import { refetchAfterWrite } from '../../../lib/api/refetchAfterWrite.ts';
import { dataMappingKeys } from './dataMappingKeys.ts';
import { getDataMapping } from './dataMappingQuery.ts';

/** Sends one data mapping command (PUT /api/company/{companyId}/data-mapping/…, company admins). */
export function sendDataMappingCommand(companyId: string, path: string, body: unknown): Promise<CommandResult> {
  return apiRequest(`/company/${encodeURIComponent(companyId)}/data-mapping/${path}`, commandResultSchema, { method: 'PUT', body });
}

/** A data mapping mutation that reloads the mapping once the read model shows the change. */
export function useDataMappingMutation<Variables>(companyId: string, name: string, send: (variables: Variables) => Promise<CommandResult>) {
  const queryClient = useQueryClient();
  return useMutation<CommandResult, ApiError, Variables>({
    mutationKey: ['data-mapping', name],
    mutationFn: send,
    onSuccess: (result) =>
      refetchAfterWrite(queryClient, dataMappingKeys.ofCompany(companyId), (minPosition) => getDataMapping(companyId, { minPosition }), result.position),
  });
}
