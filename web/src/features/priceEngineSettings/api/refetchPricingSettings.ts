import type { QueryClient } from '@tanstack/react-query';
import { refetchAfterWrite } from '../../settings/api/refetchAfterWrite.ts';
import { getPricingSettings } from './pricingSettingsQuery.ts';
import { pricingSettingsKeys } from './pricingSettingsKeys.ts';

/** After a settings command: reloads the settings once they reflect the write. */
export function refetchPricingSettings(queryClient: QueryClient, companyId: string, position: string): Promise<void> {
  return refetchAfterWrite(queryClient, pricingSettingsKeys.ofCompany(companyId), (minPosition) => getPricingSettings(companyId, { minPosition }), position);
}
