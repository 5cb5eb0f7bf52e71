import type { CommandResult, MetricSettingsBody } from '@pm/contracts';
import { sendSettingsCommand, useSettingsMutation } from './settingsMutation.ts';

/** PUT /api/company/{companyId}/pricing-settings/metrics ('pricing.admin': company admins only). */
export function setMetricSettings(companyId: string, body: MetricSettingsBody): Promise<CommandResult> {
  return sendSettingsCommand(companyId, 'PUT', '/pricing-settings/metrics', body);
}

export function useSetMetricSettings(companyId: string) {
  return useSettingsMutation(companyId, 'set-metrics', (body: MetricSettingsBody) => setMetricSettings(companyId, body));
}
