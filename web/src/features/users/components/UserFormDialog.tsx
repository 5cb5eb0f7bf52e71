import { useLingui } from '@lingui/react/macro';
import type { CompanyUser } from '@pm/contracts';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { errorMessageFor } from '../../../lib/errorMessages.ts';
import { useNotify } from '../../../lib/notify.tsx';
import { useFormValues } from '../../../lib/hooks/useFormValues.ts';
import { useCreateUser } from '../api/createUser.ts';
import { useUpdateUser } from '../api/updateUser.ts';
import { createUserErrorMessage } from '../utils/createUserErrorMessage.ts';
import { EMPTY_USER_FORM, toCreateUserBody, toUpdateUserBody, validateUserForm } from '../utils/validateUserForm.ts';
import type { UserFormValues } from '../utils/validateUserForm.ts';
import { UserFormFields } from './UserFormFields.tsx';

export interface UserFormDialogProps {
  companyId: string;
  /** The signed-in user. */
  selfId: string;
  /** The user to edit; none creates a new one. */
  user: CompanyUser | null;
  open: boolean;
  onClose(): void;
}

/**
 * Creates a user (names, email, role, password) or edits one (names, email, role). Give it a
 * new `key` per opening. Failures show as error toasts (spec §8: create user failure).
 */
export function UserFormDialog({ companyId, selfId, user, open, onClose }: UserFormDialogProps) {
  const { t, i18n } = useLingui();
  const notify = useNotify();
  const mode = user ? 'edit' : 'create';
  const create = useCreateUser(companyId);
  const update = useUpdateUser(companyId, selfId);
  const { values, setField, errors, check } = useFormValues<UserFormValues, keyof UserFormValues>(
    () => (user ? { firstName: user.firstName, lastName: user.lastName, email: user.email, role: user.role, password: '' } : EMPTY_USER_FORM),
    (current) => validateUserForm(current, mode),
  );
  const busy = create.isPending || update.isPending;

  const onSubmit = (form: HTMLFormElement) => {
    if (!check(form)) return;
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
    <FormDialog
      open={open}
      title={user ? t`Edit user` : t`Create user`}
      submitLabel={user ? t`Save changes` : t`Create user`}
      busy={busy}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <UserFormFields mode={mode} values={values} errors={errors} setField={setField} disabled={busy} isSelf={user?.id === selfId} />
    </FormDialog>
  );
}
