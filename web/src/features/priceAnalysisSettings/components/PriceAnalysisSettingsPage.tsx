import { useLingui } from '@lingui/react/macro';
import { Text } from '@fluentui/react-components';
import { roleAllows } from '@pm/contracts';
import type { Profile } from '@pm/contracts';
import { AppLink } from '../../../components/AppLink.tsx';
import { AreaSpinner } from '../../../components/FullScreenSpinner.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { ProfileGate } from '../../../components/ProfileGate.tsx';
import { SettingsPageLayout } from '../../../components/SettingsPageLayout.tsx';
import { SettingsSection } from '../../../components/SettingsSection.tsx';
import { usePriceAnalysisSettings } from '../../../lib/api/priceAnalysisSettingsQuery.ts';
import { PriceAnalysisSettingsFacts } from './PriceAnalysisSettingsFacts.tsx';
import { PriceAnalysisSettingsForm } from './PriceAnalysisSettingsForm.tsx';
import { RefreshFailed } from '../../../components/RefreshFailed.tsx';
import { firstLoadFailed } from '../../../lib/queryView.ts';

/** `/settings/price-analysis`: the company's defaults of the analysis — delta mode, shipping, tolerance and when offers go stale. */
export function PriceAnalysisSettingsPage() {
  const { t } = useLingui();
  return (
    <SettingsPageLayout
      title={t`Price analysis settings`}
      intro={t`How the price analysis and the dashboard compare the own prices with the competitors' offers, for everyone in the company.`}
      backToSettings
    >
      <ProfileGate>{(profile) => <Settings profile={profile} />}</ProfileGate>
    </SettingsPageLayout>
  );
}

function Settings({ profile }: { profile: Profile }) {
  const { t } = useLingui();
  const companyId = profile.company.id;
  const settings = usePriceAnalysisSettings(companyId);
  // COMPANY_ADMIN and COMPANY_MAINTAINER change them (`pricing.configure`); viewers see the values.
  const canConfigure = roleAllows(profile.role, profile.isAdmin, 'pricing.configure');
  if (settings.isPending) return <AreaSpinner />;
  if (firstLoadFailed(settings)) return <LoadError what={t`The price analysis settings could not be loaded.`} error={settings.error} onRetry={() => void settings.refetch()} />;
  return (
    <>
      <RefreshFailed query={settings} />
      <SettingsSection title={t`Analysis defaults`} description={canConfigure ? undefined : t`Only administrators and maintainers change the price analysis settings.`}>
        {canConfigure ? <PriceAnalysisSettingsForm companyId={companyId} view={settings.data} /> : <PriceAnalysisSettingsFacts settings={settings.data.settings} />}
      </SettingsSection>
      <SettingsSection title={t`Which shops count`}>
        <Text>
          {t`The price analysis and the dashboard compare the offers of every shop and marketplace connected to the company; the shop filter of the analysis narrows the list. Which competitors the price engine reacts to is set once, in the price engine settings.`}
        </Text>
        <AppLink to="/settings/price-engine/competitors">{t`Open the competitors of the price engine`}</AppLink>
      </SettingsSection>
    </>
  );
}
