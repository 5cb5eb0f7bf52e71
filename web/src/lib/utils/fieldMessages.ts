import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { COMPANY_NAME_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './fieldChecks.ts';
import type { FieldError } from './fieldChecks.ts';

/** Required-field (and required-selection) messages of spec §5, per field. */
export const REQUIRED_MESSAGES = {
  firstName: msg`Please enter a first name.`,
  lastName: msg`Please enter a last name.`,
  email: msg`Please enter an email address.`,
  password: msg`Please enter a password.`,
  currentPassword: msg`Please enter your current password.`,
  repeatPassword: msg`Please repeat the new password.`,
  role: msg`Please select a role.`,
  companyName: msg`Please enter the company name.`,
  logoPadding: msg`Please enter the logo padding.`,
  countries: msg`Please select at least one country.`,
  leadCountry: msg`Please select the lead country.`,
} satisfies Record<string, MessageDescriptor>;

export type RequiredMessageKey = keyof typeof REQUIRED_MESSAGES;

/** Messages for the other field errors; `outOfRange` depends on the field and is passed in. */
const OTHER_MESSAGES: Partial<Record<FieldError, MessageDescriptor>> = {
  invalidEmail: msg`Please enter a valid email address.`,
  tooShort: msg`The password must have at least ${PASSWORD_MIN_LENGTH} characters.`,
  mismatch: msg`The passwords do not match.`,
  invalidUrl: msg`Please enter a valid URL starting with https:// or http://.`,
  notInCountries: msg`The lead country must be one of the selected countries.`,
};

const TOO_LONG = {
  name: msg`Please enter at most ${NAME_MAX_LENGTH} characters.`,
  companyName: msg`Please enter at most ${COMPANY_NAME_MAX_LENGTH} characters.`,
  password: msg`The password may have at most ${PASSWORD_MAX_LENGTH} characters.`,
};

/**
 * The message for a field's error, or undefined when it has none. `field` names the required
 * message; `outOfRange` is the field's own range text where it has one.
 */
export function fieldErrorMessage(
  error: FieldError | undefined,
  field: RequiredMessageKey,
  outOfRange?: MessageDescriptor,
): MessageDescriptor | undefined {
  if (error === undefined) return undefined;
  if (error === 'required') return REQUIRED_MESSAGES[field];
  if (error === 'outOfRange') return outOfRange;
  if (error === 'tooLong') {
    if (field === 'password') return TOO_LONG.password;
    return field === 'companyName' ? TOO_LONG.companyName : TOO_LONG.name;
  }
  return OTHER_MESSAGES[error];
}
