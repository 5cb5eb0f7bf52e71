import { useLingui } from '@lingui/react/macro';
import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import { errorMessageFor } from '../lib/errorMessages.ts';
import { refreshErrorOf, type QueryViewInput } from '../lib/queryView.ts';

export interface RefreshFailedProps {
  /** The query whose data the screen shows; nothing is rendered unless its last refetch failed. */
  query: QueryViewInput<unknown> & { refetch(): Promise<unknown> };
}

/**
 * Above data that is still shown: the last refresh failed (why, translated by error code) and
 * "Try again". A warning, not an error page — it takes no focus, closes nothing, and goes away
 * once a refetch succeeds.
 */
export function RefreshFailed({ query }: RefreshFailedProps) {
  const { t } = useLingui();
  const error = refreshErrorOf(query);
  if (error === null) return null;
  const why = t(errorMessageFor(error));
  return (
    <MessageBar intent="warning">
      <MessageBarBody>{t`The data could not be refreshed. ${why} Showing what was loaded last.`}</MessageBarBody>
      <MessageBarActions>
        <Button onClick={() => void query.refetch()}>{t`Try again`}</Button>
      </MessageBarActions>
    </MessageBar>
  );
}
