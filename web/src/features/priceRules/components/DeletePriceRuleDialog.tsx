import { useLingui } from '@lingui/react/macro';
import type { PriceRuleView } from '@pm/contracts';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { errorMessageFor } from '../../../lib/errorMessages.ts';
import { useNotify } from '../../../lib/notify.tsx';
import { useDeletePriceRule } from '../api/deletePriceRule.ts';

export interface DeletePriceRuleDialogProps {
  companyId: string;
  /** The rule to delete (kept while the dialog closes). Give the dialog a new `key` per opening. */
  rule: PriceRuleView | null;
  open: boolean;
  onClose(): void;
}

/** Asks before deleting a rule; the rules below it move up one position. */
export function DeletePriceRuleDialog({ companyId, rule, open, onClose }: DeletePriceRuleDialogProps) {
  const { t } = useLingui();
  const notify = useNotify();
  const remove = useDeletePriceRule(companyId);
  const name = rule?.name ?? '';

  const confirm = () => {
    if (!rule || remove.isPending) return;
    remove.mutate(rule.ruleId, {
      onSuccess: () => {
        notify.success(t`Price rule ${name} deleted.`);
        onClose();
      },
    });
  };

  return (
    <ConfirmDialog
      open={open}
      title={t`Delete price rule?`}
      confirmLabel={t`Delete`}
      pending={remove.isPending}
      error={remove.isError ? t(errorMessageFor(remove.error)) : null}
      onConfirm={confirm}
      onClose={onClose}
    >
      {t`The price rule ${name} will be deleted. The rules below it move up one position; past proposals keep their decision trace.`}
    </ConfirmDialog>
  );
}
