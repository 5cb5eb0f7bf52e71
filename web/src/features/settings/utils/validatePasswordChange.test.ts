import { describe, expect, it } from 'vitest';
import { hasErrors } from '../../../lib/utils/fieldChecks.ts';
import { validatePasswordChange } from './validatePasswordChange.ts';

describe('validatePasswordChange', () => {
  it('accepts the current password and a repeated new one', () => {
    const errors = validatePasswordChange({ currentPassword: 'old', newPassword: 'new-password', repeatPassword: 'new-password' });
    expect(hasErrors(errors)).toBe(false);
  });

  it('requires all three fields', () => {
    expect(validatePasswordChange({ currentPassword: '', newPassword: '', repeatPassword: '' })).toEqual({
      currentPassword: 'required',
      newPassword: 'required',
      repeatPassword: 'required',
    });
  });

  it('refuses a short new password and a repetition that differs', () => {
    const errors = validatePasswordChange({ currentPassword: 'old', newPassword: 'short', repeatPassword: 'shorter' });
    expect(errors.newPassword).toBe('tooShort');
    expect(errors.repeatPassword).toBe('mismatch');
  });
});
