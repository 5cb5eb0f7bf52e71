import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { makeStyles, tokens } from '@fluentui/react-components';
import { isApiError } from '../../../lib/apiError.ts';
import { errorMessageFor } from '../../../lib/errorMessages.ts';
import { useNotify } from '../../../lib/notify.tsx';
import { useChangePassword } from '../api/changePassword.ts';
import { useFieldMessage } from '../../../lib/hooks/useFieldMessage.ts';
import { useFormValues } from '../../../lib/hooks/useFormValues.ts';
import { PASSWORD_MIN_LENGTH } from '../../../lib/utils/fieldChecks.ts';
import { focusFirstInvalid } from '../../../lib/utils/focusFirstInvalid.ts';
import { validatePasswordChange } from '../utils/validatePasswordChange.ts';
import type { PasswordChangeValues } from '../utils/validatePasswordChange.ts';
import { SubmitButton } from '../../../components/SubmitButton.tsx';
import { FormActions } from './FormActions.tsx';
import { TextField } from '../../../components/TextField.tsx';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '480px' },
});

const EMPTY: PasswordChangeValues = { currentPassword: '', newPassword: '', repeatPassword: '' };

/** Changes the signed-in user's password; the current one is required. */
export function ChangePasswordForm({ userId }: { userId: string }) {
  const { t } = useLingui();
  const styles = useStyles();
  const notify = useNotify();
  const fieldMessage = useFieldMessage();
  const formRef = useRef<HTMLFormElement>(null);
  const change = useChangePassword(userId);
  const { values, setField, errors, check, reset } = useFormValues<PasswordChangeValues, keyof PasswordChangeValues>(
    EMPTY,
    validatePasswordChange,
  );
  // The server's verdict on the current password, shown at that field until it is edited.
  const [wrongCurrent, setWrongCurrent] = useState(false);
  const minLength = PASSWORD_MIN_LENGTH;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (change.isPending || !check(formRef.current)) return;
    change.mutate(
      { currentPassword: values.currentPassword, newPassword: values.newPassword },
      {
        onSuccess: () => {
          reset(EMPTY);
          notify.success(t`Your password has been changed.`);
        },
        onError: (error) => {
          if (isApiError(error) && error.code === 'WRONG_PASSWORD') {
            setWrongCurrent(true);
            focusFirstInvalid(formRef.current);
          } else notify.error(t(errorMessageFor(error)));
        },
      },
    );
  };

  const busy = change.isPending;
  return (
    <form ref={formRef} className={styles.form} onSubmit={onSubmit} noValidate>
      <TextField
        label={t`Current password`}
        required
        type="password"
        autoComplete="current-password"
        value={values.currentPassword}
        onChange={(value) => {
          setWrongCurrent(false);
          setField('currentPassword')(value);
        }}
        message={fieldMessage(errors.currentPassword, 'currentPassword') ?? (wrongCurrent ? t`The current password is incorrect.` : undefined)}
        disabled={busy}
      />
      <TextField
        label={t`New password`}
        required
        type="password"
        autoComplete="new-password"
        hint={t`At least ${minLength} characters.`}
        value={values.newPassword}
        onChange={setField('newPassword')}
        message={fieldMessage(errors.newPassword, 'password')}
        disabled={busy}
      />
      <TextField
        label={t`Repeat new password`}
        required
        type="password"
        autoComplete="new-password"
        value={values.repeatPassword}
        onChange={setField('repeatPassword')}
        message={fieldMessage(errors.repeatPassword, 'repeatPassword')}
        disabled={busy}
      />
      <FormActions>
        <SubmitButton busy={busy}>{t`Change password`}</SubmitButton>
      </FormActions>
    </form>
  );
}
