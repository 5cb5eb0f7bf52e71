import { useLingui } from '@lingui/react/macro';
import { Button, Tooltip } from '@fluentui/react-components';
import type { ButtonProps } from '@fluentui/react-components';
import { SignOutRegular } from '@fluentui/react-icons';
import { useSignOutMutation } from '../../../lib/api/signOut.ts';

interface SignOutButtonProps extends Pick<ButtonProps, 'className' | 'size'> {
  /** Icon only, named by its tooltip (collapsed sidebar). */
  iconOnly?: boolean;
}

/** "Log Out": signs out on the server and locally; the route guard then goes to `/`. */
export function SignOutButton({ iconOnly = false, ...props }: SignOutButtonProps) {
  const { t } = useLingui();
  const signOut = useSignOutMutation();
  const button = (
    <Button
      {...props}
      appearance="secondary"
      icon={<SignOutRegular />}
      disabledFocusable={signOut.isPending}
      onClick={() => signOut.mutate()}
    >
      {iconOnly ? undefined : t`Log Out`}
    </Button>
  );
  if (!iconOnly) return button;
  return (
    <Tooltip content={t`Log Out`} relationship="label" positioning="after">
      {button}
    </Tooltip>
  );
}
