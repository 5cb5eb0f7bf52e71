import { useLingui } from '@lingui/react/macro';
import { makeStyles, Text, Title1, tokens } from '@fluentui/react-components';
import { useProfile } from '../../profile/api/profileQuery.ts';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  welcome: { color: tokens.colorNeutralForeground2 },
});

export function DashboardPage() {
  const { t } = useLingui();
  const styles = useStyles();
  const firstName = useProfile().data?.firstName;

  return (
    <section className={styles.page} aria-labelledby="dashboard-heading">
      <title>{t`Dashboard`}</title>
      <Title1 as="h1" id="dashboard-heading">
        {t`Dashboard`}
      </Title1>
      <Text size={400} className={styles.welcome}>
        {firstName ? t`Welcome back, ${firstName}!` : t`Welcome back!`}
      </Text>
    </section>
  );
}
