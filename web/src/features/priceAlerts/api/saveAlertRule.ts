import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commandResultSchema, type AlertRuleFields, type CommandResult } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';
import type { ApiError } from '../../../lib/apiError.ts';
import { refetchAfterWrite } from '../../../lib/api/refetchAfterWrite.ts';
import { alertRuleKeys } from './alertRuleKeys.ts';
import { getAlertRules } from './alertRulesQuery.ts';

const rulesPath = (companyId: string) => `/company/${encodeURIComponent(companyId)}/price-alert-rules`;

/** What a save does: create (no id), change (id and fields) or delete (id only). */
export type AlertRuleWrite = { fields: AlertRuleFields } | { ruleId: string; fields: AlertRuleFields } | { ruleId: string; delete: true };

export function writeAlertRule(companyId: string, write: AlertRuleWrite): Promise<CommandResult> {
  if (!('ruleId' in write)) return apiRequest(rulesPath(companyId), commandResultSchema, { method: 'POST', body: write.fields });
  const path = `${rulesPath(companyId)}/${encodeURIComponent(write.ruleId)}`;
  return 'delete' in write ? apiRequest(path, commandResultSchema, { method: 'DELETE' }) : apiRequest(path, commandResultSchema, { method: 'PUT', body: write.fields });
}

export function useWriteAlertRule(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation<CommandResult, ApiError, AlertRuleWrite>({
    mutationKey: ['price-alert-rules', 'write'],
    mutationFn: (write) => writeAlertRule(companyId, write),
    onSuccess: (result) => refetchAfterWrite(queryClient, alertRuleKeys.ofCompany(companyId), (minPosition) => getAlertRules(companyId, { minPosition }), result.position),
  });
}
