import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import { isApiError } from '../../../lib/apiError.ts';
import { knownErrorMessageFor } from '../../../lib/errorMessages.ts';

const CREATE_FAILED = msg`Error creating user`;

/**
 * Spec §8: a failed creation shows the response's `error` field, otherwise "Error creating user".
 * Codes the app has a translation for are shown translated instead of the server's English text.
 */
export function createUserErrorMessage(error: unknown, i18n: I18n): string {
  const known = knownErrorMessageFor(error);
  if (known) return i18n._(known);
  if (isApiError(error) && error.body?.error) return error.body.error;
  return i18n._(CREATE_FAILED);
}
