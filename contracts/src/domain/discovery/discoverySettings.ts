/**
 * Discovery settings (issue 17 item 5, set on /admin/discovery by platform admins): per company
 * (`discoverysettings-<companyId>`: search strategy, image weight, skip when a URL exists, agent
 * on/off) and per source (`discoverysourcesettings-<sourceId>`: its search URL template and a
 * search method that overrides the company's for that source).
 */
import { DEFAULT_DISCOVERY_SETTINGS, type DiscoverySettingsBody, type DiscoverySourceSettingsBody, type SearchMethod } from '../../http/discovery.ts';
import type { DiscoverySettingsEvent } from '../../events/discoveryEvents.ts';
import type { Decider } from '../decider.ts';

type Changed = Extract<DiscoverySettingsEvent, { type: 'DiscoverySettingsChanged' }>;
type SourceChanged = Extract<DiscoverySettingsEvent, { type: 'DiscoverySourceSettingsChanged' }>;

export const discoverySettingsDecider: Decider<DiscoverySettingsBody, { type: 'ChangeDiscoverySettings'; companyId: string; settings: DiscoverySettingsBody }, Changed> = {
  initialState: () => DEFAULT_DISCOVERY_SETTINGS,
  evolve: (_state, event) => event.data.settings,
  decide: (command, state) => (JSON.stringify(command.settings) === JSON.stringify(state) ? [] : [{ type: 'DiscoverySettingsChanged', data: { companyId: command.companyId, settings: command.settings } }]),
};

export const NO_SOURCE_DISCOVERY_SETTINGS: DiscoverySourceSettingsBody = { searchUrlTemplate: null, searchMethod: null };

export const discoverySourceSettingsDecider: Decider<DiscoverySourceSettingsBody, { type: 'ChangeDiscoverySourceSettings'; sourceId: string; settings: DiscoverySourceSettingsBody }, SourceChanged> = {
  initialState: () => NO_SOURCE_DISCOVERY_SETTINGS,
  evolve: (_state, event) => event.data.settings,
  decide: (command, state) => (JSON.stringify(command.settings) === JSON.stringify(state) ? [] : [{ type: 'DiscoverySourceSettingsChanged', data: { sourceId: command.sourceId, settings: command.settings } }]),
};

/** The method a search at this source uses: the source's own choice, else the company's. */
export function searchMethodFor(company: DiscoverySettingsBody, source: DiscoverySourceSettingsBody): SearchMethod {
  return source.searchMethod ?? company.searchMethod;
}

/**
 * The search page of a source for a text. Without a configured template the conventional
 * `/search?q=` of the source's host is used (most shop systems answer it; documented in docs/discovery.md),
 * with the scheme the source's monitored pages use.
 */
export function searchPageUrl(source: { hostname: string }, settings: DiscoverySourceSettingsBody, query: string, scheme: 'http' | 'https' = 'https'): string {
  const template = settings.searchUrlTemplate ?? `${scheme}://${source.hostname}/search?q={query}`;
  return template.replace('{query}', encodeURIComponent(query));
}

/** Methods that run without anything configured; the others need an adapter configured by environment. */
export const BUILT_IN_SEARCH_METHODS: readonly SearchMethod[] = ['MONITOR_SEARCH', 'ASSORTMENT_SEARCH', 'ASSORTMENT_VECTOR_SEARCH', 'ASSORTMENT_VECTOR_SEARCH_TEXT_ONLY', 'ASSORTMENT_VECTOR_SEARCH_IMAGE_ONLY'];

/** Methods that run through the search-API adapter (SEARCH_API_*): available where it is configured. */
export const SEARCH_API_METHODS: readonly SearchMethod[] = ['GOOGLE_SEARCH', 'GOOGLE_IMAGE_SEARCH'];

/** The search methods a deployment can run: the built-in ones, plus the search API's when it is configured. */
export function availableSearchMethods(searchApiConfigured: boolean): SearchMethod[] {
  return [...BUILT_IN_SEARCH_METHODS, ...(searchApiConfigured ? SEARCH_API_METHODS : [])];
}
