/**
 * Which filter fields are picked from the company's data rather than typed (categories by their
 * path, brands of the assortment), and the comparisons that make sense for them.
 */
import { OPERATORS_BY_TYPE, filterFieldType, type FilterFieldType, type FilterOperator } from '@pm/contracts';

export type ConditionPicker = 'category' | 'brand' | null;

export function pickerOf(field: string): ConditionPicker {
  if (field === 'categoryId') return 'category';
  if (field === 'brand') return 'brand';
  return null;
}

/** An id is equal to one or one of several: "includes" makes no sense for a category id. */
const CATEGORY_OPERATORS: readonly FilterOperator[] = ['EQUALS', 'NOT_EQUALS', 'IN', 'NOT_IN'];

/** The comparisons the editor offers for a field. */
export function operatorsFor(field: string, valueType?: FilterFieldType): readonly FilterOperator[] {
  if (pickerOf(field) === 'category') return CATEGORY_OPERATORS;
  return OPERATORS_BY_TYPE[filterFieldType(field) ?? valueType ?? 'text'];
}

/**
 * The value a condition keeps when its field changes: the same kind of value stays (a brand
 * name becomes a name filter), an id or a value of another type starts anew.
 */
export function valueAfterFieldChange(before: { field: string; value: string; valueType?: FilterFieldType }, field: string, valueType?: FilterFieldType): string {
  const type = filterFieldType(field) ?? valueType ?? 'text';
  const typeBefore = filterFieldType(before.field) ?? before.valueType ?? 'text';
  if (type === 'boolean') return typeBefore === 'boolean' ? before.value : 'true';
  if (pickerOf(field) === 'category' || pickerOf(before.field) === 'category') return '';
  return typeBefore === type ? before.value : '';
}

/** A list value as the draft keeps it ("a; b"). */
export function joinList(values: readonly string[]): string {
  return values.join('; ');
}
