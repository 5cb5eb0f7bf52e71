import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commandResultSchema, type CommandResult } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';
import type { ApiError } from '../../../lib/apiError.ts';
import { refetchPriceRules } from './refetchPriceRules.ts';

/** DELETE /api/company/{companyId}/price-rules/{ruleId} ('pricing.configure'): the rules below move up. */
export function deletePriceRule(companyId: string, ruleId: string): Promise<CommandResult> {
  const path = `/company/${encodeURIComponent(companyId)}/price-rules/${encodeURIComponent(ruleId)}`;
  return apiRequest(path, commandResultSchema, { method: 'DELETE' });
}

export function useDeletePriceRule(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation<CommandResult, ApiError, string>({
    mutationKey: ['price-rules', 'delete'],
    mutationFn: (ruleId) => deletePriceRule(companyId, ruleId),
    onSuccess: (result) => refetchPriceRules(queryClient, companyId, result.position),
  });
}
