import { useLingui } from '@lingui/react/macro';
import type { ScrapeException } from '@pm/contracts';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { errorMessageFor } from '../../../lib/errorMessages.ts';
import { useNotify } from '../../../lib/notify.tsx';
import { useDeleteScrapeException } from '../api/deleteScrapeException.ts';

export interface DeleteScrapeExceptionDialogProps {
  /** The exception to delete (kept while the dialog closes). */
  exception: ScrapeException | null;
  open: boolean;
  onClose(): void;
}

/** Asks before deleting a scrape exception, then deletes it and reports the outcome. */
export function DeleteScrapeExceptionDialog({ exception, open, onClose }: DeleteScrapeExceptionDialogProps) {
  const { t } = useLingui();
  const notify = useNotify();
  const remove = useDeleteScrapeException();
  const code = exception?.code ?? '';
  const hostname = exception?.scope.hostname ?? '';

  const confirm = () => {
    if (!exception || remove.isPending) return;
    remove.mutate(exception.id, {
      onSuccess: () => {
        notify.success(t`Scrape exception deleted.`);
        onClose();
      },
      onError: (error) => notify.error(t(errorMessageFor(error))),
    });
  };

  return (
    <ConfirmDialog open={open} title={t`Delete scrape exception?`} confirmLabel={t`Delete`} pending={remove.isPending} onConfirm={confirm} onClose={onClose}>
      {t`From the next scrape on, pages of ${hostname} are read without the instructions of ${code}. This cannot be undone.`}
    </ConfirmDialog>
  );
}
