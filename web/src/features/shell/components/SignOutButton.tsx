import { useLingui } from '@lingui/react/macro';
import { Button } from '@fluentui/react-components';
import type { ButtonProps } from '@fluentui/react-components';
import { useSignOutMutation } from '../../auth/api/signOut.ts';

/** "Log Out": signs out on the server and locally; the route guard then goes to `/`. */
export function SignOutButton(props: Pick<ButtonProps, 'className' | 'size'>) {
  const { t } = useLingui();
  const signOut = useSignOutMutation();
  return (
    <Button {...props} appearance="secondary" disabledFocusable={signOut.isPending} onClick={() => signOut.mutate()}>
      {t`Log Out`}
    </Button>
  );
}
