import type { CompanyEvent } from '../../events/index.ts';
import { DEFAULT_SOURCE_SETTINGS, type CompanySourceSettings, type SourceKind } from '../../http/sources.ts';
import { appError } from '../appError.ts';

/** One source a company has connected: its kind and the company's own settings of it. */
export interface ConnectedSource {
  kind: SourceKind;
  settings: CompanySourceSettings;
}

/** A company's connected sources by source id. */
export type ConnectedSources = Readonly<Record<string, ConnectedSource>>;

/**
 * The one fold of a company's connected sources and its own settings of them, used by the
 * company decider, the scraper's targets and the sources read model. A (re)connected source
 * starts from `DEFAULT_SOURCE_SETTINGS`; a disconnected one forgets its settings. Other company
 * events leave the connections as they are.
 */
export function evolveConnectedSources(sources: ConnectedSources, event: CompanyEvent): ConnectedSources {
  switch (event.type) {
    case 'CompanySourceConnected': {
      const { sourceId, kind } = event.data;
      return sources[sourceId] ? sources : { ...sources, [sourceId]: { kind, settings: DEFAULT_SOURCE_SETTINGS } };
    }
    case 'CompanySourceDisconnected': {
      if (!sources[event.data.sourceId]) return sources;
      const { [event.data.sourceId]: _removed, ...rest } = sources;
      return rest;
    }
    case 'CompanySourceSettingsChanged': {
      const { sourceId, scrapingEnabled, scrapeFrequency, proxyId } = event.data;
      const connected = sources[sourceId];
      return connected ? { ...sources, [sourceId]: { ...connected, settings: { scrapingEnabled, scrapeFrequency, proxyId } } } : sources;
    }
    default:
      return sources;
  }
}

/** Whether a company scrapes its URLs at a source at all: enabled, and not at frequency NEVER. */
export const scrapesSource = (settings: CompanySourceSettings): boolean => settings.scrapingEnabled && settings.scrapeFrequency !== 'NEVER';

/**
 * The event that gives a connected source the requested settings (the fields given; the others
 * stay), or none when nothing changes. A newly chosen proxy must be one the deployment
 * configures; a proxy chosen earlier and since removed from the configuration may stay chosen
 * (its source is then not scraped) while other settings change.
 */
export function sourceSettingsChange(
  companyId: string,
  sourceId: string,
  current: CompanySourceSettings,
  requested: Partial<CompanySourceSettings>,
  configuredProxyIds: readonly string[],
): Extract<CompanyEvent, { type: 'CompanySourceSettingsChanged' }>[] {
  const next: CompanySourceSettings = {
    scrapingEnabled: requested.scrapingEnabled ?? current.scrapingEnabled,
    scrapeFrequency: requested.scrapeFrequency ?? current.scrapeFrequency,
    proxyId: requested.proxyId === undefined ? current.proxyId : requested.proxyId,
  };
  if (next.proxyId !== null && next.proxyId !== current.proxyId && !configuredProxyIds.includes(next.proxyId)) {
    throw appError('SCRAPE_PROXY_NOT_FOUND', 'This proxy is not configured. Choose one of the proxies the platform offers, or none.', { proxyId: next.proxyId });
  }
  const unchanged = next.scrapingEnabled === current.scrapingEnabled && next.scrapeFrequency === current.scrapeFrequency && next.proxyId === current.proxyId;
  return unchanged ? [] : [{ type: 'CompanySourceSettingsChanged', data: { companyId, sourceId, ...next } }];
}
