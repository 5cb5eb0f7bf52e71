/**
 * Each target of spec §3 solved for a gross price in closed form (docs/pricing.md "Targets").
 * v = VAT/100, c = commission rate/100, P = purchase price, S = own shipping cost, N = net price,
 * G = N × (1 + v), and the commission c × G = c(1 + v) × N is a cost that grows with the price:
 * - PURCHASE_MARKUP k:   N = P(1 + k)
 * - TOTAL_COST_MARKUP k: N = (P + S)(1 + k) / (1 − c(1 + v)(1 + k))
 * - PROFIT_MARGIN m:     N = (P + S) / (1 − m − c(1 + v))
 *   (where the channel takes commission on the shipping charge H too, P + S becomes P + S + cH)
 * - CHEAPEST_COMPETITOR: G = X ∓ amount or X × (1 ∓ percent/100), X the cheapest usable
 *   competitor price (with shipping: price + shipping, and the own customers' shipping charge is
 *   taken off again so that own price + own shipping charge lands on the target).
 * Everything is computed with exact fractions (money.ts `Exact`: BigInt numerator and denominator), so that a denominator
 * that is exactly zero is zero and not 5.55e-17 (issue 12). The result is rounded half up to the
 * cent. A zero or negative denominator means no price reaches the target (TARGET_UNREACHABLE). A
 * result ≤ 0 (an undercut below zero) is still a solution: the rule's limits clamp it (issue 12:
 * "undercut by X, never below Y" lands on Y); only a price that stays ≤ 0 after them is refused
 * (PRICE_NOT_POSITIVE, in evaluateRule).
 */
import type { OutcomeReason, PriceTarget } from '@pm/contracts';
import type { CostBasis } from './metrics.ts';
import { exact, Exact, fractionOf, memo, onePlus, roundCents } from './money.ts';

export interface MarketFacts {
  /** Lowest usable competitor price, and lowest price + shipping (null: no usable offer). */
  cheapestPrice: number | null;
  cheapestTotal: number | null;
  /** Gross shipping the own customers pay (0 when unknown or in a no-shipping-cost channel). */
  ownShippingCharge: number;
}

/** `exact` is the unrounded gross price, `price` the same to the cent. */
export type Solved = { ok: true; price: number; exact: number } | { ok: false; reason: OutcomeReason };

const fail = (reason: OutcomeReason): Solved => ({ ok: false, reason });

const ONE = new Exact(1n);

/** percent / 100, exactly (memoised in money.ts: rates and percentages take few values in a run). */
export const share = fractionOf;
/** 1 + VAT / 100, exactly. */
const exactVatFactor = onePlus;

/** Unrounded gross price at which the purchase markup is `percent`; null without a purchase price. */
export function grossForPurchaseMarkup(percent: number, basis: CostBasis): Exact | null {
  if (basis.purchasePrice == null) return null;
  return exact(basis.purchasePrice).times(ONE.plus(share(percent))).times(exactVatFactor(basis.vatRate));
}

/** Commission as a share of the net price: c(1 + v). */
const commissionShares = memo((commissionRate: number) => memo((vatRate: number): Exact => share(commissionRate).times(exactVatFactor(vatRate))));
const commissionShareOfNet = (basis: CostBasis): Exact => commissionShares(basis.commissionRate)(basis.vatRate);

/**
 * The costs that do not grow with the price, exactly: P + S, plus the commission on the shipping
 * charge H where the channel takes it (c × H, channel setting commissionOnShipping). Needs P and S.
 */
export function exactCosts(basis: CostBasis): Exact {
  const costs = exact(basis.purchasePrice!).plus(exact(basis.shippingCost!));
  const charge = basis.commissionedShippingCharge ?? 0;
  return charge > 0 && basis.commissionRate > 0 ? costs.plus(share(basis.commissionRate).times(exact(charge))) : costs;
}

/** Unrounded gross price at which the profit margin is `percent`, with `costs` = P + S; null when no price reaches it. */
export function grossForProfitMargin(percent: number, basis: CostBasis, costs: Exact): Exact | null {
  const denominator = ONE.minus(share(percent)).minus(commissionShareOfNet(basis));
  if (denominator.sign() <= 0) return null;
  return costs.times(exactVatFactor(basis.vatRate)).div(denominator);
}

/** Unrounded gross price at which the total cost markup is `percent`, with `costs` = P + S; null when no price reaches it. */
export function grossForTotalCostMarkup(percent: number, basis: CostBasis, costs: Exact): Exact | null {
  const k = ONE.plus(share(percent));
  const denominator = ONE.minus(commissionShareOfNet(basis).times(k));
  if (denominator.sign() <= 0) return null;
  return costs.times(k).times(exactVatFactor(basis.vatRate)).div(denominator);
}

function finish(gross: Exact | null): Solved {
  if (gross === null) return fail('TARGET_UNREACHABLE');
  return { ok: true, price: roundCents(gross), exact: gross.toNumber() };
}

export function solveTarget(target: PriceTarget, basis: CostBasis, market: MarketFacts): Solved {
  if (target.type === 'CHEAPEST_COMPETITOR') {
    const reference = target.withShipping ? market.cheapestTotal : market.cheapestPrice;
    if (reference == null) return fail('NO_COMPETITOR_PRICE');
    const cheaper = target.direction === 'CHEAPER';
    const value = exact(target.value);
    const total = target.by === 'AMOUNT' ? (cheaper ? exact(reference).minus(value) : exact(reference).plus(value)) : exact(reference).times(cheaper ? ONE.minus(share(target.value)) : ONE.plus(share(target.value)));
    return finish(target.withShipping ? total.minus(exact(market.ownShippingCharge)) : total);
  }
  if (basis.purchasePrice == null) return fail('MISSING_PURCHASE_PRICE');
  if (target.type === 'PURCHASE_MARKUP') return finish(grossForPurchaseMarkup(target.percent, basis));
  if (basis.shippingCost == null) return fail('NO_SHIPPING_RATE');
  const costs = exactCosts(basis);
  return finish(target.type === 'PROFIT_MARGIN' ? grossForProfitMargin(target.percent, basis, costs) : grossForTotalCostMarkup(target.percent, basis, costs));
}
