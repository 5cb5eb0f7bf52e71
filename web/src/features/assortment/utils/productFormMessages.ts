import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ProductFieldError, ProductFormValues } from '../../../lib/utils/validateProductForm.ts';

/** Required-field messages of spec §5 for the product dialog. */
const REQUIRED: Partial<Record<keyof ProductFormValues, MessageDescriptor>> = {
  name: msg`Please enter a name.`,
  sku: msg`Please enter a SKU.`,
};

const OTHER: Record<Exclude<ProductFieldError, 'required'>, MessageDescriptor> = {
  tooLong: msg`This text is too long.`,
  invalidGtin: msg`Please enter a valid GTIN/EAN: 8, 12, 13 or 14 digits with a correct check digit.`,
  invalidNumber: msg`Please enter a valid number.`,
  negative: msg`The price must be 0 or more.`,
  outOfRange: msg`The VAT rate must be between 0 and 100.`,
};

/** The message for a field's error, or undefined when it has none. */
export function productFieldMessage(error: ProductFieldError | undefined, field: keyof ProductFormValues): MessageDescriptor | undefined {
  if (error === undefined) return undefined;
  if (error === 'required') return REQUIRED[field];
  return OTHER[error];
}
