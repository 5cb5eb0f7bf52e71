import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commandResultSchema, type CommandResult, type UpdatePriceRuleBody } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';
import type { ApiError } from '../../../lib/apiError.ts';
import { refetchPriceRules } from './refetchPriceRules.ts';

/** PUT /api/company/{companyId}/price-rules/{ruleId} ('pricing.configure'): every field, the position stays. */
export function updatePriceRule(companyId: string, ruleId: string, body: UpdatePriceRuleBody): Promise<CommandResult> {
  const path = `/company/${encodeURIComponent(companyId)}/price-rules/${encodeURIComponent(ruleId)}`;
  return apiRequest(path, commandResultSchema, { method: 'PUT', body });
}

export function useUpdatePriceRule(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation<CommandResult, ApiError, { ruleId: string; body: UpdatePriceRuleBody }>({
    mutationKey: ['price-rules', 'update'],
    mutationFn: ({ ruleId, body }) => updatePriceRule(companyId, ruleId, body),
    onSuccess: (result) => refetchPriceRules(queryClient, companyId, result.position),
  });
}
