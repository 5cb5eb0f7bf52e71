import { describe, expect, it } from 'vitest';
import { currencyOfCountry, formatMoney } from './formatMoney.ts';

describe('formatMoney', () => {
  it('formats numbers and scraped decimal strings in the locale', () => {
    expect(formatMoney(1299, 'EUR', 'de-DE')).toBe('1.299,00\u00a0€');
    expect(formatMoney('19.9', 'EUR', 'en')).toBe('€19.90');
  });

  it('shows nothing for missing or invalid amounts', () => {
    expect(formatMoney(null, 'EUR', 'de-DE')).toBeNull();
    expect(formatMoney('abc', 'EUR', 'de-DE')).toBeNull();
  });

  it('shows the bare number without a currency', () => {
    expect(formatMoney(5, null, 'de-DE')).toBe('5,00');
  });

  it('knows the currency of each country', () => {
    expect(currencyOfCountry('ch')).toBe('CHF');
    expect(currencyOfCountry('de')).toBe('EUR');
  });
});
