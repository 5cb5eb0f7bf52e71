import type { PriceTarget } from '@pm/contracts';
import { describe, expect, it } from 'vitest';
import type { CostBasis } from './metrics.ts';
import { solveTarget, type MarketFacts } from './targets.ts';

const webshop: CostBasis = { vatRate: 19, commissionRate: 0, purchasePrice: 30, shippingCost: 4.5 };
const marketplace: CostBasis = { ...webshop, commissionRate: 15 };
const market: MarketFacts = { cheapestPrice: 52.9, cheapestTotal: 54, ownShippingCharge: 4.95 };
const solve = (target: PriceTarget, basis: CostBasis, m: Partial<MarketFacts> = {}) => solveTarget(target, basis, { ...market, ...m });
const competitor = (over: Partial<Extract<PriceTarget, { type: 'CHEAPEST_COMPETITOR' }>>): PriceTarget => ({ type: 'CHEAPEST_COMPETITOR', direction: 'CHEAPER', by: 'PERCENT', value: 1, withShipping: false, ...over });

describe('targets solved for the gross price (docs/pricing.md example 5)', () => {
  it('purchase markup 50 %: N = 30 × 1.5 = 45, G = 53.55', () => {
    expect(solve({ type: 'PURCHASE_MARKUP', percent: 50 }, webshop)).toEqual({ ok: true, price: 53.55, exact: 53.55 });
    expect(solve({ type: 'PURCHASE_MARKUP', percent: 50 }, marketplace)).toMatchObject({ price: 53.55 });
  });
  it('total cost markup 20 %: webshop N = 34.5 × 1.2 = 41.40 → 49.27; marketplace N = 41.40 / (1 − 0.1785 × 1.2) → 62.70', () => {
    expect(solve({ type: 'TOTAL_COST_MARKUP', percent: 20 }, webshop)).toMatchObject({ ok: true, price: 49.27 });
    expect(solve({ type: 'TOTAL_COST_MARKUP', percent: 20 }, marketplace)).toMatchObject({ ok: true, price: 62.7 });
  });
  it('profit margin 25 %: webshop N = 34.5 / 0.75 = 46 → 54.74; marketplace N = 34.5 / 0.5715 → 71.84', () => {
    expect(solve({ type: 'PROFIT_MARGIN', percent: 25 }, webshop)).toMatchObject({ ok: true, price: 54.74 });
    expect(solve({ type: 'PROFIT_MARGIN', percent: 25 }, marketplace)).toMatchObject({ ok: true, price: 71.84 });
  });
  it('is unreachable when margin (or markup) and commission take the whole price', () => {
    expect(solve({ type: 'PROFIT_MARGIN', percent: 85 }, marketplace)).toEqual({ ok: false, reason: 'TARGET_UNREACHABLE' });
    expect(solve({ type: 'TOTAL_COST_MARKUP', percent: 500 }, marketplace)).toEqual({ ok: false, reason: 'TARGET_UNREACHABLE' });
  });
  it('cheapest competitor: 1 % below 52.90 = 52.37; 0.10 € below = 52.80; 5 % above = 55.55', () => {
    expect(solve(competitor({}), webshop)).toMatchObject({ ok: true, price: 52.37 });
    expect(solve(competitor({ by: 'AMOUNT', value: 0.1 }), webshop)).toMatchObject({ ok: true, price: 52.8 });
    expect(solve(competitor({ direction: 'MORE_EXPENSIVE', value: 5 }), webshop)).toMatchObject({ ok: true, price: 55.55 });
  });
  it('with shipping: 1 % below the cheapest total 54.00 = 53.46, less the own shipping charge 4.95 = 48.51', () => {
    expect(solve(competitor({ withShipping: true }), webshop)).toMatchObject({ ok: true, price: 48.51 });
    expect(solve(competitor({ withShipping: true }), webshop, { ownShippingCharge: 0 })).toMatchObject({ ok: true, price: 53.46 });
  });
  it('reports the missing fact instead of guessing', () => {
    expect(solve(competitor({}), webshop, { cheapestPrice: null, cheapestTotal: null })).toEqual({ ok: false, reason: 'NO_COMPETITOR_PRICE' });
    expect(solve({ type: 'PROFIT_MARGIN', percent: 25 }, { ...webshop, purchasePrice: null })).toEqual({ ok: false, reason: 'MISSING_PURCHASE_PRICE' });
    expect(solve({ type: 'PURCHASE_MARKUP', percent: 25 }, { ...webshop, purchasePrice: null })).toEqual({ ok: false, reason: 'MISSING_PURCHASE_PRICE' });
    expect(solve({ type: 'PROFIT_MARGIN', percent: 25 }, { ...webshop, shippingCost: null })).toEqual({ ok: false, reason: 'NO_SHIPPING_RATE' });
    expect(solve({ type: 'PURCHASE_MARKUP', percent: 25 }, { ...webshop, shippingCost: null })).toMatchObject({ ok: true, price: 44.63 });
  });
  it("solves an undercut below zero as it is, leaving the decision to the rule's limits (issue 12, convention 4)", () => {
    expect(solve(competitor({ by: 'AMOUNT', value: 60 }), webshop)).toMatchObject({ ok: true, price: -7.1 });
    expect(solve(competitor({ value: 100 }), webshop)).toMatchObject({ ok: true, price: 0 });
    expect(solve({ type: 'PURCHASE_MARKUP', percent: 50 }, { ...webshop, purchasePrice: 0 })).toMatchObject({ ok: true, price: 0 });
  });
});

describe('issue 12 defect 1: the unreachable-margin check is exact', () => {
  it('margin + commission × (1 + VAT) exactly 100 % is unreachable, not a price over a float-noise denominator', () => {
    const basis: CostBasis = { vatRate: 19, commissionRate: 12, purchasePrice: 35, shippingCost: 0 };
    expect(solve({ type: 'PROFIT_MARGIN', percent: 85.72 }, basis)).toEqual({ ok: false, reason: 'TARGET_UNREACHABLE' });
    expect(solve({ type: 'PROFIT_MARGIN', percent: 82 }, { ...basis, vatRate: 20, commissionRate: 15 })).toEqual({ ok: false, reason: 'TARGET_UNREACHABLE' });
    // Just below 100 %: a (large) finite price.
    expect(solve({ type: 'PROFIT_MARGIN', percent: 85.71 }, basis)).toMatchObject({ ok: true, price: 416500 });
  });
});

