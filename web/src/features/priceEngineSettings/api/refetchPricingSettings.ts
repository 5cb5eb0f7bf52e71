import type { QueryClient } from '@tanstack/react-query';
import { refetchAfterWrite } from '../../../lib/api/refetchAfterWrite.ts';
import { getPricingSettings } from '../../../lib/api/pricingSettingsQuery.ts';
import { pricingSettingsKeys } from '../../../lib/api/pricingSettingsKeys.ts';

/** After a settings command: reloads the settings once they reflect the write. */
export function refetchPricingSettings(queryClient: QueryClient, companyId: string, position: string): Promise<void> {
  return refetchAfterWrite(queryClient, pricingSettingsKeys.ofCompany(companyId), (minPosition) => getPricingSettings(companyId, { minPosition }), position);
}
