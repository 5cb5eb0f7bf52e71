import type { ReactNode } from 'react';
import { Button, makeStyles, Spinner, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
});

/** The submit button of a settings form, showing progress while saving. */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <Button type="submit" appearance="primary" disabledFocusable={busy} icon={busy ? <Spinner size="tiny" /> : undefined}>
      {children}
    </Button>
  );
}

export function FormActions({ children }: { children: ReactNode }) {
  const styles = useStyles();
  return <div className={styles.actions}>{children}</div>;
}
