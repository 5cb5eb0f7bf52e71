import { describe, expect, it } from 'vitest';
import { checkEmail, checkName, checkNewPassword, checkOptionalUrl, checkWholeNumber, hasErrors } from './fieldChecks.ts';

describe('field checks', () => {
  it('requires names and limits their length', () => {
    expect(checkName('  ')).toBe('required');
    expect(checkName(' Anna ')).toBeUndefined();
    expect(checkName('x'.repeat(101))).toBe('tooLong');
  });

  it('requires an email in the format the API accepts', () => {
    expect(checkEmail('')).toBe('required');
    expect(checkEmail('anna@')).toBe('invalidEmail');
    expect(checkEmail('anna.example.com')).toBe('invalidEmail');
    expect(checkEmail(' Anna@Example.com ')).toBeUndefined();
  });

  it('requires new passwords of 8 to 256 characters', () => {
    expect(checkNewPassword('')).toBe('required');
    expect(checkNewPassword('1234567')).toBe('tooShort');
    expect(checkNewPassword('12345678')).toBeUndefined();
    expect(checkNewPassword('x'.repeat(257))).toBe('tooLong');
  });

  it('accepts an empty or http(s) URL only', () => {
    expect(checkOptionalUrl('  ')).toBeUndefined();
    expect(checkOptionalUrl('https://example.com/logo.png')).toBeUndefined();
    expect(checkOptionalUrl('ftp://example.com/logo.png')).toBe('invalidUrl');
    expect(checkOptionalUrl('logo.png')).toBe('invalidUrl');
  });

  it('accepts whole numbers within the range', () => {
    expect(checkWholeNumber('', 0, 64)).toBe('required');
    expect(checkWholeNumber('4', 0, 64)).toBeUndefined();
    expect(checkWholeNumber('64', 0, 64)).toBeUndefined();
    expect(checkWholeNumber('65', 0, 64)).toBe('outOfRange');
    expect(checkWholeNumber('-1', 0, 64)).toBe('outOfRange');
    expect(checkWholeNumber('2.5', 0, 64)).toBe('outOfRange');
  });

  it('tells whether a form has any error', () => {
    expect(hasErrors({ a: undefined, b: undefined })).toBe(false);
    expect(hasErrors({ a: undefined, b: 'required' })).toBe(true);
  });
});
