import { useLingui } from '@lingui/react/macro';
import { makeStyles, Text, Title1, tokens } from '@fluentui/react-components';
import { AreaSpinner } from '../../../components/FullScreenSpinner.tsx';
import { useProfile } from '../../../lib/api/profileQuery.ts';
import { GuidedStart } from './GuidedStart.tsx';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXL },
  intro: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  welcome: { color: tokens.colorNeutralForeground2 },
});

/** Dashboard, first version: a welcome and the guided start (later issues add the figures). */
export function DashboardPage() {
  const { t } = useLingui();
  const styles = useStyles();
  const profileQuery = useProfile();
  const profile = profileQuery.data;
  const firstName = profile?.firstName;

  let guidedStart;
  if (profile) guidedStart = <GuidedStart profile={profile} />;
  else if (profileQuery.isError) guidedStart = <Text role="alert">{t`Your profile could not be loaded.`}</Text>;
  else guidedStart = <AreaSpinner />;

  return (
    <section className={styles.page} aria-labelledby="dashboard-heading">
      <div className={styles.intro}>
        <Title1 as="h1" id="dashboard-heading">
          {t`Dashboard`}
        </Title1>
        <Text size={400} className={styles.welcome}>
          {firstName ? t`Welcome back, ${firstName}!` : t`Welcome back!`}
        </Text>
      </div>
      {guidedStart}
    </section>
  );
}
