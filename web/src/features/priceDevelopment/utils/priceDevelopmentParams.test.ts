import { describe, expect, it } from 'vitest';
import type { PriceDevelopmentPoint } from '@pm/contracts';
import { DEFAULT_PRICE_DEVELOPMENT_PARAMS, formatDay, formatIndex, formatMonth, latestPoint, monthsWithData, priceDevelopmentContent, priceDevelopmentSearch, tableRows } from './priceDevelopmentParams.ts';

describe('price development parameters and formatting', () => {
  it('asks for the month when one is picked, else the date filter, with the filters set', () => {
    expect(priceDevelopmentSearch('de', DEFAULT_PRICE_DEVELOPMENT_PARAMS)).toBe('country=de&range=30d');
    expect(priceDevelopmentSearch('at', { ...DEFAULT_PRICE_DEVELOPMENT_PARAMS, selectedMonth: '2026-10', brand: 'Vaude', storeId: 's1' })).toBe('country=at&month=2026-10&brand=Vaude&storeId=s1');
  });

  it('offers the months from the first day with prices to the current one, newest first, across a year end', () => {
    // The demo: prices from 2026-09-01, today in November.
    expect(monthsWithData('2026-09-01', new Date('2026-11-30T12:00:00Z'))).toEqual(['2026-11', '2026-10', '2026-09']);
    expect(monthsWithData('2025-11-17', new Date('2026-02-15T12:00:00Z'))).toEqual(['2026-02', '2026-01', '2025-12', '2025-11']);
    expect(monthsWithData('2026-11-30', new Date('2026-11-30T00:00:00Z'))).toEqual(['2026-11']);
    // No prices yet: no month to pick.
    expect(monthsWithData(null, new Date('2026-11-30T12:00:00Z'))).toEqual([]);
  });

  describe('what the page shows', () => {
    const point = (day: string, marketIndex: number | null, ownIndex: number | null = marketIndex, products = marketIndex === null ? 0 : 3): PriceDevelopmentPoint => ({ day, marketIndex, ownIndex, products });
    const empty = ['2026-11-01', '2026-11-02', '2026-11-03'].map((day) => point(day, null));
    const filtered = { ...DEFAULT_PRICE_DEVELOPMENT_PARAMS, brand: 'Vaude', categoryId: 'c-tents' };

    it('says there are no prices yet, that a filter matches nothing, or that the period has none — and shows the index otherwise', () => {
      expect(priceDevelopmentContent({ firstDay: null, points: empty }, DEFAULT_PRICE_DEVELOPMENT_PARAMS)).toBe('NO_PRICES_YET');
      expect(priceDevelopmentContent({ firstDay: null, points: empty }, filtered)).toBe('NO_PRICES_YET');
      // The QA case: a brand and a category without competitor prices in the month.
      expect(priceDevelopmentContent({ firstDay: '2026-09-01', points: empty }, filtered)).toBe('NO_MATCH');
      expect(priceDevelopmentContent({ firstDay: '2026-09-01', points: empty }, { ...DEFAULT_PRICE_DEVELOPMENT_PARAMS, storeId: 's1', selectedMonth: '2026-11' })).toBe('NO_MATCH');
      expect(priceDevelopmentContent({ firstDay: '2026-09-01', points: empty }, { ...DEFAULT_PRICE_DEVELOPMENT_PARAMS, selectedMonth: '2026-11' })).toBe('NO_PRICES_IN_PERIOD');
      // Own prices alone draw no market line: still nothing to compare.
      expect(priceDevelopmentContent({ firstDay: '2026-09-01', points: [point('2026-11-01', null, 100, 0)] }, filtered)).toBe('NO_MATCH');
      expect(priceDevelopmentContent({ firstDay: '2026-09-01', points: [...empty, point('2026-11-04', 100)] }, filtered)).toBe('PRICES');
    });

    it('lists the days with a figure in the table, newest first, and no rows of empty days', () => {
      expect(tableRows(empty)).toEqual([]);
      const points = [point('2026-10-31', null), point('2026-11-01', 100), point('2026-11-02', null, 100, 0), point('2026-11-03', 98.5)];
      expect(tableRows(points).map((p) => p.day)).toEqual(['2026-11-03', '2026-11-02', '2026-11-01']);
      // The answer itself is left as it was (the chart draws it in order).
      expect(points[0]!.day).toBe('2026-10-31');
    });
  });

  it('formats months, days and indexes in the locale', () => {
    expect(formatMonth('2026-11', 'de-DE')).toBe('November 2026');
    expect(formatMonth('2026-03', 'en-US')).toBe('March 2026');
    expect(formatDay('2026-11-26', 'de-DE')).toBe('26.11.2026');
    expect(formatIndex(98.03, 'de-DE')).toBe('98,03');
    expect(formatIndex(100, 'en-US')).toBe('100.00');
    expect(formatIndex(null, 'en-US')).toBe('–');
  });

  it('takes the last day with a market index as the headline', () => {
    expect(latestPoint([{ day: 'a', marketIndex: 99, ownIndex: 100, products: 1 }, { day: 'b', marketIndex: null, ownIndex: null, products: 0 }])?.day).toBe('a');
    expect(latestPoint([])).toBeNull();
  });
});
