import { useLingui } from '@lingui/react/macro';
import { Button, makeStyles, ProgressBar, Text, Title2, tokens } from '@fluentui/react-components';
import { roleAllows } from '@pm/contracts';
import type { Profile } from '@pm/contracts';
import { AreaSpinner } from '../../../components/FullScreenSpinner.tsx';
import { errorMessageFor } from '../../../lib/errorMessages.ts';
import { useCompanySetup } from '../api/companySetupQuery.ts';
import { setupSteps } from '../utils/setupSteps.ts';
import { SetupStepCard } from './SetupStepCard.tsx';
import { firstLoadFailed } from '../../../lib/queryView.ts';
import { RefreshFailed } from '../../../components/RefreshFailed.tsx';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '880px' },
  header: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  progressText: { color: tokens.colorNeutralForeground2 },
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: tokens.spacingVerticalM,
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 340px), 1fr))',
  },
  error: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
});

/** The dashboard's guided start: what the company has set up and where to go next. */
export function GuidedStart({ profile }: { profile: Profile }) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const setup = useCompanySetup(profile.company.id);

  let body;
  if (setup.isPending) {
    body = <AreaSpinner />;
  } else if (firstLoadFailed(setup)) {
    body = (
      <div className={styles.error} role="alert">
        <Text>{t`The setup status could not be loaded.`} {i18n._(errorMessageFor(setup.error))}</Text>
        <Button onClick={() => void setup.refetch()}>{t`Try again`}</Button>
      </div>
    );
  } else {
    const steps = setupSteps(setup.data, roleAllows(profile.role, profile.isAdmin, 'users.manage'));
    const done = steps.filter((step) => step.done).length;
    const total = steps.length;
    body = (
      <>
        <div className={styles.header}>
          <Text className={styles.progressText}>{t`${done} of ${total} steps done`}</Text>
          <ProgressBar value={done} max={total} thickness="large" aria-label={t`Setup progress`} />
        </div>
        <ol className={styles.list}>
          {steps.map((step) => (
            <SetupStepCard key={step.id} step={step} />
          ))}
        </ol>
      </>
    );
  }

  return (
    <section className={styles.root} aria-labelledby="guided-start-heading">
      <Title2 as="h2" id="guided-start-heading">
        {t`Getting started`}
      </Title2>
      <RefreshFailed query={setup} />
      {body}
    </section>
  );
}
