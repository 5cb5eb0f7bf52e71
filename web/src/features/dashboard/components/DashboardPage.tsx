import { useLingui } from '@lingui/react/macro';
import { makeStyles, Text, Title1, tokens } from '@fluentui/react-components';
import { roleAllows } from '@pm/contracts';
import { AreaSpinner } from '../../../components/FullScreenSpinner.tsx';
import { useProfile } from '../../../lib/api/profileQuery.ts';
import { usePreferencesStore } from '../../../lib/stores/preferencesStore.ts';
import { useCompanySetup } from '../api/companySetupQuery.ts';
import { setupSteps } from '../utils/setupSteps.ts';
import { DashboardTiles } from './DashboardTiles.tsx';
import { GuidedStart } from './GuidedStart.tsx';
import { firstLoadFailed } from '../../../lib/queryView.ts';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXL, maxWidth: '1280px', minWidth: 0 },
  intro: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  welcome: { color: tokens.colorNeutralForeground2 },
});

/** Dashboard: the first-steps guide while the setup is incomplete, and the company's position at a glance. */
export function DashboardPage() {
  const { t } = useLingui();
  const styles = useStyles();
  const profileQuery = useProfile();
  const profile = profileQuery.data;
  const firstName = profile?.firstName;
  const country = usePreferencesStore((s) => s.selectedCountry);
  const withShipping = usePreferencesStore((s) => s.withShippingCost.priceAnalysis);
  const setup = useCompanySetup(profile?.company.id);
  const setupComplete = profile && setup.data ? setupSteps(setup.data, roleAllows(profile.role, profile.isAdmin, 'users.manage')).every((step) => step.done) : false;

  let body;
  if (profile) {
    body = (
      <>
        {!setupComplete && <GuidedStart profile={profile} />}
        <DashboardTiles companyId={profile.company.id} country={country} withShipping={withShipping} />
      </>
    );
  } else if (firstLoadFailed(profileQuery)) body = <Text role="alert">{t`Your profile could not be loaded.`}</Text>;
  else body = <AreaSpinner />;

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
      {body}
    </section>
  );
}
