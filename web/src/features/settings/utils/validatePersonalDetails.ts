import { checkEmail, checkName } from '../../../lib/utils/fieldChecks.ts';
import type { FormErrors } from '../../../lib/utils/fieldChecks.ts';

export interface PersonalDetailsValues {
  firstName: string;
  lastName: string;
  email: string;
}

export type PersonalDetailsErrors = FormErrors<keyof PersonalDetailsValues>;

export function validatePersonalDetails(values: PersonalDetailsValues): PersonalDetailsErrors {
  return {
    firstName: checkName(values.firstName),
    lastName: checkName(values.lastName),
    email: checkEmail(values.email),
  };
}
