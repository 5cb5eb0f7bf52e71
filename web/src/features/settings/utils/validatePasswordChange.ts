import { checkNewPassword } from '../../../lib/utils/fieldChecks.ts';
import type { FormErrors } from '../../../lib/utils/fieldChecks.ts';

export interface PasswordChangeValues {
  currentPassword: string;
  newPassword: string;
  /** Typed a second time, so a typo does not lock the user out. */
  repeatPassword: string;
}

export type PasswordChangeErrors = FormErrors<keyof PasswordChangeValues>;

export function validatePasswordChange(values: PasswordChangeValues): PasswordChangeErrors {
  const newPassword = checkNewPassword(values.newPassword);
  let repeatPassword: PasswordChangeErrors['repeatPassword'];
  if (values.repeatPassword === '') repeatPassword = 'required';
  else if (values.repeatPassword !== values.newPassword) repeatPassword = 'mismatch';
  return {
    currentPassword: values.currentPassword === '' ? 'required' : undefined,
    newPassword,
    repeatPassword,
  };
}
