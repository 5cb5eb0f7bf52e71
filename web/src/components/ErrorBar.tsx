import type { ReactNode } from 'react';
import { MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';

/** An error message, optionally with an action such as "Try again"; nothing when there is no message. */
export function ErrorBar({ message, action }: { message: string | null | undefined; action?: ReactNode }) {
  if (!message) return null;
  return (
    <MessageBar intent="error">
      <MessageBarBody>{message}</MessageBarBody>
      {action && <MessageBarActions>{action}</MessageBarActions>}
    </MessageBar>
  );
}
