import { useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import type { CompanyUser } from '@pm/contracts';
import { errorMessageFor } from '../../../lib/errorMessages.ts';
import { useNotify } from '../../../lib/notify.tsx';
import { useDeleteUser } from '../api/deleteUser.ts';

export interface DeleteUserDialogProps {
  companyId: string;
  /** The user to delete (kept while the dialog closes). */
  user: CompanyUser | null;
  open: boolean;
  onClose(): void;
}

/** Asks before deleting a user, then deletes and reports the outcome. */
export function DeleteUserDialog({ companyId, user, open, onClose }: DeleteUserDialogProps) {
  const { t } = useLingui();
  const notify = useNotify();
  const remove = useDeleteUser(companyId);
  const name = user ? `${user.firstName} ${user.lastName}` : '';

  const confirm = () => {
    if (!user || remove.isPending) return;
    remove.mutate(user.id, {
      onSuccess: () => {
        notify.success(t`User deleted.`);
        onClose();
      },
      onError: (error) => notify.error(t(errorMessageFor(error))),
    });
  };

  return (
    <ConfirmDialog open={open} title={t`Delete user?`} confirmLabel={t`Delete`} pending={remove.isPending} onConfirm={confirm} onClose={onClose}>
      {t`${name} will no longer be able to sign in. This cannot be undone.`}
    </ConfirmDialog>
  );
}
