import { useLingui } from '@lingui/react/macro';
import type { ExchangeRate } from '@pm/contracts';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { errorMessageFor } from '../../../lib/errorMessages.ts';
import { useNotify } from '../../../lib/notify.tsx';
import { useSetExchangeRates } from '../api/setExchangeRates.ts';
import { formatDay } from '../utils/formatExchangeRate.ts';
import type { ExchangeRateTarget } from './ExchangeRateFormDialog.tsx';

export interface DeleteExchangeRateDialogProps {
  companyId: string;
  rates: readonly ExchangeRate[];
  target: ExchangeRateTarget | null;
  revision: string;
  open: boolean;
  onClose(): void;
}

/** Asks before deleting one exchange rate; sends the list without it. */
export function DeleteExchangeRateDialog({ companyId, rates, target, revision, open, onClose }: DeleteExchangeRateDialogProps) {
  const { t, i18n } = useLingui();
  const notify = useNotify();
  const save = useSetExchangeRates(companyId);
  const name = target ? `${target.rate.from} → ${target.rate.to}` : '';
  const day = target ? formatDay(target.rate.validFrom, i18n.locale) : '';

  const confirm = () => {
    if (!target || save.isPending) return;
    save.mutate(
      { exchangeRates: rates.filter((_rate, index) => index !== target.index), expectedRevision: revision },
      {
        onSuccess: () => {
          notify.success(t`Exchange rate ${name} deleted.`);
          onClose();
        },
      },
    );
  };

  return (
    <ConfirmDialog
      open={open}
      title={t`Delete exchange rate?`}
      confirmLabel={t`Delete`}
      pending={save.isPending}
      error={save.isError ? t(errorMessageFor(save.error)) : null}
      onConfirm={confirm}
      onClose={onClose}
    >
      {t`The exchange rate ${name} valid from ${day} will be deleted.`}
    </ConfirmDialog>
  );
}
