import { companyDetailsFields } from '@pm/contracts';
import type { Country, UpdateCompanyBody } from '@pm/contracts';
import { checkOptionalUrl, checkWholeNumber } from '../../../lib/utils/fieldChecks.ts';
import type { FieldError, FormErrors } from '../../../lib/utils/fieldChecks.ts';

export const LOGO_PADDING_MIN = companyDetailsFields.logoPadding.minValue ?? 0;
export const LOGO_PADDING_MAX = companyDetailsFields.logoPadding.maxValue ?? 64;

/** The company form as typed (padding is text until it is checked). */
export interface CompanyDetailsValues {
  name: string;
  logoUrl: string;
  logoPadding: string;
  countries: Country[];
  leadCountry: Country | '';
}

export type CompanyDetailsErrors = FormErrors<keyof CompanyDetailsValues>;

function checkCompanyName(value: string): FieldError | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return 'required';
  return companyDetailsFields.name.safeParse(trimmed).success ? undefined : 'tooLong';
}

export function validateCompanyDetails(values: CompanyDetailsValues): CompanyDetailsErrors {
  let leadCountry: FieldError | undefined;
  if (values.leadCountry === '') leadCountry = 'required';
  else if (values.countries.length > 0 && !values.countries.includes(values.leadCountry)) leadCountry = 'notInCountries';
  return {
    name: checkCompanyName(values.name),
    logoUrl: checkOptionalUrl(values.logoUrl),
    logoPadding: checkWholeNumber(values.logoPadding, LOGO_PADDING_MIN, LOGO_PADDING_MAX),
    countries: values.countries.length === 0 ? 'required' : undefined,
    leadCountry,
  };
}

/** The PUT body for valid values (call validateCompanyDetails first). */
export function toUpdateCompanyBody(values: CompanyDetailsValues): UpdateCompanyBody {
  const logoUrl = values.logoUrl.trim();
  return {
    name: values.name.trim(),
    logoUrl: logoUrl === '' ? null : logoUrl,
    logoPadding: Number(values.logoPadding.trim()),
    countries: values.countries,
    ...(values.leadCountry === '' ? {} : { leadCountry: values.leadCountry }),
  };
}
