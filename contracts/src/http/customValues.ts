/**
 * Custom values (issue 15 item 5; spec §3 'Data mapping' data types): named fields a company
 * defines, filled from its ERP/shop system through the input data mapping, stored on products
 * (`customValues`), shown on the product page and usable in price-rule filters (`custom:<key>`).
 */
import { z } from 'zod';
import { displayNameSchema } from '../validation/displayName.ts';

/** Spec §3 data types. */
export const CUSTOM_VALUE_TYPES = ['TEXT', 'NUMBER', 'PERCENTAGE', 'BOOLEAN', 'LIST', 'JSON'] as const;
export const customValueTypeSchema = z.enum(CUSTOM_VALUE_TYPES);
export type CustomValueType = z.infer<typeof customValueTypeSchema>;

/** A company defines at most this many custom values; a product carries at most as many. */
export const MAX_CUSTOM_VALUES = 50;
/** Longest text (and JSON text) of one custom value; a list holds at most 100 items of 200 characters. */
export const CUSTOM_VALUE_TEXT_MAX = 2_000;
export const CUSTOM_VALUE_LIST_MAX = 100;
export const CUSTOM_VALUE_ITEM_MAX = 200;

/** Lower-case letters, digits and `_`, starting with a letter: usable in filter field names (`custom:<key>`). */
export const customValueKeySchema = z.string().regex(/^[a-z][a-z0-9_]{0,39}$/, 'A key has lower-case letters, digits and _ and starts with a letter (at most 40)');

export const customValueDefinitionSchema = z.strictObject({
  key: customValueKeySchema,
  label: displayNameSchema(80),
  dataType: customValueTypeSchema,
});
export type CustomValueDefinition = z.infer<typeof customValueDefinitionSchema>;
export const customValueDefinitionsSchema = z.array(customValueDefinitionSchema).max(MAX_CUSTOM_VALUES);

/**
 * A custom value on a product: text (TEXT, and JSON as its text), number (NUMBER, PERCENTAGE in
 * percent), boolean, or a list of texts. Checked against the definition's type where it is written.
 */
export const customValueSchema = z.union([
  z.string().max(CUSTOM_VALUE_TEXT_MAX),
  z.number().finite(),
  z.boolean(),
  z.array(z.string().max(CUSTOM_VALUE_ITEM_MAX)).max(CUSTOM_VALUE_LIST_MAX),
]);
export type CustomValue = z.infer<typeof customValueSchema>;
/** A product's custom values by definition key (bounded: MAX_CUSTOM_VALUES keys). */
export const customValuesSchema = z
  .record(customValueKeySchema, customValueSchema)
  .refine((values) => Object.keys(values).length <= MAX_CUSTOM_VALUES, `At most ${MAX_CUSTOM_VALUES} custom values`);
export type CustomValues = z.infer<typeof customValuesSchema>;

/** The prefix of a price-rule filter field naming a custom value (`custom:season`). */
export const CUSTOM_FILTER_PREFIX = 'custom:';
export const customFilterField = (key: string) => `${CUSTOM_FILTER_PREFIX}${key}`;
/** The key of a `custom:<key>` filter field, or null for another field. */
export const customKeyOfFilterField = (field: string): string | null => {
  if (!field.startsWith(CUSTOM_FILTER_PREFIX)) return null;
  const key = field.slice(CUSTOM_FILTER_PREFIX.length);
  return customValueKeySchema.safeParse(key).success ? key : null;
};
