/**
 * Per-channel settings of marketplaces and fallback rules (docs/pricing.md "Per-channel settings",
 * "Fallback rules"; issue 12 items 4 and 5).
 */
import { decisionTraceSchema, type PricingRunInput } from '@pm/contracts';
import { describe, expect, it } from 'vitest';
import { runEngine } from './runEngine.ts';
import { channel, dePricing, input, offer, product, rule } from './testFixtures.ts';

const only = (run: PricingRunInput) => {
  const { results } = runEngine(run);
  expect(results).toHaveLength(1);
  return results[0]!;
};

describe('per-channel settings', () => {
  it("the channel's shipping charge replaces the product's shipping price when comparing with shipping", () => {
    const withShipping = rule({ target: { type: 'CHEAPEST_COMPETITOR', direction: 'CHEAPER', by: 'AMOUNT', value: 1, withShipping: true } });
    const p = product({ offers: [offer({ price: 52.9, shippingCost: 4.95 })], pricing: { de: dePricing({ shippingPrice: 4.95 }) } });
    // 52.90 + 4.95 − 1 = 56.85 for the customer; minus the own charge.
    expect(only(input({ rules: [withShipping], products: [p] })).proposal?.newPrice).toBe(51.9);
    const result = only(input({ channels: [channel({ shippingCharge: 5.95 })], rules: [withShipping], products: [p] }));
    expect(result.proposal?.newPrice).toBe(50.9);
    expect(result.trace?.costs.ownShippingCharge).toBe(5.95);
  });

  it('commission on the shipping charge: a 20 % margin at 15 % commission on price + 5.95 shipping is 67.77', () => {
    // N = (30 + 4.50 + 0.15 × 5.95) / (1 − 0.20 − 0.15 × 1.19) = 35.3925 / 0.6215; G = N × 1.19 = 67.7668…
    const marketplace = channel({ commissionRate: 15, shippingCharge: 5.95, commissionOnShipping: true });
    const margin = rule({ target: { type: 'PROFIT_MARGIN', percent: 20 } });
    const result = only(input({ channels: [marketplace], rules: [margin] }));
    expect(result.proposal?.newPrice).toBe(67.77);
    const trace = decisionTraceSchema.parse(result.trace);
    // 15 % of 67.77 + 5.95 = 11.058; the margin at 67.77 is 20.00 %.
    expect(trace.fees.commission).toBe(11.06);
    expect(trace.metricsAfter.profitMargin).toBe(20);
    expect(trace.channel.commissionOnShipping).toBe(true);
    // Without commission on shipping: 34.50 / 0.6215 × 1.19 = 66.06.
    expect(only(input({ channels: [{ ...marketplace, commissionOnShipping: false }], rules: [margin] })).proposal?.newPrice).toBe(66.06);
  });

  it('the fee on price + shipping charge is rounded exactly: 10 % of 8.20 + 4.95 = 1.315 → 1.32', () => {
    const matchOffer = rule({ target: { type: 'CHEAPEST_COMPETITOR', direction: 'CHEAPER', by: 'AMOUNT', value: 0, withShipping: false } });
    const p = product({ offers: [offer({ price: 8.2 })] });
    const result = only(input({ channels: [channel({ commissionRate: 10, shippingCharge: 4.95, commissionOnShipping: true })], rules: [matchOffer], products: [p] }));
    expect(result.proposal?.newPrice).toBe(8.2);
    expect(result.trace?.fees.commission).toBe(1.32);
  });

  it("the channel's own price endings replace the company's", () => {
    // 53.55 → nearest …99 is 53.99.
    expect(only(input({ channels: [channel({ priceEndings: { endings: [99], rounding: 'NEAREST' } })] })).proposal?.newPrice).toBe(53.99);
    expect(only(input({ channels: [channel({ priceEndings: null })], priceEndings: { endings: [49], rounding: 'DOWN' } })).proposal?.newPrice).toBe(53.49);
  });

  it("the channel's minimum total-cost markup bounds the price: 60 % on 34.50 costs is 65.69", () => {
    const result = only(input({ channels: [channel({ minTotalCostMarkup: 60 })] }));
    expect(result.proposal?.newPrice).toBe(65.69);
    expect(result.trace?.steps.find((s) => s.name === 'CHANNEL_MIN_TOTAL_COST_MARKUP')).toMatchObject({ limit: 60, bound: 65.69, applied: true });
    const capped = only(input({ channels: [channel({ maxTotalCostMarkup: 20 })] }));
    // 34.50 × 1.2 × 1.19 = 49.266 → 49.26 (an upper bound is rounded down).
    expect(capped.proposal?.newPrice).toBe(49.26);
  });
});

describe('fallback rules', () => {
  const undercut = rule({ ruleId: 'r1', position: 1, name: '1 € below the cheapest', target: { type: 'CHEAPEST_COMPETITOR', direction: 'CHEAPER', by: 'AMOUNT', value: 1, withShipping: false } });
  const markup = rule({ ruleId: 'r2', position: 2, name: 'Markup 50 %' });
  const margin = rule({ ruleId: 'r3', position: 3, name: 'Margin 30 %', target: { type: 'PROFIT_MARGIN', percent: 30 } });

  it('by default the first matching rule decides: no competitor price is an ERROR, the others are overwritten', () => {
    const { results } = runEngine(input({ rules: [undercut, markup] }));
    expect(results.map((r) => [r.ruleId, r.outcome, r.reason])).toEqual([
      ['r1', 'ERROR', 'NO_COMPETITOR_PRICE'],
      ['r2', 'OVERWRITTEN', null],
    ]);
  });

  it('a rule that falls through lets the next matching rule price the product; the trace says which rule could not', () => {
    const { results, counts } = runEngine(input({ rules: [{ ...undercut, fallThrough: true }, markup, margin] }));
    expect(results.map((r) => [r.ruleId, r.outcome, r.reason, r.overwrittenBy])).toEqual([
      ['r2', 'EXECUTED', null, null],
      ['r1', 'OVERWRITTEN', 'NO_COMPETITOR_PRICE', 'r2'],
      ['r3', 'OVERWRITTEN', null, 'r2'],
    ]);
    expect(results[0]!.proposal?.newPrice).toBe(53.55);
    expect(results[0]!.trace?.fellThrough).toEqual([{ ruleId: 'r1', name: '1 € below the cheapest', position: 1, outcome: 'ERROR', reason: 'NO_COMPETITOR_PRICE' }]);
    expect(results[0]!.trace?.overwrittenRules.map((r) => r.ruleId)).toEqual(['r3']);
    expect(results[1]!.trace?.outcome).toBe('ERROR');
    expect(counts).toMatchObject({ EXECUTED: 1, OVERWRITTEN: 2, ERROR: 0 });
  });

  it('when every rule falls through, the last one tried decides', () => {
    const noWeight = rule({ ...margin, fallThrough: true });
    const { results } = runEngine(input({ rules: [{ ...undercut, fallThrough: true }, noWeight], shippingRates: [] }));
    expect(results.map((r) => [r.ruleId, r.outcome, r.reason])).toEqual([
      ['r3', 'ERROR', 'NO_SHIPPING_RATE'],
      ['r1', 'OVERWRITTEN', 'NO_COMPETITOR_PRICE'],
    ]);
  });

  it('a price held by a guardrail does not fall through', () => {
    const { results } = runEngine(input({ rules: [{ ...markup, position: 1, fallThrough: true }, { ...margin, position: 2 }], guardrails: { maxChangePercent: 5, noBelowCost: false, noAboveMsrp: false } }));
    expect(results.map((r) => [r.ruleId, r.outcome, r.reason])).toEqual([
      ['r2', 'CONSTRAINTS_NOT_MET', 'GUARDRAIL_MAX_CHANGE'],
      ['r3', 'OVERWRITTEN', null],
    ]);
  });
});
