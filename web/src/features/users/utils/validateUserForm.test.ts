import { describe, expect, it } from 'vitest';
import { hasErrors } from '../../../lib/utils/fieldChecks.ts';
import { EMPTY_USER_FORM, toCreateUserBody, toUpdateUserBody, validateUserForm } from './validateUserForm.ts';
import type { UserFormValues } from './validateUserForm.ts';

const filled: UserFormValues = {
  firstName: ' Mia ',
  lastName: 'Muster',
  email: ' Mia@Example.com ',
  role: 'COMPANY_VIEWER',
  password: 'long-enough',
};

describe('validateUserForm', () => {
  it('reports every required field of an empty create form, including the role selection', () => {
    expect(validateUserForm(EMPTY_USER_FORM, 'create')).toEqual({
      firstName: 'required',
      lastName: 'required',
      email: 'required',
      role: 'required',
      password: 'required',
    });
  });

  it('does not ask for a password when editing', () => {
    expect(hasErrors(validateUserForm({ ...filled, password: '' }, 'edit'))).toBe(false);
    expect(validateUserForm({ ...filled, password: '' }, 'create').password).toBe('required');
  });

  it('checks the email format and password length', () => {
    const errors = validateUserForm({ ...filled, email: 'mia@', password: 'short' }, 'create');
    expect(errors).toMatchObject({ email: 'invalidEmail', password: 'tooShort' });
  });
});

describe('user request bodies', () => {
  it('creates with trimmed names and a lower-case email', () => {
    expect(toCreateUserBody(filled)).toEqual({
      firstName: 'Mia',
      lastName: 'Muster',
      email: 'mia@example.com',
      role: 'COMPANY_VIEWER',
      password: 'long-enough',
    });
  });

  it('updates only what changed', () => {
    const before = { firstName: 'Mia', lastName: 'Muster', email: 'mia@example.com', role: 'COMPANY_VIEWER' as const };
    expect(toUpdateUserBody({ ...filled, role: 'COMPANY_MAINTAINER' }, before)).toEqual({ role: 'COMPANY_MAINTAINER' });
    expect(toUpdateUserBody({ ...filled, lastName: 'Neu' }, before)).toEqual({ lastName: 'Neu' });
    expect(toUpdateUserBody(filled, before)).toEqual({});
  });
});
