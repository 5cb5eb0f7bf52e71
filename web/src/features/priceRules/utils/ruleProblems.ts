import type { PriceRuleCheck, PriceRuleContradiction, PriceRuleIssue } from '@pm/contracts';
import type { ApiError } from '../../../lib/apiError.ts';

/** What the editor shows: problems at their inputs, contradictions (and problems without an input) above the form. */
export interface RuleProblems {
  issues: PriceRuleIssue[];
  contradictions: PriceRuleContradiction[];
}

export const NO_PROBLEMS: RuleProblems = { issues: [], contradictions: [] };

export function problemsOfCheck(check: PriceRuleCheck): RuleProblems {
  if (check.ok) return NO_PROBLEMS;
  return check.code === 'VALIDATION_FAILED' ? { issues: check.issues, contradictions: [] } : { issues: [], contradictions: check.contradictions };
}

/** The API's 422 answers carry the same problems as the local check (details.issues / details.contradictions). */
export function problemsOfError(error: ApiError): RuleProblems | null {
  const details = error.body?.details;
  if (!details) return null;
  const issues = Array.isArray(details['issues']) && error.code === 'VALIDATION_FAILED' ? (details['issues'] as PriceRuleIssue[]).filter((i) => typeof i?.path === 'string' && typeof i.problem === 'string') : [];
  const contradictions = Array.isArray(details['contradictions']) ? (details['contradictions'] as PriceRuleContradiction[]).filter((c) => typeof c?.reason === 'string') : [];
  return issues.length + contradictions.length > 0 ? { issues, contradictions } : null;
}

/** The first issue at a path (an input shows one message). */
export function issueAt(problems: RuleProblems, path: string): PriceRuleIssue | undefined {
  return problems.issues.find((i) => i.path === path);
}

/** Paths the editor has inputs for; issues elsewhere are listed above the form. */
export function hasInput(path: string, conditionCount: number): boolean {
  if (['name', 'salesChannelId', 'position', 'target.percent', 'target.value'].includes(path)) return true;
  if (/^constraints\.(minPrice|maxPrice|minMarkup|maxMarkup|minProfitMargin|maxProfitMargin|maxChangePercent)$/.test(path)) return true;
  if (path === 'guardrails.maxChangePercent') return true;
  const condition = /^conditions\.(\d+)\.(field|operator|value)(\.\d+)?$/.exec(path);
  return condition !== null && Number(condition[1]) < conditionCount;
}
