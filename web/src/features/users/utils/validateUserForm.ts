import { ROLES } from '@pm/contracts';
import type { CreateUserBody, Role, UpdateUserBody } from '@pm/contracts';
import { checkEmail, checkName, checkNewPassword } from '../../../lib/utils/fieldChecks.ts';
import type { FormErrors } from '../../../lib/utils/fieldChecks.ts';

/** The user dialog as typed; the role is '' until one is selected. */
export interface UserFormValues {
  firstName: string;
  lastName: string;
  email: string;
  role: Role | '';
  password: string;
}

export type UserFormErrors = FormErrors<keyof UserFormValues>;

/** Creating needs a password; editing does not change it (users change their own). */
export type UserFormMode = 'create' | 'edit';

export const EMPTY_USER_FORM: UserFormValues = { firstName: '', lastName: '', email: '', role: '', password: '' };

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

export function validateUserForm(values: UserFormValues, mode: UserFormMode): UserFormErrors {
  return {
    firstName: checkName(values.firstName),
    lastName: checkName(values.lastName),
    email: checkEmail(values.email),
    role: values.role === '' ? 'required' : undefined,
    password: mode === 'create' ? checkNewPassword(values.password) : undefined,
  };
}

function normalised(values: UserFormValues) {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim().toLowerCase(),
  };
}

/** The POST body for valid values (call validateUserForm first). */
export function toCreateUserBody(values: UserFormValues): CreateUserBody {
  if (values.role === '') throw new Error('A role is required to create a user');
  return { ...normalised(values), role: values.role, password: values.password };
}

/** The PUT body: only what changed, so an unchanged own role is never sent (the API refuses that). */
export function toUpdateUserBody(values: UserFormValues, before: Omit<UserFormValues, 'password'>): UpdateUserBody {
  const next = normalised(values);
  const body: UpdateUserBody = {};
  if (next.firstName !== before.firstName) body.firstName = next.firstName;
  if (next.lastName !== before.lastName) body.lastName = next.lastName;
  if (next.email !== before.email.toLowerCase()) body.email = next.email;
  if (values.role !== '' && values.role !== before.role) body.role = values.role;
  return body;
}
