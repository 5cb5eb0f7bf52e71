import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { COMPANY_NAME_MAX, PASSWORD_MIN, PERSON_NAME_MAX } from './validateCreateCompany.ts';
import type { CreateCompanyField, CreateCompanyFieldError } from './validateCreateCompany.ts';

const PASSWORD_MIN_LENGTH = PASSWORD_MIN;
const NAME_MAX_LENGTH = PERSON_NAME_MAX;
const COMPANY_NAME_MAX_LENGTH = COMPANY_NAME_MAX;

// Same wording as the other forms (the catalogs then share the translations).
const REQUIRED: Record<CreateCompanyField, MessageDescriptor> = {
  name: msg`Please enter the company name.`,
  countries: msg`Please select at least one country.`,
  leadCountry: msg`Please select the lead country.`,
  firstName: msg`Please enter a first name.`,
  lastName: msg`Please enter a last name.`,
  email: msg`Please enter an email address.`,
  password: msg`Please enter a password.`,
};

/** The text shown under a field of the "Create company" form for its error. */
export function createCompanyFieldMessage(field: CreateCompanyField, error: CreateCompanyFieldError): MessageDescriptor {
  switch (error) {
    case 'required':
      return REQUIRED[field];
    case 'tooLong':
      return field === 'name'
        ? msg`Please enter at most ${COMPANY_NAME_MAX_LENGTH} characters.`
        : msg`Please enter at most ${NAME_MAX_LENGTH} characters.`;
    case 'invalidEmail':
      return msg`Please enter a valid email address.`;
    case 'tooShort':
      return msg`The password must have at least ${PASSWORD_MIN_LENGTH} characters.`;
    case 'notInCountries':
      return msg`The lead country must be one of the selected countries.`;
  }
}
