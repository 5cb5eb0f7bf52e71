import { useLingui } from '@lingui/react/macro';
import { LanguageForm } from './LanguageForm.tsx';
import { ProfileGate } from '../../../components/ProfileGate.tsx';
import { SettingsPageLayout } from '../../../components/SettingsPageLayout.tsx';
import { SettingsSection } from '../../../components/SettingsSection.tsx';

/** `/settings/language`: German (default) or English. */
export function LanguagePage() {
  const { t } = useLingui();
  return (
    <SettingsPageLayout title={t`Language`} backToSettings>
      <SettingsSection title={t`Interface language`} description={t`The language of menus, messages and reports. It is saved for your user and applies on every device.`}>
        <ProfileGate>{(profile) => <LanguageForm profile={profile} />}</ProfileGate>
      </SettingsSection>
    </SettingsPageLayout>
  );
}
