import { describe, expect, it } from 'vitest';
import { addAmounts, compareAmounts, readAmount, readShipping } from './amounts.ts';
import { isPlaceholder } from './placeholders.ts';

describe('readAmount', () => {
  it('reads numbers and machine values with "." as the decimal separator', () => {
    expect(readAmount(1299).amount).toBe('1299.00');
    expect(readAmount(39.9).amount).toBe('39.90');
    expect(readAmount('1.299', { decimalSeparator: ',' }).amount).toBe('1.299');
    expect(readAmount('1299.00', { currencyHint: 'EUR' })).toMatchObject({ amount: '1299.00', currency: 'EUR' });
  });

  it('reads shop-formatted strings with the hints', () => {
    expect(readAmount('39,90').amount).toBe('39.90');
    expect(readAmount('1.299,00 €')).toMatchObject({ amount: '1299.00', currency: 'EUR' });
    expect(readAmount('349,-', { currencyHint: 'EUR' })).toMatchObject({ amount: '349.00', currency: 'EUR' });
  });

  it('refuses placeholders, absurd and missing values', () => {
    expect(readAmount('{{ product.price }}').amount).toBeNull();
    expect(readAmount('${price}').amount).toBeNull();
    expect(readAmount(-5).amount).toBeNull();
    expect(readAmount(1e25).amount).toBeNull();
    expect(readAmount(Number.NaN).amount).toBeNull();
    expect(readAmount(undefined).amount).toBeNull();
    expect(readAmount({ value: 3 }).amount).toBeNull();
  });
});

describe('readShipping', () => {
  it.each([
    ['versandkostenfrei', '0.00'],
    ['Kostenloser Versand', '0.00'],
    ['free shipping', '0.00'],
    ['zzgl. 4,95 € Versand', '4.95'],
    ['+ 5,90 € Versand', '5.90'],
    ['Versandkostenfrei ab 50 €', null],
    ['Free shipping over £30', null],
    ['{{ shipping }}', null],
  ])('%s → %s', (text, expected) => expect(readShipping(text)).toBe(expected));

  it('reads numbers', () => expect(readShipping(0)).toBe('0.00'));
});

describe('decimal arithmetic', () => {
  it('adds without floating point', () => {
    expect(addAmounts('44.90', '4.95')).toBe('49.85');
    expect(addAmounts('0.10', '0.20')).toBe('0.30');
    expect(addAmounts('1299.00', '19.9')).toBe('1318.90');
    expect(addAmounts('1980', '500')).toBe('2480');
    expect(addAmounts('0.005', '0.005')).toBe('0.010');
  });

  it('compares', () => {
    expect(compareAmounts('9.99', '10.00')).toBe(-1);
    expect(compareAmounts('10.0', '10.00')).toBe(0);
    expect(compareAmounts('129.95', '99.95')).toBe(1);
  });
});

describe('isPlaceholder', () => {
  it.each(['{{ price }}', '{% price %}', '${price}', '<%= price %>', '[[price]]', '%PRICE%', '__PRICE__', '{product.price}', '#{price}'])('%s', (text) =>
    expect(isPlaceholder(text)).toBe(true),
  );
  it.each(['39,90 €', '20 % Rabatt', '{ "a": 1 }'])('not %s', (text) => expect(isPlaceholder(text)).toBe(false));
});
