/**
 * Constraints (docs/pricing.md "Constraints"): every limit of the rule and of the product becomes
 * a lower or upper bound on the gross price, in this fixed order:
 *   rule MIN_PRICE, MAX_PRICE, MIN_MARKUP, MAX_MARKUP, MIN_PROFIT_MARGIN, MAX_PROFIT_MARGIN,
 *   MSRP_CAP, product PRODUCT_MIN_PRICE, PRODUCT_MAX_PRICE, PRODUCT_MIN_MARKUP,
 *   PRODUCT_MAX_MARKUP, the channel's CHANNEL_MIN_TOTAL_COST_MARKUP, CHANNEL_MAX_TOTAL_COST_MARKUP,
 *   and last MAX_CHANGE (per run, around the current price).
 * Markups are purchase price markups. Bounds are solved with exact fractions (targets.ts); lower bounds are rounded up to the cent, upper bounds down,
 * so the bound itself satisfies its limit; every price is at least 0.01.
 * The price is clamped by each bound in turn (one trace step each). When the hard limits leave no
 * price (highest lower bound above lowest upper bound) the result is CONSTRAINTS_CONFLICT; when
 * the maximum change cannot reach the range they leave, MAX_CHANGE_CONFLICT. When the range is not
 * empty, clamping in turn ends inside it (a clamp only moves the price towards the range).
 */
import type { OutcomeReason, PriceConstraints, PricingChannel, PricingProduct, TraceStep } from '@pm/contracts';
import type { CostBasis } from './metrics.ts';
import { ceilCents, exact, floorCents, type Exact } from './money.ts';
import { exactCosts, grossForProfitMargin, grossForPurchaseMarkup, grossForTotalCostMarkup, share } from './targets.ts';

export interface Bound {
  name: string;
  side: 'LOWER' | 'UPPER';
  /** Gross price bound, in cents precision (±Infinity: no price / every price). */
  price: number;
  /** The configured limit in its own unit (price or percent). */
  limit: number;
}

export interface ConstraintFacts extends CostBasis {
  currentPrice: number | null;
  msrp: number | null;
}

/** Every price must be positive: the lowest price ever proposed. */
export const MIN_POSITIVE_PRICE = 0.01;
const POSITIVE: Bound = { name: 'POSITIVE_PRICE', side: 'LOWER', price: MIN_POSITIVE_PRICE, limit: MIN_POSITIVE_PRICE };

type ProductLimits = Pick<PricingProduct, 'minPrice' | 'maxPrice' | 'minMarkup' | 'maxMarkup'>;
export type BoundsResult = { ok: true; hard: Bound[]; maxChange: Bound[] } | { ok: false; reason: OutcomeReason };

/** `price` null: no price reaches the limit (a lower bound no price meets, an upper bound that bounds nothing). */
const lower = (name: string, price: number | Exact | null, limit: number): Bound => ({ name, side: 'LOWER', price: price === null ? Infinity : ceilCents(price), limit });
const upper = (name: string, price: number | Exact | null, limit: number): Bound => ({ name, side: 'UPPER', price: price === null ? Infinity : floorCents(price), limit });

/** The bounds in their fixed order; ERROR reasons when a limit needs a figure the product lacks. */
/** Limits of the sales channel (per-channel settings): total-cost markup in percent. */
export type ChannelLimits = Pick<PricingChannel, 'minTotalCostMarkup' | 'maxTotalCostMarkup'>;
const NO_CHANNEL_LIMITS: ChannelLimits = {};

export function collectBounds(rule: PriceConstraints, product: ProductLimits, facts: ConstraintFacts, channel: ChannelLimits = NO_CHANNEL_LIMITS): BoundsResult {
  const hard: Bound[] = [];
  if (rule.minPrice != null) hard.push(lower('MIN_PRICE', rule.minPrice, rule.minPrice));
  if (rule.maxPrice != null) hard.push(upper('MAX_PRICE', rule.maxPrice, rule.maxPrice));
  const needsPurchase = rule.minMarkup != null || rule.maxMarkup != null || rule.minProfitMargin != null || rule.maxProfitMargin != null || product.minMarkup != null || product.maxMarkup != null;
  if (needsPurchase && facts.purchasePrice == null) return { ok: false, reason: 'MISSING_PURCHASE_PRICE' };
  if (rule.minMarkup != null) hard.push(lower('MIN_MARKUP', grossForPurchaseMarkup(rule.minMarkup, facts)!, rule.minMarkup));
  if (rule.maxMarkup != null) hard.push(upper('MAX_MARKUP', grossForPurchaseMarkup(rule.maxMarkup, facts)!, rule.maxMarkup));
  if (rule.minProfitMargin != null || rule.maxProfitMargin != null) {
    if (facts.shippingCost == null) return { ok: false, reason: 'NO_SHIPPING_RATE' };
    const costs = exactCosts(facts);
    // The margin rises with the price; a margin no price reaches is an impossible lower bound and no upper bound.
    if (rule.minProfitMargin != null) hard.push(lower('MIN_PROFIT_MARGIN', grossForProfitMargin(rule.minProfitMargin, facts, costs), rule.minProfitMargin));
    if (rule.maxProfitMargin != null) hard.push(upper('MAX_PROFIT_MARGIN', grossForProfitMargin(rule.maxProfitMargin, facts, costs), rule.maxProfitMargin));
  }
  if (rule.msrpCap && facts.msrp != null) hard.push(upper('MSRP_CAP', facts.msrp, facts.msrp));
  if (product.minPrice != null) hard.push(lower('PRODUCT_MIN_PRICE', product.minPrice, product.minPrice));
  if (product.maxPrice != null) hard.push(upper('PRODUCT_MAX_PRICE', product.maxPrice, product.maxPrice));
  if (product.minMarkup != null) hard.push(lower('PRODUCT_MIN_MARKUP', grossForPurchaseMarkup(product.minMarkup, facts)!, product.minMarkup));
  if (product.maxMarkup != null) hard.push(upper('PRODUCT_MAX_MARKUP', grossForPurchaseMarkup(product.maxMarkup, facts)!, product.maxMarkup));
  if (channel.minTotalCostMarkup != null || channel.maxTotalCostMarkup != null) {
    if (facts.purchasePrice == null) return { ok: false, reason: 'MISSING_PURCHASE_PRICE' };
    if (facts.shippingCost == null) return { ok: false, reason: 'NO_SHIPPING_RATE' };
    const costs = exactCosts(facts);
    if (channel.minTotalCostMarkup != null) hard.push(lower('CHANNEL_MIN_TOTAL_COST_MARKUP', grossForTotalCostMarkup(channel.minTotalCostMarkup, facts, costs), channel.minTotalCostMarkup));
    if (channel.maxTotalCostMarkup != null) hard.push(upper('CHANNEL_MAX_TOTAL_COST_MARKUP', grossForTotalCostMarkup(channel.maxTotalCostMarkup, facts, costs), channel.maxTotalCostMarkup));
  }
  const maxChange: Bound[] = [];
  if (rule.maxChangePercent != null) {
    if (facts.currentPrice == null) return { ok: false, reason: 'MISSING_CURRENT_PRICE' };
    const current = exact(facts.currentPrice);
    const change = current.times(share(rule.maxChangePercent));
    maxChange.push(lower('MAX_CHANGE', current.minus(change), rule.maxChangePercent), upper('MAX_CHANGE', current.plus(change), rule.maxChangePercent));
  }
  return { ok: true, hard, maxChange };
}

export interface Interval {
  lower: Bound;
  upper: Bound | null;
}

/** The tightest lower and upper bound (the first one in order on ties). */
export function intervalOf(bounds: readonly Bound[], start: Interval = { lower: POSITIVE, upper: null }): Interval {
  let { lower: lo, upper: hi } = start;
  for (const bound of bounds) {
    if (bound.side === 'LOWER' && bound.price > lo.price) lo = bound;
    if (bound.side === 'UPPER' && (hi === null || bound.price < hi.price)) hi = bound;
  }
  return { lower: lo, upper: hi };
}

/** Stands for "no upper limit" when a lower bound no price reaches (Infinity) empties the range alone. */
const NO_UPPER_LIMIT: Bound = { name: 'NO_UPPER_LIMIT', side: 'UPPER', price: Infinity, limit: Infinity };

const isEmpty = ({ lower, upper }: Interval): boolean => lower.price === Infinity || (upper !== null && lower.price > upper.price);

export type ConstrainedPrice =
  | { ok: true; price: number; steps: TraceStep[]; min: number; max: number }
  | { ok: false; reason: 'CONSTRAINTS_CONFLICT' | 'MAX_CHANGE_CONFLICT'; steps: TraceStep[]; conflict: { lower: Bound; upper: Bound } };

/** Clamps the target price by each bound in order; detects an empty range first. */
export function applyConstraints(targetPrice: number, bounds: { hard: Bound[]; maxChange: Bound[] }): ConstrainedPrice {
  const steps: TraceStep[] = [];
  let price = targetPrice;
  const clamp = (bound: Bound, kind: TraceStep['kind']) => {
    // A bound no price reaches (Infinity) cannot move the price; the range check below reports it.
    const finite = Number.isFinite(bound.price);
    const after = !finite ? price : bound.side === 'LOWER' ? Math.max(price, bound.price) : Math.min(price, bound.price);
    steps.push({ kind, name: bound.name, before: price, after, limit: bound.limit, bound: finite ? bound.price : null, applied: after !== price });
    price = after;
  };
  for (const bound of bounds.hard) clamp(bound, 'CONSTRAINT');
  const hard = intervalOf(bounds.hard);
  if (isEmpty(hard)) return { ok: false, reason: 'CONSTRAINTS_CONFLICT', steps, conflict: { lower: hard.lower, upper: hard.upper ?? NO_UPPER_LIMIT } };
  // Max change is one step: the side the price leaves through is the one that applies.
  const [low, high] = bounds.maxChange;
  if (low && high) clamp(price < low.price ? low : high, 'MAX_CHANGE');
  const all = intervalOf(bounds.maxChange, hard);
  if (isEmpty(all)) return { ok: false, reason: 'MAX_CHANGE_CONFLICT', steps, conflict: { lower: all.lower, upper: all.upper ?? NO_UPPER_LIMIT } };
  return { ok: true, price, steps, min: all.lower.price, max: all.upper?.price ?? Infinity };
}
