import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_METRIC_SETTINGS, pricingSettingsViewSchema } from '@pm/contracts';
import type { MetricSettings, PricingSettingsView } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';

/** GET /api/company/{companyId}/pricing-settings (query key ['pricing-settings']): the company's engine settings. */
export function getPricingSettings(companyId: string, signal?: AbortSignal): Promise<PricingSettingsView> {
  return apiRequest(`/company/${encodeURIComponent(companyId)}/pricing-settings`, pricingSettingsViewSchema, signal ? { signal } : {});
}

export function pricingSettingsQueryOptions(companyId: string) {
  return queryOptions({ queryKey: ['pricing-settings', companyId], queryFn: ({ signal }) => getPricingSettings(companyId, signal) });
}

/** The traffic-light settings; the defaults every company starts with until its settings are read. */
export function useMetricSettings(companyId: string): MetricSettings {
  const settings = useQuery(pricingSettingsQueryOptions(companyId));
  return settings.data?.metrics ?? DEFAULT_METRIC_SETTINGS;
}
