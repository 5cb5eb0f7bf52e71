/**
 * Each target of spec §3 solved for a gross price in closed form (docs/pricing.md "Targets").
 * v = VAT/100, c = commission rate/100, P = purchase price, S = own shipping cost, N = net price,
 * G = N × (1 + v), and the commission c × G = c(1 + v) × N is a cost that grows with the price:
 * - PURCHASE_MARKUP k:   N = P(1 + k)
 * - TOTAL_COST_MARKUP k: N = (P + S)(1 + k) / (1 − c(1 + v)(1 + k))
 * - PROFIT_MARGIN m:     N = (P + S) / (1 − m − c(1 + v))
 * - CHEAPEST_COMPETITOR: G = X ∓ amount or X × (1 ∓ percent/100), X the cheapest usable
 *   competitor price (with shipping: price + shipping, and the own customers' shipping charge is
 *   taken off again so that own price + own shipping charge lands on the target).
 * The result is rounded half up to the cent. A zero or negative denominator means no price reaches
 * the target (TARGET_UNREACHABLE); a result ≤ 0 is never proposed (PRICE_NOT_POSITIVE).
 */
import type { OutcomeReason, PriceTarget } from '@pm/contracts';
import type { CostBasis } from './metrics.ts';
import { roundCents } from './money.ts';
import { vatFactor } from './vat.ts';

export interface TargetFacts extends CostBasis {
  /** Lowest usable competitor price, and lowest price + shipping (null: no usable offer). */
  cheapestPrice: number | null;
  cheapestTotal: number | null;
  /** Gross shipping the own customers pay (0 when unknown or in a no-shipping-cost channel). */
  ownShippingCharge: number;
}

/** `exact` is the unrounded gross price, `price` the same to the cent. */
export type Solved = { ok: true; price: number; exact: number } | { ok: false; reason: OutcomeReason };

const fail = (reason: OutcomeReason): Solved => ({ ok: false, reason });

/** Unrounded gross price at which the purchase markup is `percent`; null without a purchase price. */
export function grossForPurchaseMarkup(percent: number, basis: CostBasis): number | null {
  if (basis.purchasePrice == null) return null;
  return basis.purchasePrice * (1 + percent / 100) * vatFactor(basis.vatRate);
}

/** Commission as a share of the net price: c(1 + v). */
const commissionShareOfNet = (basis: CostBasis) => (basis.commissionRate / 100) * vatFactor(basis.vatRate);

/** Unrounded gross price at which the profit margin is `percent`; Infinity when no price reaches it. */
export function grossForProfitMargin(percent: number, basis: CostBasis & { purchasePrice: number; shippingCost: number }): number {
  const denominator = 1 - percent / 100 - commissionShareOfNet(basis);
  if (denominator <= 0) return Infinity;
  return ((basis.purchasePrice + basis.shippingCost) / denominator) * vatFactor(basis.vatRate);
}

/** Unrounded gross price at which the total cost markup is `percent`; Infinity when no price reaches it. */
export function grossForTotalCostMarkup(percent: number, basis: CostBasis & { purchasePrice: number; shippingCost: number }): number {
  const k = 1 + percent / 100;
  const denominator = 1 - commissionShareOfNet(basis) * k;
  if (denominator <= 0) return Infinity;
  return (((basis.purchasePrice + basis.shippingCost) * k) / denominator) * vatFactor(basis.vatRate);
}

function finish(gross: number): Solved {
  if (!Number.isFinite(gross)) return fail('TARGET_UNREACHABLE');
  const price = roundCents(gross);
  return price > 0 ? { ok: true, price, exact: gross } : fail('PRICE_NOT_POSITIVE');
}

export function solveTarget(target: PriceTarget, facts: TargetFacts): Solved {
  if (target.type === 'CHEAPEST_COMPETITOR') {
    const reference = target.withShipping ? facts.cheapestTotal : facts.cheapestPrice;
    if (reference == null) return fail('NO_COMPETITOR_PRICE');
    const sign = target.direction === 'CHEAPER' ? -1 : 1;
    const total = target.by === 'AMOUNT' ? reference + sign * target.value : reference * (1 + (sign * target.value) / 100);
    return finish(target.withShipping ? total - facts.ownShippingCharge : total);
  }
  const { purchasePrice, shippingCost } = facts;
  if (purchasePrice == null) return fail('MISSING_PURCHASE_PRICE');
  if (target.type === 'PURCHASE_MARKUP') return finish(grossForPurchaseMarkup(target.percent, facts)!);
  if (shippingCost == null) return fail('NO_SHIPPING_RATE');
  const known = { ...facts, purchasePrice, shippingCost };
  return finish(target.type === 'PROFIT_MARGIN' ? grossForProfitMargin(target.percent, known) : grossForTotalCostMarkup(target.percent, known));
}
