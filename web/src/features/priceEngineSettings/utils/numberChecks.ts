import { hasAtMostTwoDecimals } from '@pm/contracts';
import { parseDecimal } from '../../../lib/utils/validateProductForm.ts';
import { numberFieldText } from '../../../lib/utils/numberFieldText.ts';

/** Why a number typed into a settings form is not acceptable. */
export type NumberError = 'required' | 'invalidNumber' | 'outOfRange';

/** A required decimal ("12,5" or "12.5") within [min, max]; `above` makes the minimum exclusive. */
export function checkNumber(value: string, range: { min: number; max?: number; above?: boolean }): NumberError | undefined {
  const number = parseDecimal(value);
  if (number === null) return 'required';
  if (Number.isNaN(number)) return 'invalidNumber';
  if (range.above ? number <= range.min : number < range.min) return 'outOfRange';
  return range.max !== undefined && number > range.max ? 'outOfRange' : undefined;
}

/** The number of a field that passed `checkNumber`. */
export function toNumber(value: string): number {
  return parseDecimal(value) ?? 0;
}

/** A number shown in a form field in the user's notation ("12,5" in German). */
export function formatForInput(value: number, locale: string): string {
  return numberFieldText(value, locale, { maximumFractionDigits: 4 });
}

/** Like `checkNumber`, but an empty field is fine (it means "none"). */
export function checkOptionalNumber(value: string, range: { min: number; max?: number; above?: boolean }): NumberError | undefined {
  return value.trim() === '' ? undefined : checkNumber(value, range);
}

/** The number of an optional field that passed `checkOptionalNumber`; null when empty. */
export function toOptionalNumber(value: string): number | null {
  return value.trim() === '' ? null : toNumber(value);
}

/** An optional number in the user's notation; empty for none. */
export function formatOptionalForInput(value: number | null | undefined, locale: string): string {
  return value == null ? '' : formatForInput(value, locale);
}

/** Whether an amount has at most two decimals (cents): the API's own check of prices. */
export const hasWholeCents = hasAtMostTwoDecimals;
