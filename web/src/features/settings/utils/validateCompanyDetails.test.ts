import { describe, expect, it } from 'vitest';
import { hasErrors } from '../../../lib/utils/fieldChecks.ts';
import { toUpdateCompanyBody, validateCompanyDetails } from './validateCompanyDetails.ts';
import type { CompanyDetailsValues } from './validateCompanyDetails.ts';

const valid: CompanyDetailsValues = {
  name: ' Demo GmbH ',
  logoUrl: '',
  logoPadding: '4',
  countries: ['de', 'at'],
  leadCountry: 'de',
};

describe('validateCompanyDetails', () => {
  it('accepts complete details without a logo', () => {
    expect(hasErrors(validateCompanyDetails(valid))).toBe(false);
  });

  it('requires a name, a country and a lead country', () => {
    const errors = validateCompanyDetails({ ...valid, name: ' ', countries: [], leadCountry: '' });
    expect(errors).toMatchObject({ name: 'required', countries: 'required', leadCountry: 'required' });
  });

  it('checks the logo URL, the padding range and that the lead country is selected', () => {
    const errors = validateCompanyDetails({ ...valid, logoUrl: 'not a url', logoPadding: '65', leadCountry: 'ch' });
    expect(errors).toMatchObject({ logoUrl: 'invalidUrl', logoPadding: 'outOfRange', leadCountry: 'notInCountries' });
  });
});

describe('toUpdateCompanyBody', () => {
  it('trims text, turns an empty logo into null and the padding into a number', () => {
    expect(toUpdateCompanyBody({ ...valid, logoUrl: ' ', logoPadding: ' 8 ' })).toEqual({
      name: 'Demo GmbH',
      logoUrl: null,
      logoPadding: 8,
      countries: ['de', 'at'],
      leadCountry: 'de',
    });
  });
});
