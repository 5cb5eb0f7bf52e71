import { describe, expect, it } from 'vitest';
import { deviationTone, formatDeviation, formatPercent, formatSignedMoney } from './formatDeviation.ts';

// Intl separates the number and sign from the unit with (narrow) no-break spaces.
const plain = (text: string | null) => text?.replace(/[\u00a0\u202f]/g, ' ') ?? null;

describe('deviation formatting', () => {
  it('signs percentages in the locale, with one decimal', () => {
    expect(plain(formatPercent(12.36, 'de-DE'))).toBe('+12,4 %');
    expect(plain(formatPercent(-5.56, 'en'))).toBe('-5.6%');
    expect(plain(formatPercent(0, 'de-DE'))).toBe('0,0 %');
    expect(formatPercent(null, 'de-DE')).toBeNull();
  });

  it('signs amounts in the currency', () => {
    expect(plain(formatSignedMoney(5.05, 'EUR', 'de-DE'))).toBe('+5,05 €');
    expect(plain(formatSignedMoney(-11, 'EUR', 'en'))).toBe('-€11.00');
    expect(plain(formatSignedMoney(0, 'GBP', 'en'))).toBe('£0.00');
  });

  it('shows the chosen mode and nothing without a comparison', () => {
    const row = { deviation: { absolute: 7, percent: 7.14 }, currency: 'EUR' };
    expect(plain(formatDeviation(row, 'percent', 'de-DE'))).toBe('+7,1 %');
    expect(plain(formatDeviation(row, 'absolute', 'de-DE'))).toBe('+7,00 €');
    // A competitor at 0,00 has no percentage: the amount stands in.
    expect(plain(formatDeviation({ deviation: { absolute: 3, percent: null }, currency: 'EUR' }, 'percent', 'de-DE'))).toBe('+3,00 €');
    expect(formatDeviation({ deviation: null, currency: 'EUR' }, 'percent', 'de-DE')).toBeNull();
  });

  it('reads a positive deviation as more expensive than the cheapest competitor', () => {
    expect(deviationTone(0.01)).toBe('above');
    expect(deviationTone(-2)).toBe('below');
    expect(deviationTone(0)).toBe('level');
  });
});
