import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commandResultSchema, type CommandResult, type CreatePriceRuleBody } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';
import type { ApiError } from '../../../lib/apiError.ts';
import { refetchPriceRules } from './refetchPriceRules.ts';

/** POST /api/company/{companyId}/price-rules ('pricing.configure'): without a position the rule goes to the end. */
export function createPriceRule(companyId: string, body: CreatePriceRuleBody): Promise<CommandResult> {
  return apiRequest(`/company/${encodeURIComponent(companyId)}/price-rules`, commandResultSchema, { method: 'POST', body });
}

export function useCreatePriceRule(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation<CommandResult, ApiError, CreatePriceRuleBody>({
    mutationKey: ['price-rules', 'create'],
    mutationFn: (body) => createPriceRule(companyId, body),
    onSuccess: (result) => refetchPriceRules(queryClient, companyId, result.position),
  });
}
