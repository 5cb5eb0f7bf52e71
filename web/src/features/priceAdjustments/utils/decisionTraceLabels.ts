/** The words of the decision trace for the names and codes the engine records (contracts pricing/decisionTrace.ts, outcomeReasons.ts); codes without words are never shown raw. */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { AuditEntry, DecisionTrace, RuleOutcome, TraceStep } from '@pm/contracts';
import { STEP_NAME_LABELS } from './adjustmentLabels.ts';
import { actorWho } from './decisionTraceFormat.ts';

/** Price endings are recorded by the way they round. */
const PRICE_ENDING_LABELS: Record<string, MessageDescriptor> = {
  NEAREST: msg`To the nearest allowed ending`,
  DOWN: msg`Down to an allowed ending`,
  UP: msg`Up to an allowed ending`,
};

/** Names the engine records besides those of adjustmentLabels.ts. */
const MORE_STEP_NAMES: Record<string, MessageDescriptor> = {
  BELOW_COST: msg`Not below the purchase price plus costs`,
  ABOVE_MSRP: msg`Not above the MSRP`,
  MIN_TOTAL_COST_MARKUP: msg`Minimum total cost markup`,
  MAX_TOTAL_COST_MARKUP: msg`Maximum total cost markup`,
};

/** The label of a step's name, or null when the engine recorded a name without one. */
export function stepNameLabel(step: Pick<TraceStep, 'kind' | 'name'>): MessageDescriptor | null {
  if (step.kind === 'PRICE_ENDING') return PRICE_ENDING_LABELS[step.name] ?? null;
  return STEP_NAME_LABELS[step.name] ?? MORE_STEP_NAMES[step.name] ?? null;
}

export const GUARDRAIL_LABELS: Record<NonNullable<DecisionTrace['guardrail']>['name'], MessageDescriptor> = {
  MAX_CHANGE: msg`Maximum change per run`,
  BELOW_COST: msg`Not below the purchase price plus costs`,
  ABOVE_MSRP: msg`Not above the MSRP`,
};

export const CONVERSION_FIELD_LABELS: Record<NonNullable<DecisionTrace['conversions']>[number]['field'], MessageDescriptor> = {
  PURCHASE_PRICE: msg`Purchase price`,
  PRODUCT_MIN_PRICE: msg`Product minimum price`,
  PRODUCT_MAX_PRICE: msg`Product maximum price`,
};

/** Spec §4 rule outcomes (the same words as the rule engine's results). */
export const TRACE_OUTCOME_LABELS: Record<RuleOutcome, MessageDescriptor> = {
  EXECUTED: msg`Executed`,
  OVERWRITTEN: msg`Overwritten by another rule`,
  ERROR: msg`Error`,
  TARGET_FULFILLED: msg`Target already fulfilled`,
  CONSTRAINTS_NOT_MET: msg`Constraints not met`,
};

/** Why a rule produced no price (contracts OUTCOME_REASONS; the same words as the rule engine's results). */
const REASON_LABELS: Record<string, MessageDescriptor> = {
  MISSING_PURCHASE_PRICE: msg`The product has no purchase price.`,
  MISSING_CURRENT_PRICE: msg`The product has no current price in the channel's country.`,
  NO_COMPETITOR_PRICE: msg`No usable competitor price (none, out of stock, flagged, too old, other currency or excluded store).`,
  NO_SHIPPING_RATE: msg`No shipping rate found for this country and shipping parameters.`,
  UNKNOWN_FILTER_FIELD: msg`A filter condition uses an unknown field.`,
  FILTER_OPERATOR_NOT_ALLOWED: msg`A filter condition uses an operator or value its field does not allow.`,
  TARGET_UNREACHABLE: msg`The target cannot be reached at any price.`,
  PRICE_NOT_POSITIVE: msg`The target would lead to a price of zero or below.`,
  CONSTRAINTS_CONFLICT: msg`The price limits contradict each other for this product.`,
  MAX_CHANGE_CONFLICT: msg`The maximum change per run cannot reach the allowed price range.`,
  NO_PRICE_ENDING_IN_RANGE: msg`No price with an allowed price ending lies within the limits.`,
  PRICE_UNCHANGED: msg`The price the rule arrives at is the current price.`,
  EXCHANGE_RATE_MISSING: msg`No exchange rate into the channel's currency for the purchase price or a price limit.`,
  GUARDRAIL_MAX_CHANGE: msg`Held by a guardrail: the price would change by more than the maximum change per run.`,
  GUARDRAIL_BELOW_COST: msg`Held by a guardrail: the price would be below the purchase price plus costs.`,
  GUARDRAIL_ABOVE_MSRP: msg`Held by a guardrail: the price would be above the MSRP.`,
  GUARDRAIL_COSTS_UNKNOWN: msg`Held by a guardrail: the costs are unknown (purchase price or shipping cost), so the cost floor cannot be checked.`,
};

/** The words for an outcome reason code; an unknown code reads as "no reason recorded" rather than raw. */
export function outcomeReasonLabel(reason: string | null | undefined): MessageDescriptor {
  return (reason && REASON_LABELS[reason]) || msg`No reason recorded.`;
}

/** Services that act in the audit trail (projection-service adjustments/userNames.ts names them). */
const SERVICE_ACTOR_LABELS: Record<string, MessageDescriptor> = {
  pricing: msg`by the pricing service`,
  scheduler: msg`by the scheduler`,
  scraper: msg`by the scraper`,
  feed: msg`by the output feed`,
  seed: msg`by the demo setup`,
  'product-import': msg`by the product import`,
  system: msg`by the system`,
};

/** Who acted, in words: a person's name, a named service, or a deleted user. */
export function actorLabel(actor: AuditEntry['actor']): MessageDescriptor {
  const who = actorWho(actor);
  if (who.kind === 'deleted') return msg`by a deleted user`;
  const name = who.name;
  if (who.kind === 'person') return msg`by ${name}`;
  return SERVICE_ACTOR_LABELS[name] ?? msg`by the ${name} service`;
}
