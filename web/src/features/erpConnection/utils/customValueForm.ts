import { customValueDefinitionSchema, customValueKeySchema, CUSTOM_VALUE_TYPES } from '@pm/contracts';
import type { CustomValueDefinition, CustomValueType } from '@pm/contracts';
import type { FormErrors } from '../../../lib/utils/fieldChecks.ts';

export interface CustomValueFormValues {
  label: string;
  key: string;
  /** The key was typed by the user: it no longer follows the name. */
  keyEdited: boolean;
  dataType: CustomValueType | '';
}

export type CustomValueField = 'label' | 'key' | 'dataType';
export type CustomValueError = 'required' | 'tooLong' | 'invalidKey' | 'keyTaken';

const LABEL_MAX = customValueDefinitionSchema.shape.label.maxLength ?? 80;
const KEY_MAX = 40;

export const EMPTY_CUSTOM_VALUE: CustomValueFormValues = { label: '', key: '', keyEdited: false, dataType: '' };

export const toCustomValueFormValues = (definition: CustomValueDefinition): CustomValueFormValues => ({
  label: definition.label,
  key: definition.key,
  keyEdited: true,
  dataType: definition.dataType,
});

const FOLDED: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };

/** A key for a name: "Saison 2026" → "saison_2026" (lower-case letters, digits and _, starting with a letter, at most 40). */
export function keyForLabel(label: string): string {
  const folded = label
    .toLowerCase()
    .replace(/[äöüß]/g, (letter) => FOLDED[letter] ?? letter)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
  const key = folded
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^[^a-z]+/, '')
    .replace(/_+$/, '')
    .slice(0, KEY_MAX)
    .replace(/_+$/, '');
  return key;
}

export const isCustomValueType = (value: string): value is CustomValueType => (CUSTOM_VALUE_TYPES as readonly string[]).includes(value);

/** Name and data type required, the key in the form filters can name (`custom:<key>`) and not used by another definition. */
export function validateCustomValueForm(values: CustomValueFormValues, otherKeys: readonly string[]): FormErrors<CustomValueField, CustomValueError> {
  const errors: FormErrors<CustomValueField, CustomValueError> = {};
  const label = values.label.trim();
  if (label === '') errors.label = 'required';
  else if (label.length > LABEL_MAX) errors.label = 'tooLong';
  if (values.key === '') errors.key = 'required';
  else if (!customValueKeySchema.safeParse(values.key).success) errors.key = 'invalidKey';
  else if (otherKeys.includes(values.key)) errors.key = 'keyTaken';
  if (values.dataType === '') errors.dataType = 'required';
  return errors;
}

export function toCustomValueDefinition(values: CustomValueFormValues): CustomValueDefinition {
  return { key: values.key, label: values.label.trim(), dataType: values.dataType === '' ? 'TEXT' : values.dataType };
}
