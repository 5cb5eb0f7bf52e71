/**
 * Rule bodies are checked completely before anything is read or written, with the same pure
 * functions the web editor uses (contracts pricing/priceRuleValidation.ts): problems per field as
 * 422 VALIDATION_FAILED with `details.issues`, contradictions as 422 PRICE_RULE_CONTRADICTORY with
 * `details.contradictions`.
 */
import { checkPriceRule, type PriceRuleFields, type PriceRuleIssue } from '@pm/contracts';
import { AppError } from '@pm/platform';

function refuseIssues(issues: PriceRuleIssue[]): never {
  const more = issues.length > 1 ? ` (and ${issues.length - 1} more)` : '';
  throw new AppError('VALIDATION_FAILED', `The price rule is not valid: ${issues[0]?.message ?? 'invalid'}${more}.`, { issues });
}

export function parsePriceRuleFields(body: unknown): PriceRuleFields {
  const check = checkPriceRule(body);
  if (check.ok) return check.fields;
  if (check.code === 'VALIDATION_FAILED') refuseIssues(check.issues);
  const reasons = check.contradictions.map((c) => c.message).join('; ');
  throw new AppError('PRICE_RULE_CONTRADICTORY', `The price rule contradicts itself: ${reasons}.`, { contradictions: check.contradictions });
}

/** A create body: the rule's fields plus an optional position (1 = top). */
export function parseCreatePriceRule(body: unknown): { fields: PriceRuleFields; position: number | null } {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return { fields: parsePriceRuleFields(body), position: null };
  const { position, ...rest } = body as Record<string, unknown>;
  const positionOk = position === undefined || position === null || (typeof position === 'number' && Number.isInteger(position) && position >= 1 && position <= 100_000);
  if (!positionOk) {
    const check = checkPriceRule(rest);
    const issues = check.ok || check.code !== 'VALIDATION_FAILED' ? [] : check.issues;
    refuseIssues([{ path: 'position', problem: typeof position === 'number' ? 'TOO_SMALL' : 'WRONG_TYPE', message: 'position: a whole number from 1' }, ...issues]);
  }
  return { fields: parsePriceRuleFields(rest), position: typeof position === 'number' ? position : null };
}
