import { describe, it } from 'vitest';
import type { CompanyEvent } from '@pm/contracts/events';
import { deciderSpec } from '@pm/platform/testing';
import { companyDecider } from './companyDecider.ts';

const spec = deciderSpec(companyDecider);
const created: CompanyEvent = {
  type: 'CompanyCreated',
  data: { companyId: 'c1', name: 'Shop', logoUrl: null, logoPadding: 4, countries: ['de', 'at'], leadCountry: 'de', feedId: 'f' },
};

describe('company decider', () => {
  it('creates a company once', () => {
    spec.given([]).when({ type: 'CreateCompany', ...created.data }).then([created]);
    spec.given([created]).when({ type: 'CreateCompany', ...created.data }).thenThrows('COMPANY_EXISTS');
  });
  it('records only changed details', () =>
    spec.given([created]).when({ type: 'ChangeCompanyDetails', name: 'Shop', logoPadding: 8, countries: ['de', 'at'] }).then([
      { type: 'CompanyDetailsChanged', data: { companyId: 'c1', logoPadding: 8 } },
    ]));
  it('keeps the lead country among the countries', () => {
    spec.given([created]).when({ type: 'ChangeCompanyDetails', leadCountry: 'fr' }).thenThrows('LEAD_COUNTRY_NOT_IN_COUNTRIES');
    spec.given([created]).when({ type: 'ChangeCompanyDetails', countries: ['at'] }).thenThrows('LEAD_COUNTRY_NOT_IN_COUNTRIES');
    spec.given([created]).when({ type: 'ChangeCompanyDetails', countries: ['at', 'ch'], leadCountry: 'ch' }).then([
      { type: 'CompanyDetailsChanged', data: { companyId: 'c1', countries: ['at', 'ch'], leadCountry: 'ch' } },
    ]);
  });
  it('cannot change a company that does not exist', () => spec.given([]).when({ type: 'ChangeCompanyDetails', name: 'X' }).thenThrows('COMPANY_NOT_FOUND'));
});
