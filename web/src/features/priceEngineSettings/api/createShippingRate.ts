import type { CommandResult, ShippingRateFields } from '@pm/contracts';
import { sendSettingsCommand, useSettingsMutation } from './settingsMutation.ts';

/** POST /api/company/{companyId}/shipping-rates ('pricing.configure'). */
export function createShippingRate(companyId: string, fields: ShippingRateFields): Promise<CommandResult> {
  return sendSettingsCommand(companyId, 'POST', '/shipping-rates', fields);
}

export function useCreateShippingRate(companyId: string) {
  return useSettingsMutation(companyId, 'create-shipping-rate', (fields: ShippingRateFields) => createShippingRate(companyId, fields));
}
