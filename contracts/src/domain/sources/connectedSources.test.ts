import { describe, expect, it } from 'vitest';
import type { CompanyEvent } from '../../events/index.ts';
import { DEFAULT_SOURCE_SETTINGS } from '../../http/sources.ts';
import { evolveConnectedSources, scrapesSource, type ConnectedSources } from './connectedSources.ts';

const fold = (events: CompanyEvent[]): ConnectedSources => events.reduce(evolveConnectedSources, {});
const connected = (sourceId: string): CompanyEvent => ({ type: 'CompanySourceConnected', data: { companyId: 'c1', sourceId, kind: 'STORE' } });

describe('connected sources fold', () => {
  it('keeps each connection with the company’s own settings, defaults until it chose', () => {
    expect(fold([connected('s1'), connected('s2'), { type: 'CompanySourceSettingsChanged', data: { companyId: 'c1', sourceId: 's2', scrapingEnabled: false, scrapeFrequency: 'WEEKLY', proxyId: 'de-1' } }])).toEqual({
      s1: { kind: 'STORE', settings: DEFAULT_SOURCE_SETTINGS },
      s2: { kind: 'STORE', settings: { scrapingEnabled: false, scrapeFrequency: 'WEEKLY', proxyId: 'de-1' } },
    });
  });
  it('ignores settings of a source that is not connected, and forgets a disconnected one', () => {
    expect(fold([{ type: 'CompanySourceSettingsChanged', data: { companyId: 'c1', sourceId: 's1', scrapingEnabled: false, scrapeFrequency: 'NEVER', proxyId: null } }])).toEqual({});
    expect(fold([connected('s1'), { type: 'CompanySourceDisconnected', data: { companyId: 'c1', sourceId: 's1' } }])).toEqual({});
  });
  it('scrapes a source that is enabled and not at frequency NEVER', () => {
    expect(scrapesSource(DEFAULT_SOURCE_SETTINGS)).toBe(true);
    expect(scrapesSource({ ...DEFAULT_SOURCE_SETTINGS, scrapingEnabled: false })).toBe(false);
    expect(scrapesSource({ ...DEFAULT_SOURCE_SETTINGS, scrapeFrequency: 'NEVER' })).toBe(false);
  });
});
