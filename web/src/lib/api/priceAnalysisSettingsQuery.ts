import { queryOptions, useQuery } from '@tanstack/react-query';
import { priceAnalysisSettingsViewSchema } from '@pm/contracts';
import type { PriceAnalysisSettingsView } from '@pm/contracts';
import { apiRequest } from '../apiClient.ts';
import { withMinPosition } from '../minPosition.ts';

/** Query keys; the live socket invalidates everything under ['price-analysis-settings']. */
export const priceAnalysisSettingsKeys = {
  all: ['price-analysis-settings'],
  ofCompany: (companyId: string) => ['price-analysis-settings', companyId],
} as const;

/** GET /api/company/{companyId}/price-analysis-settings: the company's defaults of the analysis. */
export function getPriceAnalysisSettings(companyId: string, options: { minPosition?: string; signal?: AbortSignal } = {}): Promise<PriceAnalysisSettingsView> {
  const path = withMinPosition(`/company/${encodeURIComponent(companyId)}/price-analysis-settings`, options.minPosition);
  return apiRequest(path, priceAnalysisSettingsViewSchema, options.signal ? { signal: options.signal } : {});
}

export function priceAnalysisSettingsQueryOptions(companyId: string) {
  return queryOptions({
    queryKey: priceAnalysisSettingsKeys.ofCompany(companyId),
    queryFn: ({ signal }) => getPriceAnalysisSettings(companyId, { signal }),
  });
}

/** An empty `companyId` (profile not loaded yet) waits. */
export function usePriceAnalysisSettings(companyId: string) {
  return useQuery({ ...priceAnalysisSettingsQueryOptions(companyId), enabled: companyId !== '' });
}
