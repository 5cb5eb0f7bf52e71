import { queryOptions, useQuery } from '@tanstack/react-query';
import { discoverySettingsViewSchema, type DiscoverySettingsView } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';
import { withMinPosition } from '../../../lib/minPosition.ts';
import { discoveryKeys } from './discoveryKeys.ts';

/** GET /api/admin/discovery/settings (platform admins): settings per company and per source, and the methods this installation cannot run. */
export function getAdminDiscoverySettings(options: { minPosition?: string; signal?: AbortSignal } = {}): Promise<DiscoverySettingsView> {
  return apiRequest(withMinPosition('/admin/discovery/settings', options.minPosition), discoverySettingsViewSchema, options.signal ? { signal: options.signal } : {});
}

export function adminDiscoverySettingsQueryOptions() {
  return queryOptions({ queryKey: discoveryKeys.adminSettings, queryFn: ({ signal }) => getAdminDiscoverySettings({ signal }) });
}

export function useAdminDiscoverySettings() {
  return useQuery(adminDiscoverySettingsQueryOptions());
}
