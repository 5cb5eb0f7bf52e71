import { useLingui } from '@lingui/react/macro';
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Spinner } from '@fluentui/react-components';
import { errorMessageFor } from '../../../lib/errorMessages.ts';
import { useNotify } from '../../../lib/notify.tsx';
import type { ProductUrl } from '../api/assortmentSchemas.ts';
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
    <Dialog modalType="alert" open={open} onOpenChange={(_event, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t`Remove URL?`}</DialogTitle>
          <DialogContent>{t`${address} will no longer be scraped for this product.`}</DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose} disabled={remove.isPending}>
              {t`Cancel`}
            </Button>
            <Button appearance="primary" onClick={confirm} disabledFocusable={remove.isPending} icon={remove.isPending ? <Spinner size="tiny" /> : undefined}>
              {t`Remove`}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
