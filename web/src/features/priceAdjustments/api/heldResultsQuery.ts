import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { pricingRunOutcomePageSchema, pricingRunOutcomeTraceSchema } from '@pm/contracts';
import type { PricingRunOutcomePage, PricingRunOutcomeTrace } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';

/** The reasons of results a company guardrail held (contracts OUTCOME_REASONS, issue 12). */
export const GUARDRAIL_REASONS = ['GUARDRAIL_MAX_CHANGE', 'GUARDRAIL_BELOW_COST', 'GUARDRAIL_ABOVE_MSRP', 'GUARDRAIL_COSTS_UNKNOWN'] as const;

export interface HeldListParams {
  page: number;
  pageSize: number;
}

/**
 * Under ['pricing-runs']: the runs projection's live notices refresh it while a run records its
 * outcomes (coalesced like every live notice).
 */
export const heldKeys = {
  list: (companyId: string, runId: string, params: HeldListParams) => ['pricing-runs', companyId, 'held', runId, params],
  trace: (companyId: string, runId: string, productId: string, channelId: string) => ['pricing-runs', companyId, 'held-trace', runId, productId, channelId],
} as const;

const runPath = (companyId: string, runId: string) => `/company/${encodeURIComponent(companyId)}/pricing-runs/${encodeURIComponent(runId)}`;

/** GET …/pricing-runs/{runId}/outcomes?outcome=CONSTRAINTS_NOT_MET&reason=GUARDRAIL_…: the run's results a guardrail held. */
export function getHeldResults(companyId: string, runId: string, params: HeldListParams, signal?: AbortSignal): Promise<PricingRunOutcomePage> {
  const search = new URLSearchParams({ outcome: 'CONSTRAINTS_NOT_MET', page: String(params.page), pageSize: String(params.pageSize) });
  for (const reason of GUARDRAIL_REASONS) search.append('reason', reason);
  return apiRequest(`${runPath(companyId, runId)}/outcomes?${search.toString()}`, pricingRunOutcomePageSchema, signal ? { signal } : {});
}

export function useHeldResults(companyId: string, runId: string | null, params: HeldListParams) {
  return useQuery(
    queryOptions({
      queryKey: heldKeys.list(companyId, runId ?? '-', params),
      queryFn: ({ signal }) => getHeldResults(companyId, runId ?? '', params, signal),
      enabled: runId !== null,
      placeholderData: keepPreviousData,
    }),
  );
}

/** GET …/pricing-runs/{runId}/outcomes/{productId}/{channelId}/trace: a held result with its decision trace. */
export function getHeldTrace(companyId: string, runId: string, productId: string, channelId: string, signal?: AbortSignal): Promise<PricingRunOutcomeTrace> {
  return apiRequest(`${runPath(companyId, runId)}/outcomes/${encodeURIComponent(productId)}/${encodeURIComponent(channelId)}/trace`, pricingRunOutcomeTraceSchema, signal ? { signal } : {});
}

export function useHeldTrace(companyId: string, runId: string, productId: string, channelId: string) {
  return useQuery(queryOptions({ queryKey: heldKeys.trace(companyId, runId, productId, channelId), queryFn: ({ signal }) => getHeldTrace(companyId, runId, productId, channelId, signal) }));
}
