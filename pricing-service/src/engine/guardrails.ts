/**
 * Guardrails (issue 12; docs/pricing.md "Guardrails"): limits of the company that every proposal
 * must keep whatever its rule says — the safety net that lets a retailer confirm proposals without
 * checking each one. Unlike a rule's constraints they do not move the price: a price outside one is
 * held (CONSTRAINTS_NOT_MET with a GUARDRAIL_* reason) with the price and the guardrail in its
 * trace, so that a person sees what the rule wanted and why it was not proposed. Checked in this
 * order, the first one broken is recorded: maximum change per run, cost floor, MSRP.
 */
import { NO_GUARDRAILS, type DecisionTrace, type GuardrailOverrides, type Guardrails, type OutcomeReason } from '@pm/contracts';
import type { ConstraintFacts } from './constraints.ts';
import { ceilCents, exact, floorCents, toCents } from './money.ts';
import { exactCosts, grossForProfitMargin, share } from './targets.ts';

/** The company's guardrails with the rule's overrides (a field the rule leaves out keeps the company's). */
export function effectiveGuardrails(company: Guardrails | undefined, rule: GuardrailOverrides | undefined): Guardrails {
  const base = company ?? NO_GUARDRAILS;
  if (!rule) return base;
  return {
    maxChangePercent: rule.maxChangePercent !== undefined ? rule.maxChangePercent : base.maxChangePercent,
    noBelowCost: rule.noBelowCost ?? base.noBelowCost,
    noAboveMsrp: rule.noAboveMsrp ?? base.noAboveMsrp,
  };
}

export interface GuardrailHit {
  reason: Extract<OutcomeReason, `GUARDRAIL_${string}`>;
  guardrail: NonNullable<DecisionTrace['guardrail']>;
}

/** The first guardrail `price` breaks, or null. `facts`: the costs and current price of the product in the channel. */
export function checkGuardrails(price: number, guardrails: Guardrails, facts: ConstraintFacts): GuardrailHit | null {
  const { maxChangePercent, noBelowCost, noAboveMsrp } = guardrails;
  if (maxChangePercent != null && facts.currentPrice != null && facts.currentPrice > 0) {
    const current = exact(facts.currentPrice);
    const change = current.times(share(maxChangePercent));
    const up = price > facts.currentPrice;
    // The furthest whole-cent price still inside the allowed change.
    const bound = up ? floorCents(current.plus(change)) : ceilCents(current.minus(change));
    if (up ? toCents(price) > toCents(bound) : toCents(price) < toCents(bound)) {
      return { reason: 'GUARDRAIL_MAX_CHANGE', guardrail: { name: 'MAX_CHANGE', limit: maxChangePercent, bound } };
    }
  }
  if (noBelowCost) {
    if (facts.purchasePrice == null || facts.shippingCost == null) return { reason: 'GUARDRAIL_COSTS_UNKNOWN', guardrail: { name: 'BELOW_COST', limit: null, bound: null } };
    // The lowest price at which purchase price, commission and shipping are covered (a margin of 0 %).
    const floor = grossForProfitMargin(0, facts, exactCosts(facts));
    const bound = floor === null ? null : ceilCents(floor);
    if (bound === null || toCents(price) < toCents(bound)) return { reason: 'GUARDRAIL_BELOW_COST', guardrail: { name: 'BELOW_COST', limit: 0, bound } };
  }
  if (noAboveMsrp && facts.msrp != null && toCents(price) > toCents(facts.msrp)) {
    return { reason: 'GUARDRAIL_ABOVE_MSRP', guardrail: { name: 'ABOVE_MSRP', limit: facts.msrp, bound: facts.msrp } };
  }
  return null;
}
