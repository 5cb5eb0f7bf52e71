import { queryOptions, useQuery } from '@tanstack/react-query';
import { dataMappingAnswerSchema, type DataMappingAnswer } from '@pm/contracts';
import { apiRequest } from '../apiClient.ts';
import { withMinPosition } from '../minPosition.ts';
import { dataMappingKeys } from './dataMappingKeys.ts';

/** GET /api/company/{companyId}/data-mapping: custom value definitions, input and output mapping (everyone of the company reads them). */
export function getDataMapping(companyId: string, options: { minPosition?: string; signal?: AbortSignal } = {}): Promise<DataMappingAnswer> {
  const path = withMinPosition(`/company/${encodeURIComponent(companyId)}/data-mapping`, options.minPosition);
  return apiRequest(path, dataMappingAnswerSchema, options.signal ? { signal: options.signal } : {});
}

export function dataMappingQueryOptions(companyId: string) {
  return queryOptions({ queryKey: dataMappingKeys.ofCompany(companyId), queryFn: ({ signal }) => getDataMapping(companyId, { signal }) });
}

export const useDataMapping = (companyId: string) => useQuery(dataMappingQueryOptions(companyId));
