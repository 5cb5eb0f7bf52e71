import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { BulkDecisionResult } from '@pm/contracts';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { errorMessageFor } from '../../../lib/errorMessages.ts';
import { useDecideAdjustments, type Decision, type DecisionTarget } from '../api/decideAdjustments.ts';

/** A decision the user asked for and still has to confirm. */
export interface PendingDecision {
  decision: Decision;
  target: DecisionTarget;
  title: string;
  text: string;
}

export interface DecisionDialogProps {
  companyId: string;
  /** Kept while the dialog closes. */
  pending: PendingDecision | null;
  open: boolean;
  onClose(): void;
  /** The command answered (possibly with refusals of some adjustments). */
  onDone(decision: Decision, result: BulkDecisionResult): void;
}

/**
 * Asks before confirming or discarding. The row may be stale: when someone else decided in the
 * meantime the refusal is shown here, in words (already confirmed / discarded / replaced).
 */
export function DecisionDialog({ companyId, pending, open, onClose, onDone }: DecisionDialogProps) {
  const { t } = useLingui();
  const decide = useDecideAdjustments(companyId);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setError(null);
    decide.reset();
    onClose();
  };
  const confirm = () => {
    if (!pending || decide.isPending) return;
    setError(null);
    decide.mutate(
      { decision: pending.decision, target: pending.target },
      {
        onSuccess: (result) => {
          onDone(pending.decision, result);
          close();
        },
        onError: (failure) => setError(t(errorMessageFor(failure))),
      },
    );
  };
  return (
    <ConfirmDialog open={open} title={pending?.title ?? ''} confirmLabel={pending?.decision === 'discard' ? t`Discard` : t`Confirm`} pending={decide.isPending} error={error} onConfirm={confirm} onClose={close}>
      {pending?.text ?? ''}
    </ConfirmDialog>
  );
}
