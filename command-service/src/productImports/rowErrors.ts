/** Row errors of an import: codes from zod issues of the product rules, and their English messages. */
import type { z } from 'zod';
import { IMPORT_FIELDS, type ImportField, type ImportRowErrorCode } from '@pm/contracts';

const MESSAGES: Record<ImportRowErrorCode, string> = {
  REQUIRED: 'A value is required.',
  TOO_LONG: 'The text is too long.',
  INVALID_NUMBER: 'This is not a valid number.',
  NOT_AN_INTEGER: 'A whole number is required.',
  NEGATIVE: 'The value must be 0 or more.',
  OUT_OF_RANGE: 'The value must be between 0 and 100.',
  TOO_LARGE: 'The value is larger than allowed.',
  TOO_PRECISE: 'The value has more decimals than allowed (prices: 2, costs: 4).',
  INVALID_BOOLEAN: 'Use yes/no, ja/nein, true/false or 1/0.',
  INVALID_GTIN: 'Invalid GTIN/EAN: 8, 12, 13 or 14 digits with a correct check digit are required.',
  INVALID_ASIN: 'An ASIN has 10 letters or digits.',
  INVALID_PZN: 'A PZN has 7 or 8 digits.',
  INVALID_URL: 'A valid http(s) URL is required.',
  INVALID_UNIT: 'Unknown unit.',
  INVALID_CURRENCY: 'Unknown currency: use an ISO code such as EUR, PLN or CHF.',
  UNKNOWN_CATEGORY: 'No category of this name or path exists.',
  MIN_ABOVE_MAX: 'The maximum must not be below the minimum.',
  DUPLICATE_SKU: 'The SKU appears more than once in the file.',
  COLUMN_COUNT: 'The row does not have as many cells as the header line.',
  INVALID_VALUE: 'The value is not valid.',
};

export const rowErrorMessage = (code: ImportRowErrorCode): string => MESSAGES[code];

const FORMAT_CODES: Partial<Record<ImportField, ImportRowErrorCode>> = {
  gtin: 'INVALID_GTIN',
  asin: 'INVALID_ASIN',
  pzn: 'INVALID_PZN',
  imageUrl: 'INVALID_URL',
  offerUrl: 'INVALID_URL',
};

/** The import field a product schema issue is about: `pricing.<country>.<field>` is the country field. */
export function fieldOfIssue(issue: z.core.$ZodIssue): ImportField | null {
  const [first, , third] = issue.path;
  const key = first === 'pricing' ? third : first === 'categoryId' ? 'category' : first;
  return (IMPORT_FIELDS as readonly unknown[]).includes(key) ? (key as ImportField) : null;
}

/** The row error code of a product schema issue. */
export function codeOfIssue(issue: z.core.$ZodIssue, field: ImportField | null): ImportRowErrorCode {
  const format = field ? FORMAT_CODES[field] : undefined;
  if (format) return format;
  switch (issue.code) {
    case 'invalid_type':
      if (issue.expected === 'int') return 'NOT_AN_INTEGER';
      return issue.input === undefined ? 'REQUIRED' : 'INVALID_VALUE';
    case 'too_small':
      if (issue.origin === 'string') return 'REQUIRED';
      return 'NEGATIVE';
    case 'too_big':
      if (issue.origin === 'string') return 'TOO_LONG';
      // Percentages end at 100; money, quantities and counts at their own maximum.
      return issue.maximum === 100 ? 'OUT_OF_RANGE' : 'TOO_LARGE';
    case 'not_multiple_of':
      return 'TOO_PRECISE';
    case 'custom':
      return field === 'maxPrice' || field === 'maxMarkup' ? 'MIN_ABOVE_MAX' : 'INVALID_VALUE';
    default:
      return 'INVALID_VALUE';
  }
}
