import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import type { Profile } from '@pm/contracts';
import { AreaSpinner } from './FullScreenSpinner.tsx';
import { useProfile } from '../lib/api/profileQuery.ts';
import { firstLoadFailed } from '../lib/queryView.ts';

/** Renders its children with the loaded profile; a spinner while it loads, a retry when it failed. */
export function ProfileGate({ children }: { children: (profile: Profile) => ReactNode }) {
  const { t } = useLingui();
  const profile = useProfile();
  if (profile.isPending) return <AreaSpinner />;
  if (firstLoadFailed(profile)) {
    return (
      <MessageBar intent="error">
        <MessageBarBody>{t`Your profile could not be loaded.`}</MessageBarBody>
        <MessageBarActions>
          <Button onClick={() => void profile.refetch()}>{t`Try again`}</Button>
        </MessageBarActions>
      </MessageBar>
    );
  }
  return children(profile.data);
}
