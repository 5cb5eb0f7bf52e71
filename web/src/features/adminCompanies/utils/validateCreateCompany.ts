import { companyDetailsFields, createCompanyBodySchema, createUserBodySchema, passwordSchema } from '@pm/contracts';
import type { Country, CreateCompanyBody } from '@pm/contracts';

export interface CreateCompanyValues {
  name: string;
  countries: Country[];
  leadCountry: Country | '';
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

export type CreateCompanyField = keyof CreateCompanyValues;
export type CreateCompanyFieldError = 'required' | 'tooLong' | 'invalidEmail' | 'tooShort' | 'notInCountries';
export type CreateCompanyErrors = Partial<Record<CreateCompanyField, CreateCompanyFieldError>>;

/** The contracts' limits, so the form refuses exactly what the API would. */
export const COMPANY_NAME_MAX = companyDetailsFields.name.maxLength ?? 120;
export const PERSON_NAME_MAX = createUserBodySchema.shape.firstName.maxLength ?? 100;
export const PASSWORD_MIN = passwordSchema.minLength ?? 8;

export const EMPTY_CREATE_COMPANY: CreateCompanyValues = {
  name: '',
  countries: [],
  leadCountry: '',
  firstName: '',
  lastName: '',
  email: '',
  password: '',
};

function checkText(value: string, max: number): CreateCompanyFieldError | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return 'required';
  if (trimmed.length > max) return 'tooLong';
  return undefined;
}

/** Field checks of the "Create company" form (spec §5 required-field and format messages). */
export function validateCreateCompany(values: CreateCompanyValues): CreateCompanyErrors {
  const errors: CreateCompanyErrors = {};
  const set = (field: CreateCompanyField, error: CreateCompanyFieldError | undefined) => {
    if (error) errors[field] = error;
  };
  set('name', checkText(values.name, COMPANY_NAME_MAX));
  if (values.countries.length === 0) errors.countries = 'required';
  if (values.leadCountry === '') errors.leadCountry = 'required';
  else if (!values.countries.includes(values.leadCountry)) errors.leadCountry = 'notInCountries';
  set('firstName', checkText(values.firstName, PERSON_NAME_MAX));
  set('lastName', checkText(values.lastName, PERSON_NAME_MAX));
  if (values.email.trim() === '') errors.email = 'required';
  else if (!createUserBodySchema.shape.email.safeParse(values.email).success) errors.email = 'invalidEmail';
  if (values.password === '') errors.password = 'required';
  else if (values.password.length < PASSWORD_MIN) errors.password = 'tooShort';
  return errors;
}

export function hasErrors(errors: CreateCompanyErrors): boolean {
  return Object.values(errors).some((error) => error !== undefined);
}

/** The request body of valid values, as the contract parses it (trimmed, email lower-cased). */
export function toCreateCompanyBody(values: CreateCompanyValues): CreateCompanyBody {
  return createCompanyBodySchema.parse({
    name: values.name,
    countries: values.countries,
    leadCountry: values.leadCountry,
    admin: { firstName: values.firstName, lastName: values.lastName, email: values.email, password: values.password },
  });
}
