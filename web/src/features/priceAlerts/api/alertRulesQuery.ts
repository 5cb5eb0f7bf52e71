import { queryOptions, useQuery } from '@tanstack/react-query';
import { alertRuleListSchema, type AlertRuleList } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';
import { withMinPosition } from '../../../lib/minPosition.ts';
import { alertRuleKeys } from './alertRuleKeys.ts';

/** GET /api/company/{companyId}/price-alert-rules: the user's own rules, and whether the server can send e-mail. */
export function getAlertRules(companyId: string, options: { minPosition?: string; signal?: AbortSignal } = {}): Promise<AlertRuleList> {
  const path = withMinPosition(`/company/${encodeURIComponent(companyId)}/price-alert-rules`, options.minPosition);
  return apiRequest(path, alertRuleListSchema, options.signal ? { signal: options.signal } : {});
}

export function useAlertRules(companyId: string) {
  return useQuery(queryOptions({ queryKey: alertRuleKeys.ofCompany(companyId), queryFn: ({ signal }) => getAlertRules(companyId, { signal }) }));
}
