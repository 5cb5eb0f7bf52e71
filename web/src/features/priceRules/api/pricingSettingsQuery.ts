import { queryOptions, useQuery } from '@tanstack/react-query';
import { pricingSettingsViewSchema, type PricingSettingsView } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';

/** GET /api/company/{companyId}/pricing-settings: the rule editor needs its sales channels (query key ['pricing-settings']). */
export function getPricingSettings(companyId: string, options: { signal?: AbortSignal } = {}): Promise<PricingSettingsView> {
  return apiRequest(`/company/${encodeURIComponent(companyId)}/pricing-settings`, pricingSettingsViewSchema, options.signal ? { signal: options.signal } : {});
}

export function pricingSettingsQueryOptions(companyId: string) {
  return queryOptions({
    queryKey: ['pricing-settings', companyId],
    queryFn: ({ signal }) => getPricingSettings(companyId, { signal }),
  });
}

export function usePricingSettings(companyId: string) {
  return useQuery(pricingSettingsQueryOptions(companyId));
}
