import { useLingui } from '@lingui/react';
import type { MessageDescriptor } from '@lingui/core';
import { fieldErrorMessage } from '../utils/fieldMessages.ts';
import type { RequiredMessageKey } from '../utils/fieldMessages.ts';
import type { FieldError } from '../utils/fieldChecks.ts';

/** Translates a field error into the text shown under the field (undefined when it has none). */
export function useFieldMessage() {
  const { i18n } = useLingui();
  return (error: FieldError | undefined, field: RequiredMessageKey, outOfRange?: MessageDescriptor): string | undefined => {
    const message = fieldErrorMessage(error, field, outOfRange);
    return message ? i18n._(message) : undefined;
  };
}
