/**
 * Guardrails (docs/pricing.md "Guardrails", issue 12): the company's safety net holds a price a
 * rule arrives at when it moves too far, falls below cost or rises above the MSRP; a rule may
 * override single guardrails; an input without guardrails has none.
 */
import { decisionTraceSchema, NO_CONSTRAINTS, type Guardrails, type PricingRunInput } from '@pm/contracts';
import { describe, expect, it } from 'vitest';
import { effectiveGuardrails } from './guardrails.ts';
import { runEngine } from './runEngine.ts';
import { dePricing, input, offer, product, rule } from './testFixtures.ts';

const oneOf = (run: PricingRunInput) => {
  const { results } = runEngine(run);
  expect(results).toHaveLength(1);
  const [result] = results;
  expect(decisionTraceSchema.parse(result!.trace)).toEqual(result!.trace);
  return result!;
};
const guardrails = (over: Partial<Guardrails> = {}): Guardrails => ({ maxChangePercent: null, noBelowCost: false, noAboveMsrp: false, ...over });

// P = 30, 50 % markup: N = 45, G = 53.55; current price 59.50 (−10 %).
describe('maximum change per run', () => {
  it('an input without guardrails proposes as before (53.55, a 10 % cut)', () => {
    const result = oneOf(input());
    expect(result).toMatchObject({ outcome: 'EXECUTED', reason: null });
    expect(result.proposal?.newPrice).toBe(53.55);
    expect(result.trace?.guardrail ?? null).toBeNull();
  });

  it('holds a 10 % cut under a 5 % guardrail: not proposed, the held price and the edge in the trace', () => {
    const result = oneOf(input({ guardrails: guardrails({ maxChangePercent: 5 }) }));
    expect(result).toMatchObject({ outcome: 'CONSTRAINTS_NOT_MET', reason: 'GUARDRAIL_MAX_CHANGE', proposal: null });
    // 59.50 × 0.95 = 56.525: the lowest whole-cent price inside the guardrail is 56.53.
    expect(result.trace).toMatchObject({ proposedPrice: 53.55, guardrail: { name: 'MAX_CHANGE', limit: 5, bound: 56.53 } });
  });

  it('lets a change exactly at the guardrail through (10 % of 59.50 under a 10 % guardrail)', () => {
    expect(oneOf(input({ guardrails: guardrails({ maxChangePercent: 10 }) })).proposal?.newPrice).toBe(53.55);
  });

  it('a rule may lift it (maxChangePercent null) while the company keeps it', () => {
    const lifted = rule({ guardrails: { maxChangePercent: null } });
    expect(oneOf(input({ rules: [lifted], guardrails: guardrails({ maxChangePercent: 5 }) })).outcome).toBe('EXECUTED');
  });

  it('does not hold a product without a current price (a first price has no change)', () => {
    const first = product({ pricing: { de: dePricing({ salesPrice: null }) } });
    expect(oneOf(input({ products: [first], guardrails: guardrails({ maxChangePercent: 5 }) })).outcome).toBe('EXECUTED');
  });

  it('an unchanged price is TARGET_FULFILLED, not a guardrail hit', () => {
    const atTarget = product({ pricing: { de: dePricing({ salesPrice: 53.55 }) } });
    expect(oneOf(input({ products: [atTarget], guardrails: guardrails({ maxChangePercent: 1, noBelowCost: true }) }))).toMatchObject({ outcome: 'TARGET_FULFILLED', reason: 'PRICE_UNCHANGED' });
  });
});

// P = 30, S = 4.50 (DHL), no commission: margin 0 at N = 34.50, G = 41.055 → floor 41.06.
describe('never below cost', () => {
  const undercut = rule({ target: { type: 'CHEAPEST_COMPETITOR', direction: 'CHEAPER', by: 'AMOUNT', value: 1, withShipping: false } });
  const at = (competitor: number) => product({ offers: [offer({ price: competitor })] });

  it('holds 39.00 (1 € below a 40.00 competitor) below the cost floor of 41.06', () => {
    const result = oneOf(input({ rules: [undercut], products: [at(40)], guardrails: guardrails({ noBelowCost: true }) }));
    expect(result).toMatchObject({ outcome: 'CONSTRAINTS_NOT_MET', reason: 'GUARDRAIL_BELOW_COST', proposal: null });
    expect(result.trace).toMatchObject({ proposedPrice: 39, guardrail: { name: 'BELOW_COST', limit: 0, bound: 41.06 } });
  });

  it('proposes 41.06, the floor itself, and 42.00 above it', () => {
    expect(oneOf(input({ rules: [undercut], products: [at(42.06)], guardrails: guardrails({ noBelowCost: true }) })).proposal?.newPrice).toBe(41.06);
    expect(oneOf(input({ rules: [undercut], products: [at(43)], guardrails: guardrails({ noBelowCost: true }) })).proposal?.newPrice).toBe(42);
  });

  it('counts the commission: at 15 % the floor rises to 49.98 (G = 34.50 × 1.19 / (1 − 0.15 × 1.19))', () => {
    // 34.50 × 1.19 / 0.8215 = 49.975…: the floor is 49.98; 49.00 is held, 50.00 proposed.
    const run = (competitor: number) => input({ channels: [{ ...input().channels[0]!, commissionRate: 15 }], rules: [undercut], products: [at(competitor)], guardrails: guardrails({ noBelowCost: true }) });
    expect(oneOf(run(50)).trace?.guardrail).toEqual({ name: 'BELOW_COST', limit: 0, bound: 49.98 });
    expect(oneOf(run(51)).proposal?.newPrice).toBe(50);
  });

  it('a rule may allow it (noBelowCost false)', () => {
    const allowed = { ...undercut, guardrails: { noBelowCost: false } };
    expect(oneOf(input({ rules: [allowed], products: [at(40)], guardrails: guardrails({ noBelowCost: true }) })).proposal?.newPrice).toBe(39);
  });

  it('holds the price when the costs are unknown (no purchase price, or no shipping rate)', () => {
    const noPurchase = product({ purchasePrice: null, offers: [offer({ price: 50 })] });
    expect(oneOf(input({ rules: [undercut], products: [noPurchase], guardrails: guardrails({ noBelowCost: true }) }))).toMatchObject({ outcome: 'CONSTRAINTS_NOT_MET', reason: 'GUARDRAIL_COSTS_UNKNOWN' });
    expect(oneOf(input({ rules: [undercut], products: [at(50)], shippingRates: [], guardrails: guardrails({ noBelowCost: true }) })).reason).toBe('GUARDRAIL_COSTS_UNKNOWN');
  });
});

describe('never above the MSRP', () => {
  // 200 % markup: N = 90, G = 107.10 above an MSRP of 69.99.
  const high = rule({ target: { type: 'PURCHASE_MARKUP', percent: 200 } });
  const withMsrp = product({ pricing: { de: dePricing({ msrp: 69.99 }) } });

  it('holds 107.10 above an MSRP of 69.99 when the company says so', () => {
    const result = oneOf(input({ rules: [high], products: [withMsrp], guardrails: guardrails({ noAboveMsrp: true }) }));
    expect(result).toMatchObject({ outcome: 'CONSTRAINTS_NOT_MET', reason: 'GUARDRAIL_ABOVE_MSRP' });
    expect(result.trace).toMatchObject({ proposedPrice: 107.1, guardrail: { name: 'ABOVE_MSRP', limit: 69.99, bound: 69.99 } });
  });

  it('does nothing without an MSRP or when switched off', () => {
    expect(oneOf(input({ rules: [high], guardrails: guardrails({ noAboveMsrp: true }) })).proposal?.newPrice).toBe(107.1);
    expect(oneOf(input({ rules: [high], products: [withMsrp], guardrails: guardrails() })).proposal?.newPrice).toBe(107.1);
  });

  it('a rule cap that already clamps to the MSRP never meets the guardrail', () => {
    const capped = rule({ target: { type: 'PURCHASE_MARKUP', percent: 200 }, constraints: { ...NO_CONSTRAINTS, msrpCap: true } });
    expect(oneOf(input({ rules: [capped], products: [withMsrp], guardrails: guardrails({ noAboveMsrp: true }) })).proposal?.newPrice).toBe(69.99);
  });
});

describe('effectiveGuardrails', () => {
  it('takes each field from the rule where it has one, else from the company; no company: none', () => {
    const company = guardrails({ maxChangePercent: 20, noBelowCost: true });
    expect(effectiveGuardrails(company, undefined)).toEqual(company);
    expect(effectiveGuardrails(company, { noAboveMsrp: true })).toEqual({ maxChangePercent: 20, noBelowCost: true, noAboveMsrp: true });
    expect(effectiveGuardrails(company, { maxChangePercent: 50, noBelowCost: false })).toEqual({ maxChangePercent: 50, noBelowCost: false, noAboveMsrp: false });
    expect(effectiveGuardrails(undefined, { maxChangePercent: 3 })).toEqual({ maxChangePercent: 3, noBelowCost: false, noAboveMsrp: false });
  });
});
