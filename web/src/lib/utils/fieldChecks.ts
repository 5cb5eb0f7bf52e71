import { companyDetailsFields, createUserBodySchema, passwordSchema } from '@pm/contracts';

/** Why a form field is not acceptable; each form maps these to its own translated text. */
export type FieldError =
  | 'required'
  | 'tooLong'
  | 'invalidEmail'
  | 'tooShort'
  | 'mismatch'
  | 'invalidUrl'
  | 'outOfRange'
  | 'notInCountries';

/** A form's errors by field; absent fields are fine. Forms with their own error kinds pass `Error`. */
export type FormErrors<Field extends string, Error extends string = FieldError> = Partial<Record<Field, Error>>;

/** The contracts' limits, so the client refuses exactly what the API would. */
export const NAME_MAX_LENGTH = createUserBodySchema.shape.firstName.maxLength ?? 100;
export const COMPANY_NAME_MAX_LENGTH = companyDetailsFields.name.maxLength ?? 120;
export const PASSWORD_MIN_LENGTH = passwordSchema.minLength ?? 8;
export const PASSWORD_MAX_LENGTH = passwordSchema.maxLength ?? 256;

export function hasErrors<Field extends string, Error extends string>(errors: FormErrors<Field, Error>): boolean {
  return Object.values(errors).some((error) => error !== undefined);
}

/** First and last names: required, at most the contract's length. */
export function checkName(value: string): FieldError | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return 'required';
  if (trimmed.length > NAME_MAX_LENGTH) return 'tooLong';
  return undefined;
}

/** Required and in the format the API accepts. */
export function checkEmail(value: string): FieldError | undefined {
  if (value.trim() === '') return 'required';
  if (!createUserBodySchema.shape.email.safeParse(value).success) return 'invalidEmail';
  return undefined;
}

/** A new password: required and within the contract's length limits. */
export function checkNewPassword(value: string): FieldError | undefined {
  if (value === '') return 'required';
  if (value.length < PASSWORD_MIN_LENGTH) return 'tooShort';
  if (value.length > PASSWORD_MAX_LENGTH) return 'tooLong';
  return undefined;
}

/** An optional http(s) URL (empty means none). */
export function checkOptionalUrl(value: string): FieldError | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  return companyDetailsFields.logoUrl.safeParse(trimmed).success ? undefined : 'invalidUrl';
}

/** A whole number typed into a text field, within [min, max]. */
export function checkWholeNumber(value: string, min: number, max: number): FieldError | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return 'required';
  if (!/^\d+$/.test(trimmed)) return 'outOfRange';
  const number = Number(trimmed);
  return number < min || number > max ? 'outOfRange' : undefined;
}
