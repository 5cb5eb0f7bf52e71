import { queryOptions, useQuery } from '@tanstack/react-query';
import { priceRuleListSchema, type PriceRuleView } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';
import { withMinPosition } from '../../../lib/minPosition.ts';
import { priceRuleKeys } from './priceRuleKeys.ts';

/** GET /api/company/{companyId}/price-rules: the rules from position 1 (wins) down, with channel names. */
export function getPriceRules(companyId: string, options: { minPosition?: string; signal?: AbortSignal } = {}): Promise<PriceRuleView[]> {
  const path = withMinPosition(`/company/${encodeURIComponent(companyId)}/price-rules`, options.minPosition);
  return apiRequest(path, priceRuleListSchema, options.signal ? { signal: options.signal } : {});
}

export function priceRulesQueryOptions(companyId: string) {
  return queryOptions({
    queryKey: priceRuleKeys.ofCompany(companyId),
    queryFn: ({ signal }) => getPriceRules(companyId, { signal }),
  });
}

export function usePriceRules(companyId: string) {
  return useQuery(priceRulesQueryOptions(companyId));
}
