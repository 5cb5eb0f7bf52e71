import { queryOptions, useQuery } from '@tanstack/react-query';
import { erpOutputChannelsSchema, type ErpOutputChannels } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';
import { withMinPosition } from '../../../lib/minPosition.ts';
import { erpKeys } from './erpKeys.ts';

/** GET /api/company/{companyId}/erp/output-channels: the sales price configurations the last "refresh output channels" read. */
export function getErpOutputChannels(companyId: string, options: { minPosition?: string; signal?: AbortSignal } = {}): Promise<ErpOutputChannels> {
  const path = withMinPosition(`/company/${encodeURIComponent(companyId)}/erp/output-channels`, options.minPosition);
  return apiRequest(path, erpOutputChannelsSchema, options.signal ? { signal: options.signal } : {});
}

export function erpOutputChannelsQueryOptions(companyId: string) {
  return queryOptions({ queryKey: erpKeys.outputChannels(companyId), queryFn: ({ signal }) => getErpOutputChannels(companyId, { signal }) });
}

export const useErpOutputChannels = (companyId: string) => useQuery(erpOutputChannelsQueryOptions(companyId));
