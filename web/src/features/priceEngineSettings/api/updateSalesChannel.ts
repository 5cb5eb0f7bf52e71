import type { CommandResult, SalesChannelBody } from '@pm/contracts';
import { sendSettingsCommand, useSettingsMutation } from './settingsMutation.ts';

/** PUT /api/company/{companyId}/sales-channels/{channelId} ('pricing.configure'). */
export function updateSalesChannel(companyId: string, channelId: string, body: SalesChannelBody): Promise<CommandResult> {
  return sendSettingsCommand(companyId, 'PUT', `/sales-channels/${encodeURIComponent(channelId)}`, body);
}

export function useUpdateSalesChannel(companyId: string, channelId: string) {
  return useSettingsMutation(companyId, 'update-sales-channel', (body: SalesChannelBody) => updateSalesChannel(companyId, channelId, body));
}
