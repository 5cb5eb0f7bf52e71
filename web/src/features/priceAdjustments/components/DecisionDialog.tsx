import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { BulkDecisionResult } from '@pm/contracts';
import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { errorMessageFor } from '../../../lib/errorMessages.ts';
import { useDecideAdjustments, type Decision, type DecisionTarget } from '../api/decideAdjustments.ts';

const useStyles = makeStyles({
  again: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalM },
});

/** A decision the user asked for and still has to confirm. */
export interface PendingDecision {
  decision: Decision;
  target: DecisionTarget;
  title: string;
  text: string;
  /**
   * Asked again before it is done (issue 12: "confirm all" when proposals change a price by more
   * than the company's threshold): the second question, and a way to look at them first.
   */
  again?: { title: string; text: string; confirmLabel: string; onShow(): void; showLabel: string } | undefined;
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
  const styles = useStyles();
  const decide = useDecideAdjustments(companyId);
  const [error, setError] = useState<string | null>(null);
  // The pending decision the user already answered once (its second question is showing).
  const [askedAgain, setAskedAgain] = useState<PendingDecision | null>(null);
  const again = pending?.again && askedAgain === pending ? pending.again : null;
  const close = () => {
    setError(null);
    setAskedAgain(null);
    decide.reset();
    onClose();
  };
  const confirm = () => {
    if (!pending || decide.isPending) return;
    if (pending.again && askedAgain !== pending) {
      setAskedAgain(pending);
      return;
    }
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
  if (again) {
    return (
      <ConfirmDialog open={open} title={again.title} confirmLabel={again.confirmLabel} pending={decide.isPending} error={error} onConfirm={confirm} onClose={close}>
        <div className={styles.again}>
          <Text>{again.text}</Text>
          <Button
            appearance="secondary"
            disabled={decide.isPending}
            onClick={() => {
              again.onShow();
              close();
            }}
          >
            {again.showLabel}
          </Button>
        </div>
      </ConfirmDialog>
    );
  }
  return (
    <ConfirmDialog open={open} title={pending?.title ?? ''} confirmLabel={pending?.decision === 'discard' ? t`Discard` : t`Confirm`} pending={decide.isPending} error={error} onConfirm={confirm} onClose={close}>
      {pending?.text ?? ''}
    </ConfirmDialog>
  );
}
