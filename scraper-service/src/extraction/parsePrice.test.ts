import { describe, expect, it } from 'vitest';
import { parsePrice, toDecimal } from './parsePrice.ts';

const price = (text: string, hints = {}) => {
  const { amount, currency, currencyText } = parsePrice(text, hints);
  return { amount, currency, currencyText };
};

describe('parsePrice', () => {
  it.each([
    ['1.299,00 €', '1299.00', 'EUR', '€'],
    // Second blind batch (docs/benchmarks.md): a space before the decimal separator, units and cents apart, Arabic-Indic digits.
    ['1.499 ,99 Lei', '1499.99', 'RON', 'Lei'],
    ['39 95 €', '39.95', 'EUR', '€'],
    ['١٬٢٩٩٫٠٠ ر.س', '1299.00', 'SAR', 'ر.س'],
    ['€1,299.00', '1299.00', 'EUR', '€'],
    ["CHF 1'299.–", '1299.00', 'CHF', 'CHF'],
    ['12,-', '12.00', null, null],
    ['ab 9,99 EUR', '9.99', 'EUR', 'EUR'],
    ['statt 49,90 € nur 39,90 €', '39.90', 'EUR', '€'],
    ['£12.50', '12.50', 'GBP', '£'],
    ['$ 1,234,567.89', '1234567.89', 'USD', '$'],
    ['1 299,00 zł', '1299.00', 'PLN', 'zł'],
    ['1\u00a0299,99\u00a0€', '1299.99', 'EUR', '€'],
    ['1\u202f299,99 €', '1299.99', 'EUR', '€'],
    ['EUR 0,99', '0.99', 'EUR', 'EUR'],
    ['19.95 USD', '19.95', 'USD', 'USD'],
    ['US$ 5', '5.00', 'USD', 'US$'],
    ['Preis: 7,5 €', '7.50', 'EUR', '€'],
    ['1.299,– €', '1299.00', 'EUR', '€'],
    ['CHF 12.–', '12.00', 'CHF', 'CHF'],
    ["Fr. 1'050.50", '1050.50', 'CHF', 'Fr.'],
    ['1 234 Kč', '1234.00', 'CZK', 'Kč'],
    ['2 490 Ft', '2490', 'HUF', 'Ft'],
    ['¥1,980', '1980', 'JPY', '¥'],
    ['UVP 59,99 € jetzt 44,99 €', '44.99', 'EUR', '€'],
    ['was £30.00 now £24.00', '24.00', 'GBP', '£'],
    ['49,90 € statt 59,90 €', '49.90', 'EUR', '€'],
    ['9,99 € - 19,99 €', '9.99', 'EUR', '€'],
    ['-20 % 39,90 €', '39.90', 'EUR', '€'],
    ['2 Stück 9,99 €', '9.99', 'EUR', '€'],
    ['39,90 € inkl. 19% MwSt.', '39.90', 'EUR', '€'],
    ['349,-\u00a0€', '349.00', 'EUR', '€'],
    ['ab 1.249,00 € bei 5 Shops', '1249.00', 'EUR', '€'],
  ])('%s → %s %s', (text, amount, currency, currencyText) => {
    expect(price(text)).toEqual({ amount, currency, currencyText });
  });

  it('finds nothing where there is no price', () => {
    expect(price('')).toEqual({ amount: null, currency: null, currencyText: null });
    expect(price('Preis auf Anfrage')).toEqual({ amount: null, currency: null, currencyText: null });
  });

  it('uses the hints for an unmarked currency and an ambiguous separator', () => {
    expect(price('12,-', { currencyHint: 'eur' })).toEqual({ amount: '12.00', currency: 'EUR', currencyText: null });
    expect(price('1,299', {})).toMatchObject({ amount: '1299.00' });
    expect(price('1,299', { decimalSeparator: ',' })).toMatchObject({ amount: '1.299' });
    expect(price('1.299 €', { decimalSeparator: '.' })).toMatchObject({ amount: '1.299' });
    expect(price('1.299 €', {})).toMatchObject({ amount: '1299.00' });
  });

  it('reports the former price of a "statt … nur …" text', () => {
    expect(parsePrice('statt 49,90 € nur 39,90 €').previousAmount).toBe('49.90');
    expect(parsePrice('39,90 €').previousAmount).toBeNull();
  });

  it('does not read currency letters inside words', () => {
    // "Lieferzeit" holds "lei", "Kleider" too: no currency; "3 Tage" is a count of days, no price (third blind batch).
    expect(price('Lieferzeit 3 Tage')).toEqual({ amount: null, currency: null, currencyText: null });
    expect(price('Kleider 12')).toEqual({ amount: '12.00', currency: null, currencyText: null });
  });
});

describe('toDecimal', () => {
  it.each([
    ['1.299,00', '1299.00'],
    ['1,299.00', '1299.00'],
    ["1'299.–", '1299'],
    ['12,-', '12'],
    ['0,5', '0.5'],
    ['007', '7'],
    ['1.2.3', null],
  ])('%s → %s', (raw, expected) => expect(toDecimal(raw, null)).toBe(expected));

  // Third blind batch (docs/benchmarks.md, "third blind batch"): each a general cause found there.
  it.each([
    // a marketplace's prefix apart from the dollar sign
    ['AU $549.00', '549.00', 'AUD'],
    ['US $149.99', '149.99', 'USD'],
    ['NZ $89.00', '89.00', 'NZD'],
    // the instalment amount, not its count
    ['4.916,33 TL x 3', '4916.33', 'TRY'],
    ['4 interest-free payments of $89.80', '89.80', 'USD'],
    // units and cents of split elements after a prefixed sign
    ['$ 154 13', '154.13', 'USD'],
  ])('%s → %s %s', (text, amount, currency) => {
    expect(price(text)).toMatchObject({ amount, currency });
  });

  it.each(['2-4 Werktage', '548ポイント(1倍)', 'Terjual 50RB+', '+10mil vendidos', 'Artikelnr: 790012', 'SKU 12345', '12 Bewertungen'])('"%s" counts or names something: no price', (text) => {
    expect(price(text)).toEqual({ amount: null, currency: null, currencyText: null });
  });

  it('a lower-case "us $" stays an ordinary dollar sign after a word (the spaced prefixes are capitals only)', () => {
    expect(price('plus $5.00')).toMatchObject({ amount: '5.00', currency: 'USD', currencyText: '$' });
  });
});
