import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button, Field, Input, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { errorMessageFor } from '../../../lib/errorMessages.ts';
import { useSignInMutation } from '../api/signIn.ts';
import { hasErrors, validateSignIn } from '../utils/validateSignIn.ts';
import type { SignInFieldError, SignInValues } from '../utils/validateSignIn.ts';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  alert: {
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorStatusDangerBorder1}`,
    backgroundColor: tokens.colorStatusDangerBackground1,
    color: tokens.colorStatusDangerForeground1,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
  },
  submit: { marginTop: tokens.spacingVerticalS },
});

export function SignInForm() {
  const { t } = useLingui();
  const styles = useStyles();
  const signIn = useSignInMutation();
  const [values, setValues] = useState<SignInValues>({ email: '', password: '' });
  // Field messages appear after the first submit attempt, then follow the input live.
  const [attempted, setAttempted] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const errors = attempted ? validateSignIn(values) : {};
  const submitting = signIn.isPending;

  const fieldMessage = (error: SignInFieldError | undefined, requiredText: string) => {
    if (error === 'required') return requiredText;
    if (error === 'invalidEmail') return t`Please enter a valid email address.`;
    return undefined;
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setAttempted(true);
    const found = validateSignIn(values);
    if (hasErrors(found)) {
      (found.email ? emailRef : passwordRef).current?.focus();
      return;
    }
    signIn.mutate({ email: values.email.trim().toLowerCase(), password: values.password });
  };

  const emailMessage = fieldMessage(errors.email, t`Please enter your email address.`);
  const passwordMessage = fieldMessage(errors.password, t`Please enter your password.`);

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      {signIn.isError && (
        <div role="alert" className={styles.alert}>
          {t(errorMessageFor(signIn.error))}
        </div>
      )}
      <Field
        label={t`Email`}
        required
        validationState={emailMessage ? 'error' : 'none'}
        validationMessage={emailMessage}
      >
        <Input
          ref={emailRef}
          type="email"
          name="email"
          autoComplete="username"
          inputMode="email"
          size="large"
          value={values.email}
          disabled={submitting}
          onChange={(_event, data) => setValues((v) => ({ ...v, email: data.value }))}
        />
      </Field>
      <Field
        label={t`Password`}
        required
        validationState={passwordMessage ? 'error' : 'none'}
        validationMessage={passwordMessage}
      >
        <Input
          ref={passwordRef}
          type="password"
          name="password"
          autoComplete="current-password"
          size="large"
          value={values.password}
          disabled={submitting}
          onChange={(_event, data) => setValues((v) => ({ ...v, password: data.value }))}
        />
      </Field>
      <Button
        className={styles.submit}
        type="submit"
        appearance="primary"
        size="large"
        disabledFocusable={submitting}
        icon={submitting ? <Spinner size="tiny" /> : undefined}
      >
        {submitting ? t`Signing in…` : t`Sign in`}
      </Button>
    </form>
  );
}
