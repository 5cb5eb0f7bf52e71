import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { makeStyles, Text, Title1, tokens } from '@fluentui/react-components';
import { AppLink } from './AppLink.tsx';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL, maxWidth: '960px' },
  header: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalXS },
  intro: { color: tokens.colorNeutralForeground2 },
});

export interface SettingsPageLayoutProps {
  title: string;
  intro?: string;
  /** Sub-pages link back to the settings overview. */
  backToSettings?: boolean;
  children: ReactNode;
}

/** Title, back link and content column shared by the settings screens. */
export function SettingsPageLayout({ title, intro, backToSettings, children }: SettingsPageLayoutProps) {
  const { t } = useLingui();
  const styles = useStyles();
  return (
    <section className={styles.page} aria-labelledby="settings-heading">
      <title>{title}</title>
      <header className={styles.header}>
        {backToSettings && <AppLink to="/settings">{t`‹ Back to settings`}</AppLink>}
        <Title1 as="h1" id="settings-heading">
          {title}
        </Title1>
        {intro && (
          <Text size={400} className={styles.intro}>
            {intro}
          </Text>
        )}
      </header>
      {children}
    </section>
  );
}
