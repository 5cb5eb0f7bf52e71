import { describe, expect, it } from 'vitest';
import { metricsAt } from './metrics.ts';

const webshop = { vatRate: 19, commissionRate: 0, purchasePrice: 30, shippingCost: 4.5 };
const marketplace = { ...webshop, commissionRate: 15 };

describe('metrics (docs/pricing.md example 4)', () => {
  it('webshop at 59.50 €: net 50, margin 15.50/50 = 31 %, markup 20/30, total cost markup 15.50/34.50', () => {
    expect(metricsAt(59.5, webshop)).toEqual({ profitMargin: 31, purchaseMarkup: 66.67, totalCostMarkup: 44.93 });
  });
  it('marketplace at 59.50 €: commission 8.925 → margin 6.575/50, total cost markup 6.575/43.425', () => {
    expect(metricsAt(59.5, marketplace)).toEqual({ profitMargin: 13.15, purchaseMarkup: 66.67, totalCostMarkup: 15.14 });
  });
  it('is null where a figure is missing or a denominator is zero', () => {
    expect(metricsAt(59.5, { ...webshop, purchasePrice: null })).toEqual({ profitMargin: null, purchaseMarkup: null, totalCostMarkup: null });
    expect(metricsAt(null, webshop)).toEqual({ profitMargin: null, purchaseMarkup: null, totalCostMarkup: null });
    expect(metricsAt(59.5, { ...webshop, shippingCost: null })).toEqual({ profitMargin: null, purchaseMarkup: 66.67, totalCostMarkup: null });
    expect(metricsAt(59.5, { ...webshop, purchasePrice: 0, shippingCost: 0 })).toEqual({ profitMargin: 100, purchaseMarkup: null, totalCostMarkup: null });
  });
  it('goes negative below cost', () => {
    expect(metricsAt(35.7, webshop)).toEqual({ profitMargin: -15, purchaseMarkup: 0, totalCostMarkup: -13.04 });
  });
});
