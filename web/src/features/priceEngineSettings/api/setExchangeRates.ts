import type { CommandResult, ExchangeRatesBody } from '@pm/contracts';
import { sendSettingsCommand, useSettingsMutation } from './settingsMutation.ts';

/** PUT /api/company/{companyId}/pricing-settings/exchange-rates ('pricing.configure'): the whole list. */
export function setExchangeRates(companyId: string, body: ExchangeRatesBody): Promise<CommandResult> {
  return sendSettingsCommand(companyId, 'PUT', '/pricing-settings/exchange-rates', body);
}

export function useSetExchangeRates(companyId: string) {
  return useSettingsMutation(companyId, 'set-exchange-rates', (body: ExchangeRatesBody) => setExchangeRates(companyId, body));
}
