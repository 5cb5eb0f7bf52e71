import { describe, expect, it } from 'vitest';
import { EMPTY_CREATE_COMPANY, hasErrors, toCreateCompanyBody, validateCreateCompany } from './validateCreateCompany.ts';
import type { CreateCompanyValues } from './validateCreateCompany.ts';

const valid: CreateCompanyValues = {
  name: ' Bike Shop GmbH ',
  countries: ['de', 'at'],
  leadCountry: 'at',
  firstName: 'Bea',
  lastName: 'Boss',
  email: ' Bea@Bike.Example ',
  password: 'long-enough',
};

describe('validateCreateCompany', () => {
  it('accepts complete values and builds the body the API expects', () => {
    expect(validateCreateCompany(valid)).toEqual({});
    expect(toCreateCompanyBody(valid)).toEqual({
      name: 'Bike Shop GmbH',
      countries: ['de', 'at'],
      leadCountry: 'at',
      admin: { firstName: 'Bea', lastName: 'Boss', email: 'bea@bike.example', password: 'long-enough' },
    });
  });

  it('requires every field', () => {
    const errors = validateCreateCompany(EMPTY_CREATE_COMPANY);
    expect(errors).toEqual({
      name: 'required',
      countries: 'required',
      leadCountry: 'required',
      firstName: 'required',
      lastName: 'required',
      email: 'required',
      password: 'required',
    });
    expect(hasErrors(errors)).toBe(true);
  });

  it('checks formats and limits', () => {
    expect(
      validateCreateCompany({ ...valid, name: 'x'.repeat(121), email: 'bea@', password: 'short', leadCountry: 'ch' }),
    ).toEqual({ name: 'tooLong', email: 'invalidEmail', password: 'tooShort', leadCountry: 'notInCountries' });
  });
});
