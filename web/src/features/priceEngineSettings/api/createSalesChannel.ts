import type { CommandResult, SalesChannelFields } from '@pm/contracts';
import { sendSettingsCommand, useSettingsMutation } from './settingsMutation.ts';

/** POST /api/company/{companyId}/sales-channels ('pricing.configure'): names are unique per company. */
export function createSalesChannel(companyId: string, fields: SalesChannelFields): Promise<CommandResult> {
  return sendSettingsCommand(companyId, 'POST', '/sales-channels', fields);
}

export function useCreateSalesChannel(companyId: string) {
  return useSettingsMutation(companyId, 'create-sales-channel', (fields: SalesChannelFields) => createSalesChannel(companyId, fields));
}
