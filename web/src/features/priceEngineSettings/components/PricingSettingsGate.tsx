import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { roleAllows } from '@pm/contracts';
import type { PricingSettingsView, Profile } from '@pm/contracts';
import { AreaSpinner } from '../../../components/FullScreenSpinner.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { ProfileGate } from '../../../components/ProfileGate.tsx';
import { usePricingSettings } from '../../../lib/api/pricingSettingsQuery.ts';
import { firstLoadFailed } from '../../../lib/queryView.ts';

/** What a settings page needs: the company, the settings and what the user's role may change. */
export interface PricingSettingsContext {
  companyId: string;
  profile: Profile;
  settings: PricingSettingsView;
  /** COMPANY_ADMIN and COMPANY_MAINTAINER configure the engine (`pricing.configure`). */
  canConfigure: boolean;
  /** Metric settings: company admins only (`pricing.admin`). */
  canAdminister: boolean;
}

/** Loads the profile and the company's price-engine settings, then renders the page. */
export function PricingSettingsGate({ children }: { children: (context: PricingSettingsContext) => ReactNode }) {
  return <ProfileGate>{(profile) => <SettingsLoader profile={profile}>{children}</SettingsLoader>}</ProfileGate>;
}

function SettingsLoader({ profile, children }: { profile: Profile; children: (context: PricingSettingsContext) => ReactNode }) {
  const { t } = useLingui();
  const companyId = profile.company.id;
  const settings = usePricingSettings(companyId);
  if (settings.isPending) return <AreaSpinner />;
  if (firstLoadFailed(settings)) return <LoadError what={t`The price engine settings could not be loaded.`} error={settings.error} onRetry={() => void settings.refetch()} />;
  return children({
    companyId,
    profile,
    settings: settings.data,
    canConfigure: roleAllows(profile.role, profile.isAdmin, 'pricing.configure'),
    canAdminister: roleAllows(profile.role, profile.isAdmin, 'pricing.admin'),
  });
}
