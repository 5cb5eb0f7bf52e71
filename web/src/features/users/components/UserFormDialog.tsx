import { useRef } from 'react';
import type { FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { CompanyUser } from '@pm/contracts';
import { errorMessageFor } from '../../../lib/errorMessages.ts';
import { useNotify } from '../../../lib/notify.tsx';
import { SubmitButton } from '../../settings/components/FormActions.tsx';
import { useFormValues } from '../../settings/hooks/useFormValues.ts';
import { useCreateUser } from '../api/createUser.ts';
import { useUpdateUser } from '../api/updateUser.ts';
import { createUserErrorMessage } from '../utils/createUserErrorMessage.ts';
import { EMPTY_USER_FORM, toCreateUserBody, toUpdateUserBody, validateUserForm } from '../utils/validateUserForm.ts';
import type { UserFormValues } from '../utils/validateUserForm.ts';
import { UserFormFields } from './UserFormFields.tsx';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

export interface UserFormDialogProps {
  companyId: string;
  /** The signed-in user. */
  selfId: string;
  /** The user to edit; none creates a new one. */
  user: CompanyUser | null;
  open: boolean;
  onClose(): void;
}

/** Creates a user (names, email, role, password) or edits one (names, email, role). Give it a new `key` per opening. */
export function UserFormDialog(props: UserFormDialogProps) {
  return (
    <Dialog open={props.open} onOpenChange={(_event, data) => !data.open && props.onClose()}>
      <DialogSurface>
        <UserForm {...props} />
      </DialogSurface>
    </Dialog>
  );
}

function UserForm({ companyId, selfId, user, onClose }: UserFormDialogProps) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const notify = useNotify();
  const formRef = useRef<HTMLFormElement>(null);
  const mode = user ? 'edit' : 'create';
  const create = useCreateUser(companyId);
  const update = useUpdateUser(companyId, selfId);
  const { values, setField, errors, check } = useFormValues<UserFormValues, keyof UserFormValues>(
    () => (user ? { firstName: user.firstName, lastName: user.lastName, email: user.email, role: user.role, password: '' } : EMPTY_USER_FORM),
    (current) => validateUserForm(current, mode),
  );
  const busy = create.isPending || update.isPending;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !check(formRef.current)) return;
    if (!user) {
      create.mutate(toCreateUserBody(values), {
        onSuccess: () => {
          notify.success(t`User successfully created`);
          onClose();
        },
        onError: (error) => notify.error(createUserErrorMessage(error, i18n)),
      });
      return;
    }
    const body = toUpdateUserBody(values, user);
    if (Object.keys(body).length === 0) {
      onClose();
      return;
    }
    update.mutate(
      { userId: user.id, body },
      {
        onSuccess: () => {
          notify.success(t`User updated.`);
          onClose();
        },
        onError: (error) => notify.error(t(errorMessageFor(error))),
      },
    );
  };

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate>
      <DialogBody>
        <DialogTitle>{user ? t`Edit user` : t`Create user`}</DialogTitle>
        <DialogContent className={styles.content}>
          <UserFormFields
            mode={mode}
            values={values}
            errors={errors}
            setField={setField}
            disabled={busy}
            isSelf={user?.id === selfId}
          />
        </DialogContent>
        <DialogActions>
          <Button appearance="secondary" onClick={onClose} disabled={busy}>
            {t`Cancel`}
          </Button>
          <SubmitButton busy={busy}>{user ? t`Save changes` : t`Create user`}</SubmitButton>
        </DialogActions>
      </DialogBody>
    </form>
  );
}
