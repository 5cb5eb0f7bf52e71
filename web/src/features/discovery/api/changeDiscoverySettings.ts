import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commandResultSchema, type CommandResult, type DiscoverySettingsBody, type DiscoverySourceSettingsBody } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';
import { refetchAfterWrite } from '../../../lib/api/refetchAfterWrite.ts';
import type { ApiError } from '../../../lib/apiError.ts';
import { getAdminDiscoverySettings } from './adminDiscoverySettingsQuery.ts';
import { discoveryKeys } from './discoveryKeys.ts';

export type SettingsChange =
  | { kind: 'company'; companyId: string; settings: DiscoverySettingsBody }
  | { kind: 'source'; sourceId: string; settings: DiscoverySourceSettingsBody };

/** PUT /api/admin/discovery/companies/{id}/settings or /sources/{id}/settings (platform admins). */
export function changeDiscoverySettings(change: SettingsChange): Promise<CommandResult> {
  const path = change.kind === 'company' ? `/admin/discovery/companies/${encodeURIComponent(change.companyId)}/settings` : `/admin/discovery/sources/${encodeURIComponent(change.sourceId)}/settings`;
  return apiRequest(path, commandResultSchema, { method: 'PUT', body: change.settings });
}

export function useChangeDiscoverySettings() {
  const queryClient = useQueryClient();
  return useMutation<CommandResult, ApiError, SettingsChange>({
    mutationKey: ['admin-discovery', 'settings', 'change'],
    mutationFn: changeDiscoverySettings,
    onSuccess: (result) => refetchAfterWrite(queryClient, discoveryKeys.adminSettings, (minPosition) => getAdminDiscoverySettings({ minPosition }), result.position),
  });
}
