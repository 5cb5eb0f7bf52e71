import { describe, expect, it } from 'vitest';
import { hasErrors, validateSignIn } from './validateSignIn.ts';

describe('validateSignIn', () => {
  it('accepts an email and a password', () => {
    const errors = validateSignIn({ email: ' Anna@Example.com ', password: 'secret' });
    expect(errors).toEqual({});
    expect(hasErrors(errors)).toBe(false);
  });

  it('requires both fields', () => {
    const errors = validateSignIn({ email: '   ', password: '' });
    expect(errors).toEqual({ email: 'required', password: 'required' });
    expect(hasErrors(errors)).toBe(true);
  });

  it('rejects a malformed email', () => {
    expect(validateSignIn({ email: 'anna@', password: 'x' })).toEqual({ email: 'invalidEmail' });
    expect(validateSignIn({ email: 'anna.example.com', password: 'x' })).toEqual({ email: 'invalidEmail' });
  });
});
