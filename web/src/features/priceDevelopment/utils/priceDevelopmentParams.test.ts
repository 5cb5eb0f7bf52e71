import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICE_DEVELOPMENT_PARAMS, formatDay, formatIndex, formatMonth, latestPoint, priceDevelopmentSearch, recentMonths } from './priceDevelopmentParams.ts';

describe('price development parameters and formatting', () => {
  it('asks for the month when one is picked, else the date filter, with the filters set', () => {
    expect(priceDevelopmentSearch('de', DEFAULT_PRICE_DEVELOPMENT_PARAMS)).toBe('country=de&range=30d');
    expect(priceDevelopmentSearch('at', { ...DEFAULT_PRICE_DEVELOPMENT_PARAMS, selectedMonth: '2026-10', brand: 'Vaude', storeId: 's1' })).toBe('country=at&month=2026-10&brand=Vaude&storeId=s1');
  });

  it('offers the last twelve months, newest first, across a year end', () => {
    const months = recentMonths(new Date('2026-02-15T12:00:00Z'));
    expect(months).toHaveLength(12);
    expect(months.slice(0, 3)).toEqual(['2026-02', '2026-01', '2025-12']);
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
