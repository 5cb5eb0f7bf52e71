import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import type { UseQueryResult } from '@tanstack/react-query';
import { AreaSpinner } from '../../../components/FullScreenSpinner.tsx';
import { errorMessageFor } from '../../../lib/errorMessages.ts';

/** A spinner while loading, the error with "Try again", else the content for the data. */
export function QueryState<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  const { t } = useLingui();
  if (query.isPending) return <AreaSpinner />;
  if (query.isError)
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
  return <>{children(query.data)}</>;
}
