import { describe, expect, it } from 'vitest';
import { ownShippingCost } from './ownShippingCost.ts';
import { product, rate } from './testFixtures.ts';

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
