import type { ReactNode } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
});

export function FormActions({ children }: { children: ReactNode }) {
  const styles = useStyles();
  return <div className={styles.actions}>{children}</div>;
}
