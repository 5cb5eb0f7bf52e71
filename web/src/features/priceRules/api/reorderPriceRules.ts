import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commandResultSchema, type CommandResult } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';
import type { ApiError } from '../../../lib/apiError.ts';
import { refetchPriceRules } from './refetchPriceRules.ts';

/**
 * PUT /api/company/{companyId}/price-rules/order ('pricing.configure'): every rule id in the new
 * order. When someone else added or deleted a rule meanwhile: 409 PRICE_RULE_ORDER_MISMATCH.
 */
export function reorderPriceRules(companyId: string, ruleIds: string[]): Promise<CommandResult> {
  return apiRequest(`/company/${encodeURIComponent(companyId)}/price-rules/order`, commandResultSchema, { method: 'PUT', body: { ruleIds } });
}

export function useReorderPriceRules(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation<CommandResult, ApiError, string[]>({
    mutationKey: ['price-rules', 'reorder'],
    mutationFn: (ruleIds) => reorderPriceRules(companyId, ruleIds),
    onSuccess: (result) => refetchPriceRules(queryClient, companyId, result.position),
    // A mismatch means the list is stale: reload it so the next move works on the current rules.
    onError: () => void queryClient.invalidateQueries({ queryKey: ['price-rules', companyId] }),
  });
}
