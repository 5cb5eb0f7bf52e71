import { useLingui } from '@lingui/react/macro';
import type { SalesChannelView } from '@pm/contracts';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { errorMessageFor } from '../../../lib/errorMessages.ts';
import { useNotify } from '../../../lib/notify.tsx';
import { useDeleteSalesChannel } from '../api/deleteSalesChannel.ts';

export interface DeleteSalesChannelDialogProps {
  companyId: string;
  channel: SalesChannelView | null;
  revision: string;
  open: boolean;
  onClose(): void;
}

/** Asks before deleting a channel; the API refuses while price rules use it (SALES_CHANNEL_IN_USE, shown here). */
export function DeleteSalesChannelDialog({ companyId, channel, revision, open, onClose }: DeleteSalesChannelDialogProps) {
  const { t } = useLingui();
  const notify = useNotify();
  const remove = useDeleteSalesChannel(companyId);
  const name = channel?.name ?? '';
  const rules = remove.error?.body?.details?.['rules'];
  const ruleNames = Array.isArray(rules) ? rules.filter((r): r is string => typeof r === 'string').join(', ') : '';

  const confirm = () => {
    if (!channel || remove.isPending) return;
    remove.mutate(
      { channelId: channel.channelId, expectedRevision: revision },
      {
        onSuccess: () => {
          notify.success(t`Sales channel ${name} deleted.`);
          onClose();
        },
      },
    );
  };

  return (
    <ConfirmDialog
      open={open}
      title={t`Delete sales channel?`}
      confirmLabel={t`Delete`}
      pending={remove.isPending}
      error={remove.isError ? `${t(errorMessageFor(remove.error))}${ruleNames ? ` (${ruleNames})` : ''}` : null}
      onConfirm={confirm}
      onClose={onClose}
    >
      {t`The sales channel ${name} will be deleted.`}
    </ConfirmDialog>
  );
}
