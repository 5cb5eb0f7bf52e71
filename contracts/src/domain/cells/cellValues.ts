/** Cell texts of a CSV file turned into product values. Pure; `null` means the cell is empty. */
import type { DecimalSeparator } from '../../http/productImports.ts';

const CURRENCY = /^(?:€|\$|£|EUR|USD|GBP|PLN|CHF|zł)\s*|\s*(?:€|\$|£|EUR|USD|GBP|PLN|CHF|zł|%)$/gi;
/** Thousands groups may be set off with spaces (also non-breaking and thin ones) or apostrophes (Swiss). */
const GROUP_SPACES = /[\s\u00a0\u202f']/g;

/** Which separator is the decimal one in a cell of digits, dots and commas. */
function decimalOf(value: string, decimalSeparator: DecimalSeparator): DecimalSeparator {
  const lastDot = value.lastIndexOf('.');
  const lastComma = value.lastIndexOf(',');
  if (lastDot !== -1 && lastComma !== -1) return lastDot > lastComma ? '.' : ',';
  const separator: DecimalSeparator | null = lastDot !== -1 ? '.' : lastComma !== -1 ? ',' : null;
  if (separator === null) return decimalSeparator;
  const other: DecimalSeparator = separator === '.' ? ',' : '.';
  const parts = value.split(separator);
  if (parts.length > 2) return other;
  // "12.5" or "12,99" can only be decimals; "1.299" is a thousands group unless the file says otherwise.
  const [head = '', tail = ''] = parts;
  return tail.length === 3 && !/^[+-]?0?$/.test(head) ? decimalSeparator : separator;
}

/**
 * A decimal in German ("1.299,00") or English ("1,299.00") notation, with an optional currency
 * or percent sign. Where both separators appear, the last one is the decimal one; a lone
 * separator before other than three digits is a decimal one ("12,5"); before three digits it is
 * read with `decimalSeparator`, so "1.299" is 1299 in a German file and 1.299 in an English one.
 * Returns NaN for text that is not such a number.
 */
export function parseDecimalCell(text: string, decimalSeparator: DecimalSeparator): number | null {
  let value = text.trim();
  if (value === '') return null;
  value = value.replace(CURRENCY, '').replace(/^[−–]/, '-').replace(GROUP_SPACES, '');
  if (!/^[+-]?[\d.,]+$/.test(value) || !/\d/.test(value)) return Number.NaN;
  const decimal = decimalOf(value, decimalSeparator);
  const group = decimal === ',' ? '.' : ',';
  const [whole = '', fraction, ...rest] = value.split(decimal);
  if (rest.length > 0) return Number.NaN;
  // Thousands groups have three digits each: "1.29,5" is a typo, not numbers.
  const groups = whole.replace(/^[+-]/, '').split(group);
  if (groups.length > 1 && (groups[0] === '' || groups.slice(1).some((g) => g.length !== 3))) return Number.NaN;
  if (fraction !== undefined && !/^\d+$/.test(fraction)) return Number.NaN;
  const number = Number(`${whole.replaceAll(group, '')}${fraction === undefined ? '' : `.${fraction}`}`);
  return Number.isFinite(number) ? number : Number.NaN;
}

/** Separators that only one notation explains: "12,99" or "1.299,00" say German, "12.99" or "1,299.00" English. */
function unambiguousSeparator(text: string): DecimalSeparator | null {
  const value = text.trim().replace(CURRENCY, '').replace(GROUP_SPACES, '');
  const both = value.lastIndexOf('.') !== -1 && value.lastIndexOf(',') !== -1;
  if (both) return value.lastIndexOf('.') > value.lastIndexOf(',') ? '.' : ',';
  const single = /^[+-]?\d+([.,])(\d{1,2}|\d{4,})$/.exec(value);
  return single ? (single[1] as DecimalSeparator) : null;
}

/**
 * The decimal separator of the file's number cells: the notation their unambiguous values use
 * (majority), else ',' for `;`-separated files (as German spreadsheets save them) and '.' otherwise.
 */
export function detectDecimalSeparator(numberCells: Iterable<string>, delimiter: string): DecimalSeparator {
  let comma = 0;
  let dot = 0;
  for (const cell of numberCells) {
    const separator = unambiguousSeparator(cell);
    if (separator === ',') comma++;
    else if (separator === '.') dot++;
  }
  if (comma !== dot) return comma > dot ? ',' : '.';
  return delimiter === ';' ? ',' : '.';
}

const TRUE = new Set(['ja', 'j', 'yes', 'y', 'true', 'wahr', '1', 'x']);
const FALSE = new Set(['nein', 'n', 'no', 'false', 'falsch', '0']);

/** ja/nein, yes/no, true/false, 1/0 (case-insensitive); undefined for anything else. */
export function parseBooleanCell(text: string): boolean | null | undefined {
  const value = text.trim().toLowerCase();
  if (value === '') return null;
  if (TRUE.has(value)) return true;
  if (FALSE.has(value)) return false;
  return undefined;
}

const UNIT_ALIASES: Record<string, string> = {
  g: 'GRAMS', gr: 'GRAMS', gramm: 'GRAMS', gram: 'GRAMS', grams: 'GRAMS',
  kg: 'KILOGRAMS', kilogramm: 'KILOGRAMS', kilogram: 'KILOGRAMS', kilograms: 'KILOGRAMS',
  l: 'LITERS', liter: 'LITERS', litre: 'LITERS', liters: 'LITERS', litres: 'LITERS',
  ml: 'MILLILITERS', milliliter: 'MILLILITERS', millilitre: 'MILLILITERS', milliliters: 'MILLILITERS', millilitres: 'MILLILITERS',
  m: 'METERS', meter: 'METERS', metre: 'METERS', meters: 'METERS', metres: 'METERS',
  cm: 'CENTIMETERS', zentimeter: 'CENTIMETERS', centimeter: 'CENTIMETERS', centimetre: 'CENTIMETERS', centimeters: 'CENTIMETERS', centimetres: 'CENTIMETERS',
  mm: 'MILLIMETERS', millimeter: 'MILLIMETERS', millimetre: 'MILLIMETERS', millimeters: 'MILLIMETERS', millimetres: 'MILLIMETERS',
  m2: 'SQUARE_METERS', 'm²': 'SQUARE_METERS', qm: 'SQUARE_METERS', quadratmeter: 'SQUARE_METERS', squaremeters: 'SQUARE_METERS', squaremetres: 'SQUARE_METERS',
  m3: 'CUBIC_METERS', 'm³': 'CUBIC_METERS', kubikmeter: 'CUBIC_METERS', cubicmeters: 'CUBIC_METERS', cubicmetres: 'CUBIC_METERS',
  stk: 'PIECES', 'stk.': 'PIECES', st: 'PIECES', 'st.': 'PIECES', stück: 'PIECES', stueck: 'PIECES', pcs: 'PIECES', piece: 'PIECES', pieces: 'PIECES',
};

/** A unit of `allowed` by its code (KILOGRAMS), abbreviation (kg) or German or English name; undefined when unknown. */
export function parseUnitCell<U extends string>(text: string, allowed: readonly U[]): U | null | undefined {
  const value = text.trim();
  if (value === '') return null;
  const code = value.toUpperCase().replace(/[\s-]+/g, '_');
  const unit = (allowed as readonly string[]).includes(code) ? code : UNIT_ALIASES[value.toLowerCase().replace(/[\s_-]+/g, '')];
  return unit !== undefined && (allowed as readonly string[]).includes(unit) ? (unit as U) : undefined;
}

/**
 * A decimal written as the mapping says (data mapping, issue 15): `decimalSeparator` is the decimal
 * one; the other separator may only set off thousands groups of three digits. Unlike
 * parseDecimalCell it does not guess: "12,99" with a dot mapped is NaN (a per-row error), not 12.99
 * or 1299. A currency or percent sign around it is allowed. null for an empty text.
 */
export function parseMappedNumber(text: string, decimalSeparator: DecimalSeparator): number | null {
  let value = text.trim();
  if (value === '') return null;
  value = value.replace(CURRENCY, '').replace(/^[−–]/, '-').replace(GROUP_SPACES, '');
  if (!/^[+-]?[\d.,]+$/.test(value) || !/\d/.test(value)) return Number.NaN;
  const group = decimalSeparator === ',' ? '.' : ',';
  const [whole = '', fraction, ...rest] = value.split(decimalSeparator);
  if (rest.length > 0) return Number.NaN;
  const groups = whole.replace(/^[+-]/, '').split(group);
  if (groups.length > 1 && (groups[0] === '' || groups[0]!.length > 3 || groups.slice(1).some((g) => g.length !== 3))) return Number.NaN;
  if (fraction !== undefined && !/^\d+$/.test(fraction)) return Number.NaN;
  const number = Number(`${whole.replaceAll(group, '')}${fraction === undefined ? '' : `.${fraction}`}`);
  return Number.isFinite(number) ? number : Number.NaN;
}
