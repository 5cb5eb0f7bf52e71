/** The company decider's part for connected sources: each company's own settings of a shared source. */
import { describe, it } from 'vitest';
import type { CompanyEvent } from '@pm/contracts/events';
import { deciderSpec } from '@pm/platform/testing';
import { companyDecider } from './companyDecider.ts';

const spec = deciderSpec(companyDecider);
const created: CompanyEvent = { type: 'CompanyCreated', data: { companyId: 'c1', name: 'Shop', logoUrl: null, logoPadding: 4, countries: ['de'], leadCountry: 'de', feedId: 'f' } };
const connected: CompanyEvent = { type: 'CompanySourceConnected', data: { companyId: 'c1', sourceId: 's1', kind: 'STORE' } };
const settings = (scrapingEnabled: boolean, scrapeFrequency: 'DAILY' | 'WEEKLY' | 'NEVER', proxyId: string | null): CompanyEvent => ({
  type: 'CompanySourceSettingsChanged',
  data: { companyId: 'c1', sourceId: 's1', scrapingEnabled, scrapeFrequency, proxyId },
});
const proxies = ['de-1', 'de-2'];

describe('company decider: connected sources and their settings', () => {
  it('connects with the default settings, or records the company’s own choices with the connection', () => {
    spec.given([created]).when({ type: 'ConnectSource', sourceId: 's1', kind: 'STORE' }).then([connected]);
    spec.given([created]).when({ type: 'ConnectSource', sourceId: 's1', kind: 'STORE', settings: { scrapingEnabled: true, scrapeFrequency: 'DAILY', proxyId: null } }).then([connected]);
    spec.given([created]).when({ type: 'ConnectSource', sourceId: 's1', kind: 'STORE', settings: { scrapeFrequency: 'WEEKLY', proxyId: 'de-1' }, configuredProxyIds: proxies }).then([connected, settings(true, 'WEEKLY', 'de-1')]);
  });

  it('connecting again changes only what the company now asks for', () => {
    spec.given([created, connected, settings(false, 'WEEKLY', 'de-1')]).when({ type: 'ConnectSource', sourceId: 's1', kind: 'STORE' }).then([]);
    spec.given([created, connected, settings(false, 'WEEKLY', 'de-1')]).when({ type: 'ConnectSource', sourceId: 's1', kind: 'STORE', settings: { scrapingEnabled: true }, configuredProxyIds: proxies }).then([settings(true, 'WEEKLY', 'de-1')]);
  });

  it('changes the settings of a connected source only, recording all of them, and nothing when nothing changes', () => {
    spec.given([created, connected]).when({ type: 'ChangeSourceSettings', sourceId: 's1', settings: { scrapingEnabled: false }, configuredProxyIds: proxies }).then([settings(false, 'DAILY', null)]);
    spec.given([created, connected, settings(false, 'DAILY', 'de-2')]).when({ type: 'ChangeSourceSettings', sourceId: 's1', settings: { proxyId: null }, configuredProxyIds: proxies }).then([settings(false, 'DAILY', null)]);
    spec.given([created, connected, settings(false, 'DAILY', null)]).when({ type: 'ChangeSourceSettings', sourceId: 's1', settings: { scrapingEnabled: false, proxyId: null }, configuredProxyIds: proxies }).then([]);
    spec.given([created]).when({ type: 'ChangeSourceSettings', sourceId: 's1', settings: { scrapingEnabled: false }, configuredProxyIds: proxies }).thenThrows('SOURCE_NOT_FOUND');
    spec.given([created, connected, { type: 'CompanySourceDisconnected', data: { companyId: 'c1', sourceId: 's1' } }]).when({ type: 'ChangeSourceSettings', sourceId: 's1', settings: { scrapingEnabled: false }, configuredProxyIds: proxies }).thenThrows('SOURCE_NOT_FOUND');
  });

  it('accepts only a proxy the deployment configures; one removed from it since may stay chosen', () => {
    spec.given([created, connected]).when({ type: 'ChangeSourceSettings', sourceId: 's1', settings: { proxyId: 'elsewhere' }, configuredProxyIds: proxies }).thenThrows('SCRAPE_PROXY_NOT_FOUND');
    spec.given([created]).when({ type: 'ConnectSource', sourceId: 's1', kind: 'STORE', settings: { proxyId: 'de-1' } }).thenThrows('SCRAPE_PROXY_NOT_FOUND');
    spec.given([created, connected, settings(true, 'DAILY', 'gone')]).when({ type: 'ChangeSourceSettings', sourceId: 's1', settings: { scrapeFrequency: 'WEEKLY' }, configuredProxyIds: proxies }).then([settings(true, 'WEEKLY', 'gone')]);
  });

  it('forgets the settings of a disconnected source: connected again, it starts from the defaults', () => {
    const disconnected: CompanyEvent = { type: 'CompanySourceDisconnected', data: { companyId: 'c1', sourceId: 's1' } };
    spec.given([created, connected, settings(false, 'NEVER', 'de-1'), disconnected]).when({ type: 'ConnectSource', sourceId: 's1', kind: 'STORE', settings: { scrapingEnabled: true, scrapeFrequency: 'DAILY', proxyId: null } }).then([connected]);
  });
});
