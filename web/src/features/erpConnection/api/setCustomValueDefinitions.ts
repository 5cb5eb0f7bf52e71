import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commandResultSchema, type CommandResult, type CustomValueDefinition } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';
import type { ApiError } from '../../../lib/apiError.ts';
import { dataMappingKeys } from '../../../lib/api/dataMappingKeys.ts';
import { getDataMapping } from '../../../lib/api/dataMappingQuery.ts';
import { refetchAfterWrite } from '../../../lib/api/refetchAfterWrite.ts';

export interface CustomValueDefinitionsChange {
  /** The whole list as it should be. */
  definitions: CustomValueDefinition[];
  /** The data mapping's revision the user saw (a change since: 409). */
  expectedRevision: string;
}

/** PUT /api/company/{companyId}/data-mapping/custom-values (company admins): the whole list of definitions. */
export function setCustomValueDefinitions(companyId: string, change: CustomValueDefinitionsChange): Promise<CommandResult> {
  return apiRequest(`/company/${encodeURIComponent(companyId)}/data-mapping/custom-values`, commandResultSchema, { method: 'PUT', body: change });
}

export function useSetCustomValueDefinitions(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation<CommandResult, ApiError, CustomValueDefinitionsChange>({
    mutationKey: ['data-mapping', 'custom-values'],
    mutationFn: (change) => setCustomValueDefinitions(companyId, change),
    onSuccess: (result) => refetchAfterWrite(queryClient, dataMappingKeys.ofCompany(companyId), (minPosition) => getDataMapping(companyId, { minPosition }), result.position),
  });
}
