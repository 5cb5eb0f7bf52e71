import { useLingui } from '@lingui/react/macro';
import type { ShippingRateView } from '@pm/contracts';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { errorMessageFor } from '../../../lib/errorMessages.ts';
import { useNotify } from '../../../lib/notify.tsx';
import { useCountryName } from '../../../lib/hooks/useCountryName.ts';
import { useDeleteShippingRate } from '../api/deleteShippingRate.ts';

export interface DeleteShippingRateDialogProps {
  companyId: string;
  rate: ShippingRateView | null;
  revision: string;
  open: boolean;
  onClose(): void;
}

/** Asks before deleting a shipping rate. */
export function DeleteShippingRateDialog({ companyId, rate, revision, open, onClose }: DeleteShippingRateDialogProps) {
  const { t } = useLingui();
  const notify = useNotify();
  const countryName = useCountryName();
  const remove = useDeleteShippingRate(companyId);
  const name = rate ? `${rate.carrier} (${countryName(rate.country)})` : '';

  const confirm = () => {
    if (!rate || remove.isPending) return;
    remove.mutate(
      { rateId: rate.rateId, expectedRevision: revision },
      {
        onSuccess: () => {
          notify.success(t`Shipping rate ${name} deleted.`);
          onClose();
        },
      },
    );
  };

  return (
    <ConfirmDialog
      open={open}
      title={t`Delete shipping rate?`}
      confirmLabel={t`Delete`}
      pending={remove.isPending}
      error={remove.isError ? t(errorMessageFor(remove.error)) : null}
      onConfirm={confirm}
      onClose={onClose}
    >
      {t`The shipping rate ${name} will be deleted.`}
    </ConfirmDialog>
  );
}
