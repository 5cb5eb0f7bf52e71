import { DEFAULT_METRIC_SETTINGS } from '@pm/contracts';
import type { MetricSettings } from '@pm/contracts';
import { usePricingSettings } from '../../../lib/api/pricingSettingsQuery.ts';

/** The company's traffic-light settings (price-engine settings); the defaults every company starts with until they are read. */
export function useMetricSettings(companyId: string): MetricSettings {
  return usePricingSettings(companyId).data?.metrics ?? DEFAULT_METRIC_SETTINGS;
}
