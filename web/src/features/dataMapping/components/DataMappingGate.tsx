import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { roleAllows } from '@pm/contracts';
import type { DataMappingAnswer, Profile } from '@pm/contracts';
import { AreaSpinner } from '../../../components/FullScreenSpinner.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { ProfileGate } from '../../../components/ProfileGate.tsx';
import { useDataMapping } from '../api/dataMappingQuery.ts';
import { firstLoadFailed } from '../../../lib/queryView.ts';

/** What a data mapping screen needs: the company, the saved mapping and whether the user may change it. */
export interface DataMappingContext {
  companyId: string;
  profile: Profile;
  dataMapping: DataMappingAnswer;
  /** Company admins update the data mapping (`pricing.admin`, spec §7); everyone else reads it. */
  canEdit: boolean;
}

/** Loads the profile and the company's data mapping, then renders the screen. */
export function DataMappingGate({ children }: { children: (context: DataMappingContext) => ReactNode }) {
  return <ProfileGate>{(profile) => <DataMappingLoader profile={profile}>{children}</DataMappingLoader>}</ProfileGate>;
}

function DataMappingLoader({ profile, children }: { profile: Profile; children: (context: DataMappingContext) => ReactNode }) {
  const { t } = useLingui();
  const companyId = profile.company.id;
  const dataMapping = useDataMapping(companyId);
  if (dataMapping.isPending) return <AreaSpinner />;
  if (firstLoadFailed(dataMapping)) return <LoadError what={t`The data mapping could not be loaded.`} error={dataMapping.error} onRetry={() => void dataMapping.refetch()} />;
  return children({ companyId, profile, dataMapping: dataMapping.data, canEdit: roleAllows(profile.role, profile.isAdmin, 'pricing.admin') });
}
