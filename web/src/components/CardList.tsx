import { Fragment, type ReactNode } from 'react';
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
  facts: { display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalXXS, margin: 0 },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, overflowWrap: 'anywhere' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, paddingTop: tokens.spacingVerticalXS },
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

/** A card's labelled values (a table row's cells, each with its column's name), label beside value. */
export function CardFacts({ facts }: { facts: readonly (readonly [label: string, value: ReactNode])[] }) {
  const styles = useStyles();
  return (
    <dl className={styles.facts}>
      {facts.map(([label, value]) => (
        <Fragment key={label}>
          <dt className={styles.term}>{label}</dt>
          <dd className={styles.value}>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

/** A card's actions (a table row's buttons), wrapping onto a new line when they do not fit. */
export function CardActions({ children }: { children: ReactNode }) {
  const styles = useStyles();
  return <div className={styles.actions}>{children}</div>;
}
