import type { CommandResult } from '@pm/contracts';
import { sendSettingsCommand, useSettingsMutation } from './settingsMutation.ts';

/** DELETE /api/company/{companyId}/sales-channels/{channelId} ('pricing.configure'): SALES_CHANNEL_IN_USE while a price rule uses it. */
export function deleteSalesChannel(companyId: string, channelId: string, expectedRevision: string): Promise<CommandResult> {
  return sendSettingsCommand(companyId, 'DELETE', `/sales-channels/${encodeURIComponent(channelId)}?expectedRevision=${encodeURIComponent(expectedRevision)}`);
}

export function useDeleteSalesChannel(companyId: string) {
  return useSettingsMutation(companyId, 'delete-sales-channel', ({ channelId, expectedRevision }: { channelId: string; expectedRevision: string }) =>
    deleteSalesChannel(companyId, channelId, expectedRevision),
  );
}
