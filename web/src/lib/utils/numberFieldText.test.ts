import { describe, expect, it } from 'vitest';
import { numberFieldText } from './numberFieldText.ts';
import { parseDecimal } from './validateProductForm.ts';

describe('a number as a form field shows it', () => {
  it('in the user’s notation without grouping, with the field’s own decimals', () => {
    expect(numberFieldText(1234.5, 'de-DE')).toBe('1234,5');
    expect(numberFieldText(1234.5, 'en')).toBe('1234.5');
    // A threshold or tolerance: at most two decimals; a channel's shipping charge: exactly two; a rate: at most four.
    expect(numberFieldText(7.456, 'de-DE', { maximumFractionDigits: 2 })).toBe('7,46');
    expect(numberFieldText(4.9, 'de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 })).toBe('4,90');
    expect(numberFieldText(1.08345, 'en', { maximumFractionDigits: 4 })).toBe('1.0835');
    expect(numberFieldText(null, 'de-DE')).toBe('');
    expect(numberFieldText(undefined, 'de-DE')).toBe('');
    expect(numberFieldText(12.5, undefined)).toBe('12.5');
  });

  it('so that parseDecimal reads back what it shows', () => {
    for (const locale of ['de-DE', 'en', 'de-CH']) for (const value of [0, 0.5, 19, 22.456, 1234567.25]) expect(parseDecimal(numberFieldText(value, locale))).toBe(value);
  });
});
