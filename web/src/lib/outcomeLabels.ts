/**
 * The words for the rule engine's outcomes and reason codes (spec §4; contracts
 * pricing/outcomeReasons.ts), shared by the run results and the decision trace so that both say
 * the same thing.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { OutcomeReason, RuleOutcome } from '@pm/contracts';

/** Spec §4 rule outcomes. */
export const OUTCOME_LABELS: Record<RuleOutcome, MessageDescriptor> = {
  EXECUTED: msg`Executed`,
  OVERWRITTEN: msg`Overwritten by another rule`,
  ERROR: msg`Error`,
  TARGET_FULFILLED: msg`Target already fulfilled`,
  CONSTRAINTS_NOT_MET: msg`Constraints not met`,
};

/**
 * Why a result is an error, missed its constraints or needed no change (reason codes of
 * contracts/src/pricing/outcomeReasons.ts). Unknown codes are shown as they are.
 */
const REASON_LABELS: Record<OutcomeReason | 'INVALID_PROPOSAL', MessageDescriptor> = {
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
  INVALID_PROPOSAL: msg`The engine arrived at a price that cannot be proposed.`,
};
export const OUTCOME_REASON_LABELS: Readonly<Record<string, MessageDescriptor | undefined>> = REASON_LABELS;

/** The words for an outcome reason code; an unknown code reads as "no reason recorded" rather than raw. */
export function outcomeReasonLabel(reason: string | null | undefined): MessageDescriptor {
  return (reason && OUTCOME_REASON_LABELS[reason]) || msg`No reason recorded.`;
}
