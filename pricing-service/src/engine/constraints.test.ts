import { NO_CONSTRAINTS, type PriceConstraints, type PricingProduct } from '@pm/contracts';
import { describe, expect, it } from 'vitest';
import { applyConstraints, collectBounds, type ConstraintFacts } from './constraints.ts';

const facts: ConstraintFacts = { vatRate: 19, commissionRate: 0, purchasePrice: 30, shippingCost: 4.5, currentPrice: 59.5, msrp: 69.99 };
type ProductLimits = Pick<PricingProduct, 'minPrice' | 'maxPrice' | 'minMarkup' | 'maxMarkup'>;
const noProductLimits: ProductLimits = { minPrice: null, maxPrice: null, minMarkup: null, maxMarkup: null };
const rule = (over: Partial<PriceConstraints>): PriceConstraints => ({ ...NO_CONSTRAINTS, ...over });

function constrain(target: number, over: Partial<PriceConstraints>, product = noProductLimits, f = facts) {
  const bounds = collectBounds(rule(over), product, f);
  if (!bounds.ok) return bounds;
  return applyConstraints(target, bounds);
}

describe('constraints (docs/pricing.md example 6)', () => {
  it('turns each limit into a gross price bound: markup 20 % → 42.84, margin 30 % → 58.65, max change 5 % → 56.53…62.47', () => {
    const bounds = collectBounds(rule({ minMarkup: 20, minProfitMargin: 30, maxProfitMargin: 40, msrpCap: true, maxChangePercent: 5 }), noProductLimits, facts);
    expect(bounds).toEqual({
      ok: true,
      hard: [
        { name: 'MIN_MARKUP', side: 'LOWER', price: 42.84, limit: 20 },
        { name: 'MIN_PROFIT_MARGIN', side: 'LOWER', price: 58.65, limit: 30 },
        // 34.5 / 0.6 × 1.19 = 68.425 → down to 68.42
        { name: 'MAX_PROFIT_MARGIN', side: 'UPPER', price: 68.42, limit: 40 },
        { name: 'MSRP_CAP', side: 'UPPER', price: 69.99, limit: 69.99 },
      ],
      maxChange: [
        { name: 'MAX_CHANGE', side: 'LOWER', price: 56.53, limit: 5 },
        { name: 'MAX_CHANGE', side: 'UPPER', price: 62.47, limit: 5 },
      ],
    });
  });

  it('clamps the target 52.37 up to the 30 % margin price 58.65, one step per limit in the fixed order', () => {
    const result = constrain(52.37, { minPrice: 40, minProfitMargin: 30, maxChangePercent: 5 });
    expect(result).toMatchObject({ ok: true, price: 58.65, min: 58.65, max: 62.47 });
    if (!result.ok) throw new Error('expected a price');
    expect(result.steps.map((s) => [s.name, s.before, s.after, s.applied])).toEqual([
      ['MIN_PRICE', 52.37, 52.37, false],
      ['MIN_PROFIT_MARGIN', 52.37, 58.65, true],
      ['MAX_CHANGE', 58.65, 58.65, false],
    ]);
  });

  it('caps at the MSRP and at the rule and product maximums', () => {
    expect(constrain(80, { msrpCap: true })).toMatchObject({ ok: true, price: 69.99 });
    expect(constrain(80, { msrpCap: true, maxPrice: 65 })).toMatchObject({ ok: true, price: 65 });
    expect(constrain(80, {}, { ...noProductLimits, maxPrice: 64.9 })).toMatchObject({ ok: true, price: 64.9 });
    // No MSRP known: nothing to cap.
    expect(constrain(80, { msrpCap: true }, noProductLimits, { ...facts, msrp: null })).toMatchObject({ ok: true, price: 80 });
  });

  it('applies the product limits (min price, markup 10…25 % → 39.27…44.62)', () => {
    expect(constrain(30, {}, { ...noProductLimits, minPrice: 35 })).toMatchObject({ ok: true, price: 35 });
    expect(constrain(30, {}, { ...noProductLimits, minMarkup: 10 })).toMatchObject({ ok: true, price: 39.27 });
    expect(constrain(50, {}, { ...noProductLimits, maxMarkup: 25 })).toMatchObject({ ok: true, price: 44.62 });
  });

  it('limits the change per run to a percentage of the current price', () => {
    expect(constrain(40, { maxChangePercent: 10 })).toMatchObject({ ok: true, price: 53.55 });
    expect(constrain(70, { maxChangePercent: 10 })).toMatchObject({ ok: true, price: 65.45 });
  });

  it('contradictory limits: CONSTRAINTS_CONFLICT with the two bounds that exclude each other', () => {
    expect(constrain(62, { minPrice: 60, msrpCap: true }, noProductLimits, { ...facts, msrp: 55 })).toMatchObject({
      ok: false,
      reason: 'CONSTRAINTS_CONFLICT',
      conflict: { lower: { name: 'MIN_PRICE', price: 60 }, upper: { name: 'MSRP_CAP', price: 55 } },
    });
    expect(constrain(50, { maxPrice: 45 }, { ...noProductLimits, minPrice: 48 })).toMatchObject({ ok: false, reason: 'CONSTRAINTS_CONFLICT' });
    // Margin 90 % with 15 % commission: no price reaches it.
    expect(constrain(50, { minProfitMargin: 90 }, noProductLimits, { ...facts, commissionRate: 15 })).toMatchObject({ ok: false, reason: 'CONSTRAINTS_CONFLICT', conflict: { lower: { name: 'MIN_PROFIT_MARGIN', price: Infinity } } });
    expect(constrain(50, { maxPrice: 0 })).toMatchObject({ ok: false, reason: 'CONSTRAINTS_CONFLICT', conflict: { lower: { name: 'POSITIVE_PRICE' } } });
  });

  it('a maximum change that cannot reach the allowed range: MAX_CHANGE_CONFLICT', () => {
    expect(constrain(75, { minPrice: 70, maxChangePercent: 10 })).toMatchObject({
      ok: false,
      reason: 'MAX_CHANGE_CONFLICT',
      conflict: { lower: { name: 'MIN_PRICE', price: 70 }, upper: { name: 'MAX_CHANGE', price: 65.45 } },
    });
  });

  it('reports the fact a limit needs when the product lacks it', () => {
    expect(collectBounds(rule({ minMarkup: 10 }), noProductLimits, { ...facts, purchasePrice: null })).toEqual({ ok: false, reason: 'MISSING_PURCHASE_PRICE' });
    expect(collectBounds(rule({}), { ...noProductLimits, maxMarkup: 10 }, { ...facts, purchasePrice: null })).toEqual({ ok: false, reason: 'MISSING_PURCHASE_PRICE' });
    expect(collectBounds(rule({ minProfitMargin: 10 }), noProductLimits, { ...facts, shippingCost: null })).toEqual({ ok: false, reason: 'NO_SHIPPING_RATE' });
    expect(collectBounds(rule({ maxChangePercent: 10 }), noProductLimits, { ...facts, currentPrice: null })).toEqual({ ok: false, reason: 'MISSING_CURRENT_PRICE' });
    expect(collectBounds(rule({ minPrice: 10 }), noProductLimits, { ...facts, purchasePrice: null, shippingCost: null, currentPrice: null })).toMatchObject({ ok: true });
  });
});

describe('issue 12 defect 1: a minimum margin no price reaches, exactly', () => {
  it('85.72 % margin with 12 % commission and 19 % VAT: CONSTRAINTS_CONFLICT, also with a maximum change', () => {
    const marketplace = { ...facts, purchasePrice: 35, shippingCost: 0, commissionRate: 12 };
    const expected = { ok: false, reason: 'CONSTRAINTS_CONFLICT', conflict: { lower: { name: 'MIN_PROFIT_MARGIN', price: Infinity } } };
    expect(constrain(50, { minProfitMargin: 85.72 }, noProductLimits, marketplace)).toMatchObject(expected);
    expect(constrain(50, { minProfitMargin: 85.72, maxChangePercent: 10 }, noProductLimits, marketplace)).toMatchObject(expected);
    expect(constrain(50, { minProfitMargin: 82 }, noProductLimits, { ...marketplace, vatRate: 20, commissionRate: 15 })).toMatchObject(expected);
  });
});

