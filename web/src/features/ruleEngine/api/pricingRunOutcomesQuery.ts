import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { pricingRunOutcomePageSchema, type PricingRunOutcomePage } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';
import { ruleEngineKeys, type OutcomeListParams } from './ruleEngineKeys.ts';

/** GET /api/company/{companyId}/pricing-runs/{runId}/outcomes: one page of a run's outcomes by SKU. */
export function getPricingRunOutcomes(companyId: string, runId: string, params: OutcomeListParams, signal?: AbortSignal): Promise<PricingRunOutcomePage> {
  const search = new URLSearchParams({ page: String(params.page), pageSize: String(params.pageSize) });
  if (params.outcome) search.set('outcome', params.outcome);
  const path = `/company/${encodeURIComponent(companyId)}/pricing-runs/${encodeURIComponent(runId)}/outcomes?${search.toString()}`;
  return apiRequest(path, pricingRunOutcomePageSchema, signal ? { signal } : {});
}

export function pricingRunOutcomesQueryOptions(companyId: string, runId: string, params: OutcomeListParams) {
  return queryOptions({
    queryKey: ruleEngineKeys.outcomes(companyId, runId, params),
    queryFn: ({ signal }) => getPricingRunOutcomes(companyId, runId, params, signal),
    placeholderData: keepPreviousData,
  });
}

export function usePricingRunOutcomes(companyId: string, runId: string, params: OutcomeListParams) {
  return useQuery(pricingRunOutcomesQueryOptions(companyId, runId, params));
}
