import type { RuleOutcome } from '@pm/contracts';

/** Query keys of rule-engine runs; the projection invalidates everything under ['pricing-runs'] as runs change. */
export const ruleEngineKeys = {
  all: ['pricing-runs'],
  list: (companyId: string, page: number, pageSize: number) => ['pricing-runs', companyId, 'list', { page, pageSize }],
  outcomes: (companyId: string, runId: string, params: OutcomeListParams) => ['pricing-runs', companyId, 'outcomes', runId, params],
} as const;

export interface OutcomeListParams {
  outcome: RuleOutcome | null;
  page: number;
  pageSize: number;
}
