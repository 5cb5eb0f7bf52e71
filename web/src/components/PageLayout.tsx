import { useId } from 'react';
import type { ReactNode } from 'react';
import { makeStyles, Text, Title1, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL, maxWidth: '1280px' },
  header: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: tokens.spacingHorizontalL },
  heading: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalXS },
  intro: { color: tokens.colorNeutralForeground2 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

export interface PageLayoutProps {
  title: string;
  intro?: string;
  /** Shown above the title, e.g. a link back to the list. */
  back?: ReactNode;
  /** Buttons beside the title. */
  actions?: ReactNode;
  children: ReactNode;
}

/** Title, actions and content of a screen of the signed-in area (wide tables allowed). */
export function PageLayout({ title, intro, back, actions, children }: PageLayoutProps) {
  const styles = useStyles();
  const headingId = useId();
  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <title>{title}</title>
      <header className={styles.header}>
        <div className={styles.heading}>
          {back}
          <Title1 as="h1" id={headingId}>
            {title}
          </Title1>
          {intro && (
            <Text size={400} className={styles.intro}>
              {intro}
            </Text>
          )}
        </div>
        {actions && <div className={styles.actions}>{actions}</div>}
      </header>
      {children}
    </section>
  );
}
