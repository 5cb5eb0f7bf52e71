import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commandResultSchema, type CommandResult } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';
import type { ApiError } from '../../../lib/apiError.ts';
import { ruleEngineKeys } from './ruleEngineKeys.ts';

/** POST /api/company/{companyId}/pricing-runs ('pricing.configure'): start the rule engine; it runs in the background. */
export function startPricingRun(companyId: string): Promise<CommandResult> {
  return apiRequest(`/company/${encodeURIComponent(companyId)}/pricing-runs`, commandResultSchema, { method: 'POST', body: {} });
}

export function useStartPricingRun(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation<CommandResult, ApiError, void>({
    mutationKey: ['pricing-runs', 'start'],
    mutationFn: () => startPricingRun(companyId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ruleEngineKeys.all }),
  });
}
