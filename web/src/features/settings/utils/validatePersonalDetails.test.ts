import { describe, expect, it } from 'vitest';
import { hasErrors } from '../../../lib/utils/fieldChecks.ts';
import { validatePersonalDetails } from './validatePersonalDetails.ts';

describe('validatePersonalDetails', () => {
  it('accepts names and an email', () => {
    expect(hasErrors(validatePersonalDetails({ firstName: 'Anna', lastName: 'Admin', email: 'anna@example.com' }))).toBe(false);
  });

  it('reports every empty field and a malformed email', () => {
    expect(validatePersonalDetails({ firstName: '', lastName: ' ', email: '' })).toEqual({
      firstName: 'required',
      lastName: 'required',
      email: 'required',
    });
    expect(validatePersonalDetails({ firstName: 'A', lastName: 'B', email: 'a@b' }).email).toBe('invalidEmail');
  });
});
