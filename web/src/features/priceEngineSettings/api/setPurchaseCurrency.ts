import type { CommandResult, PurchaseCurrencyBody } from '@pm/contracts';
import { sendSettingsCommand, useSettingsMutation } from './settingsMutation.ts';

/** PUT /api/company/{companyId}/pricing-settings/purchase-currency ('pricing.configure'); null: each channel's currency. */
export function setPurchaseCurrency(companyId: string, body: PurchaseCurrencyBody): Promise<CommandResult> {
  return sendSettingsCommand(companyId, 'PUT', '/pricing-settings/purchase-currency', body);
}

export function useSetPurchaseCurrency(companyId: string) {
  return useSettingsMutation(companyId, 'set-purchase-currency', (body: PurchaseCurrencyBody) => setPurchaseCurrency(companyId, body));
}
