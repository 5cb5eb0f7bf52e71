import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import { errorMessageFor } from '../lib/errorMessages.ts';
import { AreaSpinner } from './FullScreenSpinner.tsx';
import { PageLayout } from './PageLayout.tsx';

export interface LoadingPageProps {
  title: string;
  back?: ReactNode;
  /** The failure of the screen's main query; null while it loads. */
  error: unknown;
  onRetry(): void;
}

/** A detail screen before its data is there: a spinner while it loads, the translated error and a retry when it failed. */
export function LoadingPage({ title, back, error, onRetry }: LoadingPageProps) {
  const { t } = useLingui();
  return (
    <PageLayout title={title} back={back}>
      {error ? (
        <MessageBar intent="error">
          <MessageBarBody>{t(errorMessageFor(error))}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={onRetry}>{t`Try again`}</Button>
          </MessageBarActions>
        </MessageBar>
      ) : (
        <AreaSpinner />
      )}
    </PageLayout>
  );
}
