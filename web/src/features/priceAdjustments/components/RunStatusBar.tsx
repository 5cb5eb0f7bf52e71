import { useLingui } from '@lingui/react/macro';
import { MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import type { PriceEngineOverview } from '@pm/contracts';
import { RunProgressBar } from '../../../components/RunProgressBar.tsx';
import { useRunProgress } from '../../../lib/hooks/useRunProgress.ts';

/** While a rule-engine run is under way its proposals arrive on their own; this says so, with the run's live progress. */
export function RunStatusBar({ lastRun }: { lastRun: PriceEngineOverview['lastRun'] | undefined }) {
  const { t } = useLingui();
  const progress = useRunProgress();
  if (!lastRun || (lastRun.status !== 'RUNNING' && lastRun.status !== 'REQUESTED')) return null;
  return (
    <>
      <MessageBar intent="info" aria-live="polite">
        <MessageBarBody>
          <Spinner size="extra-tiny" as="span" /> {lastRun.status === 'RUNNING' ? t`A rule-engine run is in progress. New proposals appear here as they arrive.` : t`A rule-engine run is about to start.`}
        </MessageBarBody>
      </MessageBar>
      {/* An older run's last report says nothing about this one. */}
      <RunProgressBar progress={progress?.runId === lastRun.runId ? progress : null} />
    </>
  );
}
