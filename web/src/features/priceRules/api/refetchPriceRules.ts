import type { QueryClient } from '@tanstack/react-query';
import { refetchAfterWrite } from '../../../lib/api/refetchAfterWrite.ts';
import { getPriceRules } from './priceRulesQuery.ts';
import { priceRuleKeys } from './priceRuleKeys.ts';

/** After a rule was created, changed, moved or deleted: reloads the list once it reflects the write. */
export function refetchPriceRules(queryClient: QueryClient, companyId: string, position: string): Promise<void> {
  return refetchAfterWrite(queryClient, priceRuleKeys.ofCompany(companyId), (minPosition) => getPriceRules(companyId, { minPosition }), position);
}
