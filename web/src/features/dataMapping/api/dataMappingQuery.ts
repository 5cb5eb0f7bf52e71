import { queryOptions, useQuery } from '@tanstack/react-query';
import { dataMappingAnswerSchema } from '@pm/contracts';
import type { DataMappingAnswer } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';
import { withMinPosition } from '../../../lib/minPosition.ts';
import { dataMappingKeys } from './dataMappingKeys.ts';

/** GET /api/company/{companyId}/data-mapping: custom value definitions and both mappings (null: never saved). */
export function getDataMapping(companyId: string, options: { minPosition?: string; signal?: AbortSignal } = {}): Promise<DataMappingAnswer> {
  const path = withMinPosition(`/company/${encodeURIComponent(companyId)}/data-mapping`, options.minPosition);
  return apiRequest(path, dataMappingAnswerSchema, options.signal ? { signal: options.signal } : {});
}

export function dataMappingQueryOptions(companyId: string) {
  return queryOptions({
    queryKey: dataMappingKeys.ofCompany(companyId),
    queryFn: ({ signal }) => getDataMapping(companyId, { signal }),
  });
}

export function useDataMapping(companyId: string) {
  return useQuery(dataMappingQueryOptions(companyId));
}
