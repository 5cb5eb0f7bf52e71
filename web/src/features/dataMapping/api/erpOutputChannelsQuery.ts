import { queryOptions, useQuery } from '@tanstack/react-query';
import { erpOutputChannelsSchema } from '@pm/contracts';
import type { ErpOutputChannels } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';
import { dataMappingKeys } from './dataMappingKeys.ts';

/** GET /api/company/{companyId}/erp/output-channels: the ERP's sales prices as the last output-channel refresh read them. */
export function getErpOutputChannels(companyId: string, signal?: AbortSignal): Promise<ErpOutputChannels> {
  return apiRequest(`/company/${encodeURIComponent(companyId)}/erp/output-channels`, erpOutputChannelsSchema, signal ? { signal } : {});
}

export function erpOutputChannelsQueryOptions(companyId: string) {
  return queryOptions({
    queryKey: dataMappingKeys.outputChannels(companyId),
    queryFn: ({ signal }) => getErpOutputChannels(companyId, signal),
  });
}

export function useErpOutputChannels(companyId: string) {
  return useQuery(erpOutputChannelsQueryOptions(companyId));
}
