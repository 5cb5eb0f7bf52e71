import { useLingui } from '@lingui/react/macro';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';
import { PersonalDetailsForm } from './PersonalDetailsForm.tsx';
import { ProfileGate } from '../../../components/ProfileGate.tsx';
import { SettingsPageLayout } from '../../../components/SettingsPageLayout.tsx';
import { SettingsSection } from '../../../components/SettingsSection.tsx';

/** `/settings/personal-details`: own names and email, and the password. */
export function PersonalDetailsPage() {
  const { t } = useLingui();
  return (
    <SettingsPageLayout title={t`Personal details`} backToSettings>
      <ProfileGate>
        {(profile) => (
          <>
            <SettingsSection title={t`Your details`} description={t`Your name is shown in the sidebar; you sign in with your email address.`}>
              <PersonalDetailsForm key={profile.id} profile={profile} />
            </SettingsSection>
            <SettingsSection title={t`Password`} description={t`Enter your current password to set a new one.`}>
              <ChangePasswordForm userId={profile.id} />
            </SettingsSection>
          </>
        )}
      </ProfileGate>
    </SettingsPageLayout>
  );
}
