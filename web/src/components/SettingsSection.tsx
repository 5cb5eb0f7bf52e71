import { useId } from 'react';
import type { ReactNode } from 'react';
import { makeStyles, Subtitle1, Text, tokens } from '@fluentui/react-components';
import { mediaUp } from '../theme/breakpoints.ts';

const useStyles = makeStyles({
  section: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow2,
    [mediaUp('sm')]: { padding: tokens.spacingHorizontalXXL },
  },
  header: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  description: { color: tokens.colorNeutralForeground3 },
});

/** A titled surface on a settings page (one form or list each). */
export function SettingsSection({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  const styles = useStyles();
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.header}>
        <Subtitle1 as="h2" id={headingId}>
          {title}
        </Subtitle1>
        {description && <Text className={styles.description}>{description}</Text>}
      </div>
      {children}
    </section>
  );
}
