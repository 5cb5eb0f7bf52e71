import { describe, expect, it } from 'vitest';
import { parsePriceLine } from './priceLine.ts';
import { runCli } from './runCli.ts';

describe('npm run parse-price', { timeout: 120_000 }, () => {
  it('prints one JSON object per input line', () => {
    const input = ['1.299,00 €', '€1,299.00', "CHF 1'299.–", '12,-', 'ab 9,99 EUR', 'statt 49,90 € nur 39,90 €', 'Preis auf Anfrage', ''].join('\n');
    const run = runCli('parsePrice.ts', [], `${input}\n`);
    expect(run.status).toBe(0);
    expect(run.stderr).toBe('');
    expect(run.lines.map((l) => JSON.parse(l))).toEqual([
      { amount: '1299.00', currency: 'EUR', currencyText: '€' },
      { amount: '1299.00', currency: 'EUR', currencyText: '€' },
      { amount: '1299.00', currency: 'CHF', currencyText: 'CHF' },
      { amount: '12.00', currency: null, currencyText: null },
      { amount: '9.99', currency: 'EUR', currencyText: 'EUR' },
      { amount: '39.90', currency: 'EUR', currencyText: '€' },
      { amount: null, currency: null, currencyText: null },
      { amount: null, currency: null, currencyText: null },
    ]);
  });

  it('accepts JSON lines with hints, CRLF input and default hints from options', () => {
    const input = '{"text":"1,299","decimalSeparator":","}\r\n{"text":"12,-","currencyHint":"CHF"}\r\n12,-\r\n{"text":5}\r\n{oops\n';
    const run = runCli('parsePrice.ts', ['--currency', 'EUR'], input);
    expect(run.status).toBe(0);
    expect(run.lines.map((l) => JSON.parse(l))).toEqual([
      { amount: '1.299', currency: 'EUR', currencyText: null },
      { amount: '12.00', currency: 'CHF', currencyText: null },
      { amount: '12.00', currency: 'EUR', currencyText: null },
      { amount: null, currency: null, currencyText: null, error: expect.stringContaining('text') },
      { amount: null, currency: null, currencyText: null, error: 'not valid JSON' },
    ]);
  });

  it('the last line needs no line break; bad options exit with 2', () => {
    expect(runCli('parsePrice.ts', [], '7,50 €').lines).toEqual(['{"amount":"7.50","currency":"EUR","currencyText":"€"}']);
    const bad = runCli('parsePrice.ts', ['--decimal-separator', 'x'], '1');
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('usage: npm run -s parse-price');
  });
});

describe('parsePriceLine', () => {
  it('refuses unknown keys of a JSON line', () => {
    expect(parsePriceLine('{"text":"1 €","currency":"EUR"}')).toMatchObject({ amount: null, error: expect.any(String) });
  });

  it('gives an amount without any mark the currency of the hints’ country (domain, locale path, language), as extract does for a page', () => {
    expect(parsePriceLine('{"text":"1 049,-","url":"https://www.komplett.no/product/1"}')).toMatchObject({ amount: '1049.00', currency: 'NOK', currencyText: null });
    expect(parsePriceLine('{"text":"199,99","url":"https://www.bol.com/nl/nl/p/x/1/"}')).toMatchObject({ amount: '199.99', currency: 'EUR' });
    expect(parsePriceLine('{"text":"299,–","language":"de-AT"}')).toMatchObject({ amount: '299.00', currency: 'EUR' });
    // No country known: no currency guessed; a generic path is no country.
    expect(parsePriceLine('199,99')).toMatchObject({ amount: '199.99', currency: null });
    expect(parsePriceLine('{"text":"199,99","url":"https://shop.example.com/en/p/1"}')).toMatchObject({ amount: '199.99', currency: null });
  });
});
