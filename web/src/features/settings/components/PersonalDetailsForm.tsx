import { useRef } from 'react';
import type { FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { makeStyles, tokens } from '@fluentui/react-components';
import type { Profile } from '@pm/contracts';
import { errorMessageFor } from '../../../lib/errorMessages.ts';
import { useNotify } from '../../../lib/notify.tsx';
import { useUpdatePersonalDetails } from '../api/updatePersonalDetails.ts';
import type { PersonalDetailsBody } from '../api/updatePersonalDetails.ts';
import { useFieldMessage } from '../../../lib/hooks/useFieldMessage.ts';
import { useFormValues } from '../../../lib/hooks/useFormValues.ts';
import { validatePersonalDetails } from '../utils/validatePersonalDetails.ts';
import type { PersonalDetailsValues } from '../utils/validatePersonalDetails.ts';
import { SubmitButton } from '../../../components/SubmitButton.tsx';
import { FormActions } from './FormActions.tsx';
import { TextField } from '../../../components/TextField.tsx';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '480px' },
});

/** Only the fields that differ from the profile (the API needs at least one). */
function changedFields(values: PersonalDetailsValues, profile: Profile): PersonalDetailsBody {
  const body: PersonalDetailsBody = {};
  const firstName = values.firstName.trim();
  const lastName = values.lastName.trim();
  const email = values.email.trim().toLowerCase();
  if (firstName !== profile.firstName) body.firstName = firstName;
  if (lastName !== profile.lastName) body.lastName = lastName;
  if (email !== profile.email) body.email = email;
  return body;
}

/** First name, last name and email of the signed-in user. */
export function PersonalDetailsForm({ profile }: { profile: Profile }) {
  const { t } = useLingui();
  const styles = useStyles();
  const notify = useNotify();
  const fieldMessage = useFieldMessage();
  const formRef = useRef<HTMLFormElement>(null);
  const save = useUpdatePersonalDetails(profile.id);
  const { values, setField, errors, check } = useFormValues<PersonalDetailsValues, keyof PersonalDetailsValues>(
    () => ({ firstName: profile.firstName, lastName: profile.lastName, email: profile.email }),
    validatePersonalDetails,
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending || !check(formRef.current)) return;
    const body = changedFields(values, profile);
    if (Object.keys(body).length === 0) {
      notify.success(t`Your personal details are saved.`);
      return;
    }
    save.mutate(body, {
      onSuccess: () => notify.success(t`Your personal details are saved.`),
      onError: (error) => notify.error(t(errorMessageFor(error))),
    });
  };

  const busy = save.isPending;
  return (
    <form ref={formRef} className={styles.form} onSubmit={onSubmit} noValidate>
      <TextField
        label={t`First name`}
        required
        autoComplete="given-name"
        value={values.firstName}
        onChange={setField('firstName')}
        message={fieldMessage(errors.firstName, 'firstName')}
        disabled={busy}
      />
      <TextField
        label={t`Last name`}
        required
        autoComplete="family-name"
        value={values.lastName}
        onChange={setField('lastName')}
        message={fieldMessage(errors.lastName, 'lastName')}
        disabled={busy}
      />
      <TextField
        label={t`Email`}
        required
        type="email"
        inputMode="email"
        autoComplete="email"
        value={values.email}
        onChange={setField('email')}
        message={fieldMessage(errors.email, 'email')}
        disabled={busy}
      />
      <FormActions>
        <SubmitButton busy={busy}>{t`Save personal details`}</SubmitButton>
      </FormActions>
    </form>
  );
}
