import type { CommandResult, PriceEndingsBody } from '@pm/contracts';
import { sendSettingsCommand, useSettingsMutation } from './settingsMutation.ts';

/** PUT /api/company/{companyId}/pricing-settings/price-endings ('pricing.configure'). */
export function setPriceEndings(companyId: string, body: PriceEndingsBody): Promise<CommandResult> {
  return sendSettingsCommand(companyId, 'PUT', '/pricing-settings/price-endings', body);
}

export function useSetPriceEndings(companyId: string) {
  return useSettingsMutation(companyId, 'set-price-endings', (body: PriceEndingsBody) => setPriceEndings(companyId, body));
}
