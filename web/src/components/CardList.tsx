import type { ReactNode } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, margin: 0, padding: 0, listStyleType: 'none' },
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusLarge,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
});

/** A list shown as cards: what a table shows on wide screens, on phones. */
export function CardList({ label, children }: { label: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <ul className={styles.list} aria-label={label}>
      {children}
    </ul>
  );
}

/** One card of a CardList, its content stacked. */
export function CardListItem({ children }: { children: ReactNode }) {
  const styles = useStyles();
  return <li className={styles.card}>{children}</li>;
}
