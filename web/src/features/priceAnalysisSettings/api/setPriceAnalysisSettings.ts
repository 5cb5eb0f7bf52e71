import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commandResultSchema } from '@pm/contracts';
import type { CommandResult, PriceAnalysisSettingsBody } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';
import type { ApiError } from '../../../lib/apiError.ts';
import { getPriceAnalysisSettings, priceAnalysisSettingsKeys } from '../../../lib/api/priceAnalysisSettingsQuery.ts';
import { refetchAfterWrite } from '../../../lib/api/refetchAfterWrite.ts';

/** PUT /api/company/{companyId}/price-analysis-settings ('pricing.configure'). */
export function setPriceAnalysisSettings(companyId: string, body: PriceAnalysisSettingsBody): Promise<CommandResult> {
  return apiRequest(`/company/${encodeURIComponent(companyId)}/price-analysis-settings`, commandResultSchema, { method: 'PUT', body });
}

/** Saves the settings and reloads them once they show the change; the analysis and dashboard follow through the live channel. */
export function useSetPriceAnalysisSettings(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation<CommandResult, ApiError, PriceAnalysisSettingsBody>({
    mutationKey: ['price-analysis-settings', 'set'],
    mutationFn: (body) => setPriceAnalysisSettings(companyId, body),
    onSuccess: (result) =>
      refetchAfterWrite(queryClient, priceAnalysisSettingsKeys.ofCompany(companyId), (minPosition) => getPriceAnalysisSettings(companyId, { minPosition }), result.position),
  });
}
