import type { ReactNode } from 'react';
import { Button, Spinner } from '@fluentui/react-components';

/** The submit button of a form, showing progress (and refusing a second submit) while saving. */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <Button type="submit" appearance="primary" disabledFocusable={busy} icon={busy ? <Spinner size="tiny" /> : undefined}>
      {children}
    </Button>
  );
}
