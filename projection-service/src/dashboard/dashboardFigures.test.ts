/** The dashboard's figures: the position by the company's tolerance, the top metric as the engine computes it (commission, own shipping, exact). */
import { describe, expect, it } from 'vitest';
import { DHL_RATE } from '@pm/contracts/testing';
import type { ModeRow } from '../analysis/priceAnalysisRows.ts';
import { positionCounts, productMetrics, type MetricChannel, type MetricProduct } from './dashboardFigures.ts';

const mode = (position: ModeRow['position'], deviationPercent: number | null) => ({ position, deviationPercent }) as ModeRow;
const row = (position: ModeRow['position'], deviationPercent: number | null) => ({ withShipping: mode(position, deviationPercent), withoutShipping: mode(position, deviationPercent) });

describe('dashboard position', () => {
  const rows = [row('cheapest', -3), row('not-cheapest', 1.5), row('not-cheapest', 4), row('no-offers', null), row('no-own-price', null)];
  it("counts 'within' up to the company's tolerance, inclusive", () => {
    expect(positionCounts(rows, true, 2)).toEqual({ compared: 3, cheapest: 1, withinTolerance: 1, moreExpensive: 1, noOffers: 1, noOwnPrice: 1, tolerancePercent: 2 });
    expect(positionCounts(rows, true, 4)).toMatchObject({ withinTolerance: 2, moreExpensive: 0, tolerancePercent: 4 });
    expect(positionCounts(rows, false, 0)).toMatchObject({ withinTolerance: 0, moreExpensive: 2 });
  });
});

describe('dashboard top metric', () => {
  const product = (over: Partial<MetricProduct> = {}): MetricProduct => ({
    product: { pricing: { de: { salesPrice: 59.5, shippingPrice: 4.95 } } } as unknown as MetricProduct['product'],
    purchasePrice: 30,
    vatRates: { de: 19 },
    shipping: { weight: 2, weightUnit: 'KILOGRAMS' },
    precalculatedShipping: {},
    ...over,
  });
  const webshop: MetricChannel = { country: 'de', vatRate: 19, commissionRate: 0, noShippingCost: false };
  const marketplace: MetricChannel = { ...webshop, commissionRate: 15, noShippingCost: true };
  const rates = [{ ...DHL_RATE, rateId: 'dhl' }];

  it('counts commission and the own shipping cost per channel (docs/pricing.md example 4)', () => {
    // Webshop: DHL 4.50 → margin (50 − 30 − 4.50) / 50 = 31 %; marketplace: no shipping, commission 8.925 → 22.15 %.
    expect(productMetrics('PROFIT_MARGIN', product(), 'de', [webshop, marketplace], rates)).toEqual([31, 22.15]);
    expect(productMetrics('PURCHASE_MARKUP', product(), 'de', [webshop], rates)).toEqual([66.67]);
  });

  it('takes the precalculated shipping cost first, the commission on shipping where the channel takes it', () => {
    expect(productMetrics('PROFIT_MARGIN', product({ precalculatedShipping: { de: 3.9 } }), 'de', [webshop], rates)).toEqual([32.2]);
    // 15 % of (59.50 + 4.95) = 9.6675: (50 − 30 − 4.50 − 9.6675) / 50 = 11.67 %.
    expect(productMetrics('PROFIT_MARGIN', product(), 'de', [{ ...webshop, commissionRate: 15, commissionOnShipping: true }], rates)).toEqual([11.67]);
  });

  it('has no margin where the own shipping cost is unknown, and counts a country without a channel as a commission-free own shop', () => {
    expect(productMetrics('PROFIT_MARGIN', product({ shipping: {} }), 'de', [webshop], rates)).toEqual([null]);
    expect(productMetrics('PROFIT_MARGIN', product(), 'de', [], rates)).toEqual([31]);
    expect(productMetrics('PROFIT_MARGIN', product({ purchasePrice: null }), 'de', [webshop], rates)).toEqual([null]);
  });
});
