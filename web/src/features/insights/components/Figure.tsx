import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { InfoLabel, makeStyles, Text, tokens, useId } from '@fluentui/react-components';
import { namedInfoButton } from '../utils/infoButton.ts';

const useStyles = makeStyles({
  figure: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: '140px' },
  value: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold, fontVariantNumeric: 'tabular-nums' },
  label: { color: tokens.colorNeutralForeground2 },
});

/** One figure with its label and the formula behind it (an info button named after the figure). */
export function Figure({ label, value, help }: { label: string; value: ReactNode; help: string }) {
  const { t } = useLingui();
  const styles = useStyles();
  const infoId = useId('figure-info-');
  return (
    <div className={styles.figure}>
      <InfoLabel size="small" info={help} className={styles.label} infoButton={namedInfoButton(infoId, t`About: ${label}`)}>
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
