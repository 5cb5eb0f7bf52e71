import { queryOptions, useQuery } from '@tanstack/react-query';
import { pricingSettingsViewSchema } from '@pm/contracts';
import type { PricingSettingsView } from '@pm/contracts';
import { apiRequest } from '../apiClient.ts';
import { withMinPosition } from '../minPosition.ts';
import { pricingSettingsKeys } from './pricingSettingsKeys.ts';

/** GET /api/company/{companyId}/pricing-settings: channels, shipping rates and engine settings in one document. */
export function getPricingSettings(companyId: string, options: { minPosition?: string; signal?: AbortSignal } = {}): Promise<PricingSettingsView> {
  const path = withMinPosition(`/company/${encodeURIComponent(companyId)}/pricing-settings`, options.minPosition);
  return apiRequest(path, pricingSettingsViewSchema, options.signal ? { signal: options.signal } : {});
}

export function pricingSettingsQueryOptions(companyId: string) {
  return queryOptions({
    queryKey: pricingSettingsKeys.ofCompany(companyId),
    queryFn: ({ signal }) => getPricingSettings(companyId, { signal }),
  });
}

export function usePricingSettings(companyId: string) {
  return useQuery(pricingSettingsQueryOptions(companyId));
}
