import { useCallback, useState } from 'react';
import { hasErrors } from '../utils/fieldChecks.ts';
import type { FieldError, FormErrors } from '../utils/fieldChecks.ts';
import { focusFirstInvalid } from '../utils/focusFirstInvalid.ts';

/**
 * Values of a form and their validation. Messages appear after the first submit attempt and
 * then follow the input live (as on the sign-in form).
 */
export function useFormValues<Values extends object, Field extends string, Error extends string = FieldError>(
  initial: Values | (() => Values),
  validate: (values: Values) => FormErrors<Field, Error>,
) {
  const [values, setValues] = useState(initial);
  const [attempted, setAttempted] = useState(false);
  const errors: FormErrors<Field, Error> = attempted ? validate(values) : {};

  const setField = useCallback(
    <Key extends keyof Values>(key: Key) =>
      (value: Values[Key]) =>
        setValues((current) => ({ ...current, [key]: value })),
    [],
  );

  /** True when the values may be sent; otherwise shows the messages and focuses the first invalid field. */
  const check = (form: HTMLFormElement | null): boolean => {
    setAttempted(true);
    if (!hasErrors(validate(values))) return true;
    focusFirstInvalid(form);
    return false;
  };

  const reset = useCallback((next: Values) => {
    setValues(next);
    setAttempted(false);
  }, []);

  return { values, setField, errors, check, reset };
}
