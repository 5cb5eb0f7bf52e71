import type { CommandResult, ShippingRateBody } from '@pm/contracts';
import { sendSettingsCommand, useSettingsMutation } from './settingsMutation.ts';

/** PUT /api/company/{companyId}/shipping-rates/{rateId} ('pricing.configure'). */
export function updateShippingRate(companyId: string, rateId: string, body: ShippingRateBody): Promise<CommandResult> {
  return sendSettingsCommand(companyId, 'PUT', `/shipping-rates/${encodeURIComponent(rateId)}`, body);
}

export function useUpdateShippingRate(companyId: string, rateId: string) {
  return useSettingsMutation(companyId, 'update-shipping-rate', (body: ShippingRateBody) => updateShippingRate(companyId, rateId, body));
}
