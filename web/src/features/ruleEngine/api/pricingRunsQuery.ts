import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { pricingRunPageSchema, type PricingRunPage } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';
import { ruleEngineKeys } from './ruleEngineKeys.ts';

/** GET /api/company/{companyId}/pricing-runs: one page of the run history, newest first. */
export function getPricingRuns(companyId: string, page: number, pageSize: number, signal?: AbortSignal): Promise<PricingRunPage> {
  const path = `/company/${encodeURIComponent(companyId)}/pricing-runs?page=${page}&pageSize=${pageSize}`;
  return apiRequest(path, pricingRunPageSchema, signal ? { signal } : {});
}

export function pricingRunsQueryOptions(companyId: string, page: number, pageSize: number) {
  return queryOptions({
    queryKey: ruleEngineKeys.list(companyId, page, pageSize),
    queryFn: ({ signal }) => getPricingRuns(companyId, page, pageSize, signal),
    placeholderData: keepPreviousData,
  });
}

export function usePricingRuns(companyId: string, page: number, pageSize: number) {
  return useQuery(pricingRunsQueryOptions(companyId, page, pageSize));
}
