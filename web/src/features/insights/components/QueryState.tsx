import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import type { UseQueryResult } from '@tanstack/react-query';
import { AreaSpinner } from '../../../components/FullScreenSpinner.tsx';
import { errorMessageFor } from '../../../lib/errorMessages.ts';
import { RefreshFailed } from '../../../components/RefreshFailed.tsx';
import { firstLoadFailed } from '../../../lib/queryView.ts';

/** A spinner while the first load runs, its error with "Try again", else the content for the data (kept, with a warning, when a refetch failed). */
export function QueryState<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  const { t } = useLingui();
  if (query.isPending) return <AreaSpinner />;
  if (firstLoadFailed(query))
    return (
      <MessageBar intent="error">
        <MessageBarBody>
          {t`This insight could not be loaded.`} {t(errorMessageFor(query.error))}
        </MessageBarBody>
        <MessageBarActions>
          <Button onClick={() => void query.refetch()}>{t`Try again`}</Button>
        </MessageBarActions>
      </MessageBar>
    );
  return (
    <>
      <RefreshFailed query={query} />
      {children(query.data)}
    </>
  );
}
