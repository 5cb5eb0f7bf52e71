import { describe, expect, it } from 'vitest';
import { priceSeries } from './priceSeries.ts';

const point = (at: string, price: string | null, flagged = false) => ({ at, price, shippingCost: null, availability: null, flagged });

describe('priceSeries', () => {
  it('splits accepted and flagged prices, in time order', () => {
    const series = priceSeries([
      point('2025-03-02T10:00:00.000Z', '99.00'),
      point('2025-03-01T10:00:00.000Z', '109.50'),
      point('2025-03-03T10:00:00.000Z', '9.90', true),
    ]);
    expect(series.accepted).toEqual([[Date.parse('2025-03-01T10:00:00.000Z'), 109.5], [Date.parse('2025-03-02T10:00:00.000Z'), 99]]);
    expect(series.flagged).toEqual([[Date.parse('2025-03-03T10:00:00.000Z'), 9.9]]);
  });

  it('leaves out points without a usable price or time', () => {
    expect(priceSeries([point('2025-03-01T10:00:00.000Z', null), point('later', '5.00'), point('2025-03-01T11:00:00.000Z', 'n/a')])).toEqual({ accepted: [], flagged: [] });
  });
});
