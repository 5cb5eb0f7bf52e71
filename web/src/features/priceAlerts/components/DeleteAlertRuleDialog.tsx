import { useLingui } from '@lingui/react/macro';
import type { AlertRuleView } from '@pm/contracts';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { errorMessageFor } from '../../../lib/errorMessages.ts';
import { useNotify } from '../../../lib/notify.tsx';
import { useWriteAlertRule } from '../api/saveAlertRule.ts';

export interface DeleteAlertRuleDialogProps {
  companyId: string;
  rule: AlertRuleView | null;
  open: boolean;
  onClose(): void;
}

/** Asks before deleting a rule; the alerts it fired stay in the notification centre. */
export function DeleteAlertRuleDialog({ companyId, rule, open, onClose }: DeleteAlertRuleDialogProps) {
  const { t } = useLingui();
  const notify = useNotify();
  const write = useWriteAlertRule(companyId);
  const name = rule?.name ?? '';
  const confirm = () => {
    if (!rule || write.isPending) return;
    write.mutate(
      { ruleId: rule.ruleId, delete: true },
      {
        onSuccess: () => {
          notify.success(t`Alert rule ${name} deleted.`);
          onClose();
        },
      },
    );
  };
  return (
    <ConfirmDialog
      open={open}
      title={t`Delete alert rule?`}
      confirmLabel={t`Delete`}
      pending={write.isPending}
      error={write.isError ? t(errorMessageFor(write.error)) : null}
      onConfirm={confirm}
      onClose={onClose}
    >
      {t`The alert rule ${name} will be deleted. The alerts it fired stay in your notifications.`}
    </ConfirmDialog>
  );
}
