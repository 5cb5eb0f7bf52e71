import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commandResultSchema } from '@pm/contracts';
import type { CommandResult } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';
import type { HttpMethod } from '../../../lib/apiClient.ts';
import type { ApiError } from '../../../lib/apiError.ts';
import { refetchPricingSettings } from './refetchPricingSettings.ts';

/** Sends one price-engine settings command under /api/company/{companyId}. */
export function sendSettingsCommand(companyId: string, method: HttpMethod, path: string, body?: unknown): Promise<CommandResult> {
  return apiRequest(`/company/${encodeURIComponent(companyId)}${path}`, commandResultSchema, body === undefined ? { method } : { method, body });
}

/** A settings mutation that reloads the settings document once it shows the change. */
export function useSettingsMutation<Variables>(companyId: string, name: string, send: (variables: Variables) => Promise<CommandResult>) {
  const queryClient = useQueryClient();
  return useMutation<CommandResult, ApiError, Variables>({
    mutationKey: ['pricing-settings', name],
    mutationFn: send,
    onSuccess: (result) => refetchPricingSettings(queryClient, companyId, result.position),
  });
}
