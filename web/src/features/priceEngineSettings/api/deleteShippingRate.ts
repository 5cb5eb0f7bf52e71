import type { CommandResult } from '@pm/contracts';
import { sendSettingsCommand, useSettingsMutation } from './settingsMutation.ts';

/** DELETE /api/company/{companyId}/shipping-rates/{rateId} ('pricing.configure'). */
export function deleteShippingRate(companyId: string, rateId: string, expectedRevision: string): Promise<CommandResult> {
  return sendSettingsCommand(companyId, 'DELETE', `/shipping-rates/${encodeURIComponent(rateId)}?expectedRevision=${encodeURIComponent(expectedRevision)}`);
}

export function useDeleteShippingRate(companyId: string) {
  return useSettingsMutation(companyId, 'delete-shipping-rate', ({ rateId, expectedRevision }: { rateId: string; expectedRevision: string }) =>
    deleteShippingRate(companyId, rateId, expectedRevision),
  );
}
