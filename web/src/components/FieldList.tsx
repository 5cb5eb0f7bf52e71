import type { ReactNode } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  list: {
    display: 'grid',
    gridTemplateColumns: 'minmax(160px, max-content) 1fr',
    columnGap: tokens.spacingHorizontalXL,
    rowGap: tokens.spacingVerticalS,
    margin: 0,
  },
  term: { color: tokens.colorNeutralForeground2 },
  value: { margin: 0, overflowWrap: 'anywhere' },
  empty: { color: tokens.colorNeutralForeground3 },
});

export interface FieldEntry {
  label: string;
  value: ReactNode;
}

/** Labelled values as a definition list; empty values show a dash. */
export function FieldList({ entries }: { entries: FieldEntry[] }) {
  const styles = useStyles();
  return (
    <dl className={styles.list}>
      {entries.map((entry) => (
        <div key={entry.label} style={{ display: 'contents' }}>
          <dt className={styles.term}>{entry.label}</dt>
          <dd className={styles.value}>{entry.value === null || entry.value === undefined || entry.value === '' ? <span className={styles.empty}>–</span> : entry.value}</dd>
        </div>
      ))}
    </dl>
  );
}
