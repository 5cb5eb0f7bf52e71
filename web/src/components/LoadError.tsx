import { useLingui } from '@lingui/react/macro';
import { Button } from '@fluentui/react-components';
import { errorMessageFor } from '../lib/errorMessages.ts';
import { ErrorBar } from './ErrorBar.tsx';

export interface LoadErrorProps {
  /** What could not be loaded, e.g. "The categories could not be loaded."; omitted: the error's message alone. */
  what?: string;
  error: unknown;
  onRetry(): void;
}

/** A failed load: what failed, why (translated by error code) and "Try again". */
export function LoadError({ what, error, onRetry }: LoadErrorProps) {
  const { t } = useLingui();
  const why = t(errorMessageFor(error));
  return <ErrorBar message={what ? `${what} ${why}` : why} action={<Button onClick={onRetry}>{t`Try again`}</Button>} />;
}
