import { useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { errorMessageFor } from '../../../lib/errorMessages.ts';
import { useNotify } from '../../../lib/notify.tsx';
import type { ProductUrl } from '../../../lib/api/assortmentSchemas.ts';
import { useRemoveCompetitorUrl } from '../api/removeCompetitorUrl.ts';

export interface RemoveUrlDialogProps {
  companyId: string;
  productId: string;
  /** The URL to remove (kept while the dialog closes). */
  url: ProductUrl | null;
  open: boolean;
  onClose(): void;
}

/** Asks before removing a competitor URL from a product. */
export function RemoveUrlDialog({ companyId, productId, url, open, onClose }: RemoveUrlDialogProps) {
  const { t } = useLingui();
  const notify = useNotify();
  const remove = useRemoveCompetitorUrl(companyId, productId);
  const address = url?.url ?? '';

  const confirm = () => {
    if (!url || remove.isPending) return;
    remove.mutate(url.urlId, {
      onSuccess: () => {
        notify.success(t`URL removed.`);
        onClose();
      },
      onError: (error) => notify.error(t(errorMessageFor(error))),
    });
  };

  return (
    <ConfirmDialog open={open} title={t`Remove URL?`} confirmLabel={t`Remove`} pending={remove.isPending} onConfirm={confirm} onClose={onClose}>
      {t`${address} will no longer be scraped for this product.`}
    </ConfirmDialog>
  );
}
