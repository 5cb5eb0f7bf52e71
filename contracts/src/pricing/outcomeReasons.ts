/**
 * Why a rule-engine result is ERROR, CONSTRAINTS_NOT_MET or TARGET_FULFILLED (the `reason` of a
 * result and of the PricingRunCompleted outcomes). The web translates each code; the decision
 * trace holds the figures behind it. docs/pricing.md explains when each one happens.
 */
import { z } from 'zod';

export const OUTCOME_REASONS = [
  // ERROR: a fact the rule needs is missing or unusable
  /** The target, a markup or margin limit needs the net purchase price and the product has none. */
  'MISSING_PURCHASE_PRICE',
  /** The maximum change per run needs the current price and the product has none in the channel's country. */
  'MISSING_CURRENT_PRICE',
  /** Position against the cheapest competitor: no usable offer (none, or only out of stock, flagged, stale, other currency, excluded store, no price). */
  'NO_COMPETITOR_PRICE',
  /** No shipping rate fits the product in the channel's country and it has no precalculated shipping cost. */
  'NO_SHIPPING_RATE',
  /** A filter condition names a field the engine does not know. */
  'UNKNOWN_FILTER_FIELD',
  /** A filter condition uses an operator or value the field's type does not allow. */
  'FILTER_OPERATOR_NOT_ALLOWED',
  /** The target cannot be reached at any price: commission and margin (or markup) together reach 100 % of the price. */
  'TARGET_UNREACHABLE',
  /** The target asks for a gross price of zero or below (e.g. cheaper than a competitor by more than its price). */
  'PRICE_NOT_POSITIVE',
  /** The purchase price or a product price limit is in another currency than the channel's and the company has no exchange rate for it. */
  'EXCHANGE_RATE_MISSING',
  // CONSTRAINTS_NOT_MET: no price satisfies every limit
  /** The limits contradict each other for this product (a lower limit above an upper one). */
  'CONSTRAINTS_CONFLICT',
  /** The maximum change per run cannot reach the range the other limits allow. */
  'MAX_CHANGE_CONFLICT',
  /** No price with one of the configured price endings lies inside the allowed range. */
  'NO_PRICE_ENDING_IN_RANGE',
  // CONSTRAINTS_NOT_MET by a guardrail (issue 12): the rule's price is in the trace, not proposed
  /** The price would change by more than the guardrail's maximum change per run. */
  'GUARDRAIL_MAX_CHANGE',
  /** The price would be below the purchase price plus costs (a negative profit margin). */
  'GUARDRAIL_BELOW_COST',
  /** The price would be above the product's MSRP. */
  'GUARDRAIL_ABOVE_MSRP',
  /** The cost guardrail cannot be checked: the purchase price or the own shipping cost is unknown. */
  'GUARDRAIL_COSTS_UNKNOWN',
  // TARGET_FULFILLED
  /** The price the rule arrives at equals the current price to the cent. */
  'PRICE_UNCHANGED',
] as const;
export const outcomeReasonSchema = z.enum(OUTCOME_REASONS);
export type OutcomeReason = z.infer<typeof outcomeReasonSchema>;
