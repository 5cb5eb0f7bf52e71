import { Plural, useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { errorMessageFor } from '../../../lib/errorMessages.ts';
import { useNotify } from '../../../lib/notify.tsx';
import { useDisconnectSource } from '../api/disconnectSource.ts';
import type { ConnectedSource } from '../../../lib/api/sourcesQuery.ts';

export interface DisconnectSourceDialogProps {
  companyId: string;
  /** The source to disconnect (kept while the dialog closes). */
  source: ConnectedSource | null;
  open: boolean;
  onClose(): void;
}

/** Asks before the company stops comparing with a source; its URLs stay with the products. */
export function DisconnectSourceDialog({ companyId, source, open, onClose }: DisconnectSourceDialogProps) {
  const { t } = useLingui();
  const notify = useNotify();
  const disconnect = useDisconnectSource(companyId);
  const name = source?.name ?? '';
  const count = source?.urlCount ?? 0;

  const confirm = () => {
    if (!source || disconnect.isPending) return;
    disconnect.mutate(source.id, {
      onSuccess: () => {
        notify.success(t`${name} disconnected.`);
        onClose();
      },
      onError: (error) => notify.error(t(errorMessageFor(error))),
    });
  };

  return (
    <ConfirmDialog open={open} title={t`Disconnect ${name}?`} confirmLabel={t`Disconnect`} pending={disconnect.isPending} onConfirm={confirm} onClose={onClose}>
      {t`Prices of ${name} will no longer be collected for your products.`}{' '}
      <Plural
        value={count}
        one="# competitor URL stays with its product and is scraped again if you connect the source later."
        other="# competitor URLs stay with their products and are scraped again if you connect the source later."
      />
    </ConfirmDialog>
  );
}
