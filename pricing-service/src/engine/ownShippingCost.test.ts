import { describe, expect, it } from 'vitest';
import { NO_CONSTRAINTS } from '@pm/contracts';
import { ownShippingCost } from './ownShippingCost.ts';
import { runEngine } from './runEngine.ts';
import { channel, input, product, rate, rule } from './testFixtures.ts';

const de = { country: 'de' as const, noShippingCost: false };

describe('own shipping cost (docs/pricing.md example 3)', () => {
  it('takes the cheapest fitting rate of the country', () => {
    expect(ownShippingCost(product(), de, null, [rate({ rateId: 'dpd', baseTariff: 5.9 }), rate()])).toEqual({ cost: 4.5, source: 'SHIPPING_RATE', rateId: 'dhl', carrier: 'DHL' });
  });
  it('adds surcharges and multiplies by the packages', () => {
    expect(ownShippingCost(product({ limitedQuantity: true }), de, null, [rate()])?.cost).toBe(7.5);
    expect(ownShippingCost(product({ numberOfPackages: 2 }), de, null, [rate()])?.cost).toBe(9);
    expect(ownShippingCost(product({ numberOfPackages: null }), de, null, [rate()])?.cost).toBe(4.5);
  });
  it("prefers the product's precalculated cost for the country", () => {
    expect(ownShippingCost(product(), de, 3.9, [rate()])).toEqual({ cost: 3.9, source: 'PRECALCULATED', rateId: null, carrier: null });
  });
  it('is 0 in a no-shipping-cost channel, even without any rate', () => {
    expect(ownShippingCost(product({ dangerousGood: true }), { country: 'de', noShippingCost: true }, null, [])).toEqual({ cost: 0, source: 'NO_SHIPPING_CHANNEL', rateId: null, carrier: null });
  });
  it('is unknown when no rate fits (no shipping rate found)', () => {
    expect(ownShippingCost(product({ dangerousGood: true }), de, null, [rate()])).toBeNull();
    expect(ownShippingCost(product({ weightKg: 40 }), de, null, [rate()])).toBeNull();
    expect(ownShippingCost(product(), de, null, [])).toBeNull();
  });
});

describe('a product without a weight (issue 12, convention 5)', () => {
  const unweighed = product({ weightKg: null });

  it('has no shipping cost from the rate table: not even the cheapest parcel rate fits', () => {
    expect(ownShippingCost(unweighed, de, null, [rate({ rateId: 'dpd', baseTariff: 5.9 }), rate()])).toBeNull();
  });
  it('still has its precalculated cost, and 0 in a no-shipping-cost channel', () => {
    expect(ownShippingCost(unweighed, de, 3.9, [rate()])).toEqual({ cost: 3.9, source: 'PRECALCULATED', rateId: null, carrier: null });
    expect(ownShippingCost(unweighed, { country: 'de', noShippingCost: true }, null, [rate()])).toEqual({ cost: 0, source: 'NO_SHIPPING_CHANNEL', rateId: null, carrier: null });
  });
  it('cannot be priced to a margin: ERROR NO_SHIPPING_RATE instead of a margin that leaves out its parcel', () => {
    const margin = rule({ target: { type: 'PROFIT_MARGIN', percent: 25 } });
    const [result] = runEngine(input({ products: [unweighed], rules: [margin] })).results;
    expect(result).toMatchObject({ outcome: 'ERROR', reason: 'NO_SHIPPING_RATE' });
    expect(result?.trace?.costs.shippingSource).toBe('NO_SHIPPING_RATE');
  });
  it('is priced to a margin from its precalculated cost (P 30 + S 3.90 at 25 % → N 45.20 → 53.79)', () => {
    const known = product({ weightKg: null, pricing: { de: { ...product().pricing.de!, precalculatedShippingCost: 3.9 } } });
    const [result] = runEngine(input({ products: [known], rules: [rule({ target: { type: 'PROFIT_MARGIN', percent: 25 }, constraints: NO_CONSTRAINTS })] })).results;
    expect(result).toMatchObject({ outcome: 'EXECUTED', proposal: { newPrice: 53.79 } });
  });
  it('is priced to a margin in a no-shipping-cost channel (30 / 0.75 × 1.19 = 47.60)', () => {
    const [result] = runEngine(input({ channels: [channel({ noShippingCost: true })], products: [unweighed], rules: [rule({ target: { type: 'PROFIT_MARGIN', percent: 25 } })] })).results;
    expect(result).toMatchObject({ outcome: 'EXECUTED', proposal: { newPrice: 47.6 } });
  });
  it('is still priced by targets that need no shipping cost (markup on the purchase price)', () => {
    const [result] = runEngine(input({ products: [unweighed] })).results;
    expect(result).toMatchObject({ outcome: 'EXECUTED', proposal: { newPrice: 53.55 } });
    expect(result?.trace?.metricsAfter).toEqual({ profitMargin: null, purchaseMarkup: 50, totalCostMarkup: null });
  });
});
