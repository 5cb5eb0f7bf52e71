import { useLingui } from '@lingui/react/macro';
import { TextField } from '../../../components/TextField.tsx';
import { useFieldMessage } from '../../../lib/hooks/useFieldMessage.ts';
import { PASSWORD_MIN_LENGTH } from '../../../lib/utils/fieldChecks.ts';
import type { UserFormErrors, UserFormMode, UserFormValues } from '../utils/validateUserForm.ts';
import { RoleSelect } from './RoleSelect.tsx';

export interface UserFormFieldsProps {
  mode: UserFormMode;
  values: UserFormValues;
  errors: UserFormErrors;
  setField: <Key extends keyof UserFormValues>(key: Key) => (value: UserFormValues[Key]) => void;
  disabled: boolean;
  /** Editing oneself: the API refuses a change of the own role. */
  isSelf: boolean;
}

/** Names, email, role and (when creating) the initial password of a user. */
export function UserFormFields({ mode, values, errors, setField, disabled, isSelf }: UserFormFieldsProps) {
  const { t } = useLingui();
  const fieldMessage = useFieldMessage();
  const minLength = PASSWORD_MIN_LENGTH;
  return (
    <>
      <TextField
        label={t`First name`}
        required
        autoComplete="off"
        value={values.firstName}
        onChange={setField('firstName')}
        message={fieldMessage(errors.firstName, 'firstName')}
        disabled={disabled}
      />
      <TextField
        label={t`Last name`}
        required
        autoComplete="off"
        value={values.lastName}
        onChange={setField('lastName')}
        message={fieldMessage(errors.lastName, 'lastName')}
        disabled={disabled}
      />
      <TextField
        label={t`Email`}
        required
        type="email"
        inputMode="email"
        autoComplete="off"
        value={values.email}
        onChange={setField('email')}
        message={fieldMessage(errors.email, 'email')}
        disabled={disabled}
      />
      <RoleSelect
        value={values.role}
        onChange={setField('role')}
        message={fieldMessage(errors.role, 'role')}
        disabled={disabled || isSelf}
        {...(isSelf ? { disabledHint: t`You cannot change your own role.` } : {})}
      />
      {mode === 'create' && (
        <TextField
          label={t`Password`}
          required
          type="password"
          autoComplete="new-password"
          hint={t`At least ${minLength} characters. The new user can change it under personal details.`}
          value={values.password}
          onChange={setField('password')}
          message={fieldMessage(errors.password, 'password')}
          disabled={disabled}
        />
      )}
    </>
  );
}
