import { useLingui } from '@lingui/react/macro';
import { Button, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import type { BulkDecisionResult } from '@pm/contracts';
import { messageForCode } from '../../../lib/errorMessages.ts';
import type { Decision } from '../api/decideAdjustments.ts';

export interface DecisionOutcome {
  decision: Decision;
  result: BulkDecisionResult;
  /** SKUs of the rows known when deciding, to name the refused ones. */
  skus: ReadonlyMap<string, string>;
}

/** Which decisions of a bulk command were refused, and why (e.g. someone else confirmed it first). */
export function DecisionReport({ outcome, onDismiss }: { outcome: DecisionOutcome; onDismiss(): void }) {
  const { t } = useLingui();
  const { failed, succeeded } = outcome.result;
  if (failed.length === 0) return null;
  const done = succeeded.length;
  const refused = failed.length;
  return (
    <MessageBar intent="warning" layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>
          {outcome.decision === 'confirm' ? t`${done} confirmed, ${refused} not confirmed.` : t`${done} discarded, ${refused} not discarded.`}
        </MessageBarTitle>
        <ul>
          {failed.slice(0, 10).map((failure) => (
            <li key={failure.adjustmentId}>
              {outcome.skus.get(failure.adjustmentId) ?? failure.adjustmentId}: {t(messageForCode(failure.code))}
            </li>
          ))}
        </ul>
        {refused > 10 && t`and ${refused - 10} more.`}
      </MessageBarBody>
      <MessageBarActions>
        <Button onClick={onDismiss}>{t`Dismiss`}</Button>
      </MessageBarActions>
    </MessageBar>
  );
}
