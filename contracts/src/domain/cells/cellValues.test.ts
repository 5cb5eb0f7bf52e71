import { describe, expect, it } from 'vitest';
import { QUANTITY_UNITS, WEIGHT_UNITS } from '../../http/products.ts';
import { detectDecimalSeparator, parseBooleanCell, parseDecimalCell, parseUnitCell } from './cellValues.ts';

describe('decimal cells', () => {
  it('reads German and English notation, with thousands groups and currency or percent signs', () => {
    expect(parseDecimalCell('1.299,00', ',')).toBe(1299);
    expect(parseDecimalCell('1,299.00', ',')).toBe(1299);
    expect(parseDecimalCell('1.299,00', '.')).toBe(1299);
    expect(parseDecimalCell('12,99', '.')).toBe(12.99);
    expect(parseDecimalCell('12.5', ',')).toBe(12.5);
    expect(parseDecimalCell('1.234.567,8', ',')).toBe(1234567.8);
    expect(parseDecimalCell('249,90 €', ',')).toBe(249.9);
    expect(parseDecimalCell('EUR 19.99', '.')).toBe(19.99);
    expect(parseDecimalCell('19 %', ',')).toBe(19);
    expect(parseDecimalCell("1'299.50", '.')).toBe(1299.5);
    expect(parseDecimalCell('1 299,50', ',')).toBe(1299.5);
    expect(parseDecimalCell('-5', ',')).toBe(-5);
    expect(parseDecimalCell('−5,5', ',')).toBe(-5.5);
    expect(parseDecimalCell('0', ',')).toBe(0);
  });
  it('reads a lone separator before three digits with the file notation', () => {
    expect(parseDecimalCell('1.299', ',')).toBe(1299);
    expect(parseDecimalCell('1.299', '.')).toBe(1.299);
    expect(parseDecimalCell('1,299', '.')).toBe(1299);
    expect(parseDecimalCell('1,299', ',')).toBe(1.299);
    expect(parseDecimalCell('0,125', '.')).toBe(0.125);
  });
  it('is empty for empty cells and NaN for anything that is not a number', () => {
    expect(parseDecimalCell('  ', ',')).toBeNull();
    for (const text of ['abc', '12a', '1.2.3,4,5', '1.29,5', '12,3,4', '--1', '€', '1e5']) expect(parseDecimalCell(text, ',')).toBeNaN();
  });
  it("detects the file's notation from unambiguous values, else from the delimiter", () => {
    expect(detectDecimalSeparator(['12,99', '1.299', '5'], ',')).toBe(',');
    expect(detectDecimalSeparator(['12.99', '1,299.00'], ';')).toBe('.');
    expect(detectDecimalSeparator(['1.299', '5'], ';')).toBe(',');
    expect(detectDecimalSeparator(['1,299', ''], ',')).toBe('.');
  });
});

describe('boolean cells', () => {
  it('reads ja/nein, yes/no, true/false and 1/0', () => {
    for (const text of ['ja', 'Ja', 'JA', 'yes', 'true', 'TRUE', '1', 'wahr']) expect(parseBooleanCell(text)).toBe(true);
    for (const text of ['nein', 'No', 'false', '0', 'falsch']) expect(parseBooleanCell(text)).toBe(false);
    expect(parseBooleanCell('')).toBeNull();
    expect(parseBooleanCell('vielleicht')).toBeUndefined();
    expect(parseBooleanCell('2')).toBeUndefined();
  });
});

describe('unit cells', () => {
  it('reads codes, abbreviations and German or English names of the allowed units', () => {
    expect(parseUnitCell('kg', WEIGHT_UNITS)).toBe('KILOGRAMS');
    expect(parseUnitCell('Gramm', WEIGHT_UNITS)).toBe('GRAMS');
    expect(parseUnitCell('KILOGRAMS', WEIGHT_UNITS)).toBe('KILOGRAMS');
    expect(parseUnitCell('l', WEIGHT_UNITS)).toBeUndefined();
    expect(parseUnitCell('Stück', QUANTITY_UNITS)).toBe('PIECES');
    expect(parseUnitCell('m²', QUANTITY_UNITS)).toBe('SQUARE_METERS');
    expect(parseUnitCell('square meters', QUANTITY_UNITS)).toBe('SQUARE_METERS');
    expect(parseUnitCell('ml', QUANTITY_UNITS)).toBe('MILLILITERS');
    expect(parseUnitCell('', QUANTITY_UNITS)).toBeNull();
    expect(parseUnitCell('Fass', QUANTITY_UNITS)).toBeUndefined();
  });
});
