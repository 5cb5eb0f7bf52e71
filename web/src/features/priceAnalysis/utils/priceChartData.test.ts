import { describe, expect, it } from 'vitest';
import type { AnalysedOffer, PriceHistorySeries } from '@pm/contracts';
import { priceChartSeries, rangeStart, summarizeSeries } from './priceChartData.ts';

const now = Date.parse('2026-05-10T12:00:00.000Z');
const at = (day: number) => `2026-05-${String(day).padStart(2, '0')}T12:00:00.000Z`;
const offer = (urlId: string, sourceName: string, offerType: AnalysedOffer['offerType'] = 'COMPETITOR_OFFER') => ({ urlId, sourceName, offerType, url: `https://${urlId}` }) as AnalysedOffer;
const point = (day: number, price: string | null, extra: Partial<PriceHistorySeries['points'][number]> = {}) => ({ at: at(day), price, shippingCost: null, availability: 'InStock' as const, flagged: false, ...extra });
const names = { own: 'Own price', cheapest: 'Cheapest competitor' };

const history: PriceHistorySeries[] = [
  { urlId: 'a', sourceId: 's1', points: [point(2, '100.00', { shippingCost: '5.00' }), point(5, '10.00', { flagged: true }), point(6, '90.00', { shippingCost: '5.00' })] },
  { urlId: 'b', sourceId: 's2', points: [point(3, '98.00'), point(7, '97.00', { availability: 'OutOfStock' })] },
  { urlId: 'own', sourceId: 's3', points: [point(3, '120.00')] },
];
const offers = [offer('a', 'Alpha'), offer('b', 'Beta'), offer('own', 'Mein Shop', 'OWN_OFFER')];
const ownPriceHistory = [{ at: at(1), price: 110, shippingCost: 4.9 }, { at: at(8), price: 95, shippingCost: null }];

describe('price chart data', () => {
  it('draws the own price, each competitor without flagged prices and out of stock as a gap, and the cheapest at every moment', () => {
    const series = priceChartSeries({ history, offers, ownPriceHistory, withShipping: true, range: 'all', now, names });
    expect(series.map((s) => [s.kind, s.name])).toEqual([['own', 'Own price'], ['cheapest', 'Cheapest competitor'], ['competitor', 'Alpha'], ['competitor', 'Beta']]);
    const [own, cheapest, alpha, beta] = series;
    expect(own!.points).toEqual([[Date.parse(at(1)), 114.9], [Date.parse(at(8)), 95], [now, 95]]);
    expect(alpha!.points).toEqual([[Date.parse(at(2)), 105], [Date.parse(at(6)), 95], [now, 95]]);
    expect(beta!.points).toEqual([[Date.parse(at(3)), 98], [Date.parse(at(7)), null]]);
    expect(cheapest!.points).toEqual([[Date.parse(at(2)), 105], [Date.parse(at(3)), 98], [Date.parse(at(6)), 95], [Date.parse(at(7)), 95], [now, 95]]);
  });

  it('leaves shipping out when asked, and carries the own price into a range that starts later', () => {
    const series = priceChartSeries({ history, offers, ownPriceHistory, withShipping: false, range: '7d', now, names });
    const start = rangeStart('7d', now)!;
    // The last 7 days: today (10 May) and the 6 days before, from midnight UTC of 4 May.
    expect(start).toBe(Date.parse('2026-05-04T00:00:00.000Z'));
    expect(series.find((s) => s.kind === 'own')!.points).toEqual([[start, 110], [Date.parse(at(8)), 95], [now, 95]]);
    // Alpha's observation of day 2 lies before the range.
    expect(series.find((s) => s.name === 'Alpha')!.points).toEqual([[Date.parse(at(6)), 90], [now, 90]]);
    expect(rangeStart('all', now)).toBeNull();
  });

  it('summarizes every line for the text alternative', () => {
    const summary = summarizeSeries(priceChartSeries({ history, offers, ownPriceHistory, withShipping: true, range: 'all', now, names }));
    expect(summary.find((s) => s.id === 'a')).toEqual({ id: 'a', name: 'Alpha', latest: 95, lowest: 95, highest: 105, observations: 2 });
    expect(summary.find((s) => s.id === 'b')).toMatchObject({ latest: null, lowest: 98, observations: 1 });
    expect(summary.find((s) => s.id === 'own')).toMatchObject({ latest: 95, lowest: 95, highest: 114.9, observations: 2 });
  });
});
