import type { ReactNode } from 'react';
import { InfoLabel, makeStyles, Text, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  figure: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: '140px' },
  value: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold, fontVariantNumeric: 'tabular-nums' },
  label: { color: tokens.colorNeutralForeground2 },
});

/** One figure with its label and the formula behind it (an info button). */
export function Figure({ label, value, help }: { label: string; value: ReactNode; help: string }) {
  const styles = useStyles();
  return (
    <div className={styles.figure}>
      <InfoLabel size="small" info={help} className={styles.label}>
        {label}
      </InfoLabel>
      <Text className={styles.value}>{value ?? '–'}</Text>
    </div>
  );
}

const useRowStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalXXL, rowGap: tokens.spacingVerticalM },
});

/** Figures side by side, wrapping on narrow screens. */
export function FigureRow({ children }: { children: ReactNode }) {
  const styles = useRowStyles();
  return <div className={styles.row}>{children}</div>;
}
