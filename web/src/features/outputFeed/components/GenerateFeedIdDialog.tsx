import { useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { isApiError } from '../../../lib/apiError.ts';
import { errorMessageFor } from '../../../lib/errorMessages.ts';
import { useNotify } from '../../../lib/notify.tsx';
import { useGenerateFeedId } from '../api/generateFeedId.ts';

export interface GenerateFeedIdDialogProps {
  companyId: string;
  /** Whether a feed id exists already (then its URLs stop working). */
  replacing: boolean;
  open: boolean;
  onClose(): void;
}

/** Asks before generating a (new) feed id, then generates it and reports the outcome. */
export function GenerateFeedIdDialog({ companyId, replacing, open, onClose }: GenerateFeedIdDialogProps) {
  const { t } = useLingui();
  const notify = useNotify();
  const generate = useGenerateFeedId(companyId);

  const confirm = () => {
    if (generate.isPending) return;
    generate.mutate(undefined, {
      onSuccess: () => {
        notify.success(t`A new feed id was generated.`);
        onClose();
      },
      onError: (error) =>
        notify.error(isApiError(error) && error.code === 'ROLE_NOT_ALLOWED' ? t`You are not allowed to generate a feed ID. Please talk to your administrator.` : t`The feed ID could not be generated. ${t(errorMessageFor(error))}`),
    });
  };

  return (
    <ConfirmDialog open={open} title={replacing ? t`Generate a new feed id?` : t`Generate a feed id?`} confirmLabel={t`Generate feed id`} pending={generate.isPending} onConfirm={confirm} onClose={onClose}>
      {replacing
        ? t`The current feed URLs stop working at once. Your ERP or shop system must then pull the feed from the new URLs.`
        : t`The feed id makes your feed URLs. Anyone who knows a feed URL can read the confirmed prices, so share it only with your ERP or shop system.`}
    </ConfirmDialog>
  );
}
