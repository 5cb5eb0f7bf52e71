import { DISCOVERY_PAGE_SIZE, type DiscoveryStatus } from '@pm/contracts';

/** What the discovery view shows: one request at a time (spec §9 page size 1), OPEN by default (spec §4). */
export interface DiscoveryFilter {
  status: DiscoveryStatus;
  /** SAME probability threshold in percent (75, 85, 95), or null for all. */
  threshold: number | null;
  page: number;
}

export const DEFAULT_DISCOVERY_FILTER: DiscoveryFilter = { status: 'OPEN', threshold: null, page: 0 };

/** The query string of GET /discovery/requests for the filter. */
export function discoveryListSearch(filter: DiscoveryFilter): string {
  const search = new URLSearchParams({ status: filter.status, page: String(filter.page), pageSize: String(DISCOVERY_PAGE_SIZE) });
  if (filter.threshold !== null) search.set('threshold', String(filter.threshold));
  return search.toString();
}
