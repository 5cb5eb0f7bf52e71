import { queryOptions, useQuery } from '@tanstack/react-query';
import { priceEngineOverviewSchema } from '@pm/contracts';
import type { PriceEngineOverview } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';
import { adjustmentKeys } from './adjustmentKeys.ts';

/** GET /api/company/{companyId}/price-engine/overview: counts, last run, channels and rules. */
export function getPriceEngineOverview(companyId: string, signal?: AbortSignal): Promise<PriceEngineOverview> {
  return apiRequest(`/company/${encodeURIComponent(companyId)}/price-engine/overview`, priceEngineOverviewSchema, signal ? { signal } : {});
}

export function priceEngineOverviewQueryOptions(companyId: string) {
  return queryOptions({ queryKey: adjustmentKeys.overview(companyId), queryFn: ({ signal }) => getPriceEngineOverview(companyId, signal) });
}

export function usePriceEngineOverview(companyId: string) {
  return useQuery(priceEngineOverviewQueryOptions(companyId));
}
