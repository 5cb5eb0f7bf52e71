/**
 * Filter conditions on a custom value (`custom:<key>`, issue 15): the company defines the value's
 * data type, a rule carries only the key, so the comparison's type is the condition value's —
 * text (equals/contains/in, also a list's items), number (comparisons; a percentage in percent)
 * or yes/no. One function for the API's check, the web editor and the engine.
 */
import { customKeyOfFilterField, type CustomValue } from '../http/customValues.ts';
import type { FilterCondition, FilterFieldType } from './priceRules.ts';

/** The type a condition on a custom value compares as, or null when the field is not a custom value. */
export function customFilterType(field: string, value: FilterCondition['value']): FilterFieldType | null {
  if (customKeyOfFilterField(field) === null) return null;
  if (typeof value === 'boolean') return 'boolean';
  if (typeof value === 'number') return 'number';
  if (Array.isArray(value) && value.length > 0 && value.every((v) => typeof v === 'number')) return 'number';
  return 'text';
}

/** A product's custom value as the filter compares it: items of a list each, other shapes only with their own type. */
export function customFilterOperands(value: CustomValue | undefined, type: FilterFieldType): (string | number | boolean)[] | null {
  if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) return null;
  const items = Array.isArray(value) ? value : [value];
  if (type === 'text') return items.map(String);
  return items.filter((item) => typeof item === (type === 'number' ? 'number' : 'boolean'));
}
