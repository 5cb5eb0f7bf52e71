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
  it('takes the commission on the shipping charge too where the channel charges it: C = 15 % × (59.50 + 4.95) = 9.6675', () => {
    // Margin (50 − 30 − 9.6675 − 4.50) / 50 = 11.665 %, total cost markup 5.8325 / 44.1675 = 13.205… %.
    expect(metricsAt(59.5, { ...marketplace, commissionedShippingCharge: 4.95 })).toEqual({ profitMargin: 11.67, purchaseMarkup: 66.67, totalCostMarkup: 13.21 });
  });
  it('computes exactly and rounds once (issue 12): 2346.724999993… % is 2346.72, not lifted to .73', () => {
    // 893.60 at 19 % is N = 750.924369…; (N − 30.691) / 30.691 = 23.46724999993…
    expect(metricsAt(893.6, { ...webshop, purchasePrice: 30.691 }).purchaseMarkup).toBe(2346.72);
  });
});
