import { signInBodySchema } from '@pm/contracts';

export type SignInFieldError = 'required' | 'invalidEmail';

export interface SignInValues {
  email: string;
  password: string;
}

export interface SignInErrors {
  email?: SignInFieldError;
  password?: SignInFieldError;
}

/** Client-side checks before calling the API; the email format is the contract's own rule. */
export function validateSignIn(values: SignInValues): SignInErrors {
  const errors: SignInErrors = {};
  if (values.email.trim() === '') errors.email = 'required';
  else if (!signInBodySchema.shape.email.safeParse(values.email).success) errors.email = 'invalidEmail';
  if (values.password === '') errors.password = 'required';
  return errors;
}

export function hasErrors(errors: SignInErrors): boolean {
  return errors.email !== undefined || errors.password !== undefined;
}
