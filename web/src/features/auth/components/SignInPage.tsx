import { useLingui } from '@lingui/react/macro';
import { makeStyles, Text, Title2, tokens } from '@fluentui/react-components';
import { LanguageSwitch } from '../../../i18n/LanguageSwitch.tsx';
import { appTokens } from '../../../theme/theme.ts';
import { mediaUp } from '../../../theme/breakpoints.ts';
import { SignInForm } from './SignInForm.tsx';

const useStyles = makeStyles({
  page: {
    minHeight: '100dvh',
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalXL,
    padding: tokens.spacingHorizontalL,
    backgroundImage: `radial-gradient(circle at 15% 10%, ${appTokens.colorSecondaryBackground} 0, transparent 45%), radial-gradient(circle at 85% 90%, ${tokens.colorBrandBackground2Pressed} 0, transparent 40%)`,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  card: {
    width: '100%',
    maxWidth: '420px',
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXL,
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalXL}`,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow16,
    [mediaUp('sm')]: { padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalXXXL}` },
  },
  header: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  mark: {
    width: '40px',
    height: '40px',
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorBrandBackground,
    marginBottom: tokens.spacingVerticalM,
  },
  subtitle: { color: tokens.colorNeutralForeground3 },
});

export function SignInPage() {
  const { t } = useLingui();
  const styles = useStyles();
  return (
    <main className={styles.page}>
      <section className={styles.card} aria-labelledby="sign-in-heading">
        <header className={styles.header}>
          <div className={styles.mark} aria-hidden="true" />
          <Title2 as="h1" id="sign-in-heading">
            {t`Sign in`}
          </Title2>
          <Text className={styles.subtitle}>{t`Welcome back. Sign in with your work email address.`}</Text>
        </header>
        <SignInForm />
      </section>
      <LanguageSwitch />
    </main>
  );
}
