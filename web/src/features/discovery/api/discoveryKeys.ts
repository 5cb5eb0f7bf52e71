import type { DiscoveryFilter } from '../utils/discoveryFilter.ts';

/** The live socket invalidates ['discovery'] (a company's requests) and ['admin-discovery'] (platform admins' views). */
export const discoveryKeys = {
  all: ['discovery'] as const,
  list: (companyId: string, filter: DiscoveryFilter) => ['discovery', companyId, filter] as const,
  adminJobs: (filter: { companyId: string | null; jobStatus: string | null; page: number }) => ['admin-discovery', 'jobs', filter] as const,
  adminSettings: ['admin-discovery', 'settings'] as const,
  /** Outside ['discovery'] so that live invalidations do not ask again: it changes only with the server's configuration. */
  aiStatus: (companyId: string) => ['discovery-ai', companyId] as const,
};
