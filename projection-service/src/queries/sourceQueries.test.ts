/**
 * The source query routes in their own package, through `app.inject`: each company sees the
 * shared fields with its own settings (never another company's), the chosen proxy by name, the
 * configured proxies by id and name — never a proxy URL — and the tenant boundary.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listedSourceSchema, scrapeProxySchema } from '@pm/contracts';
import { streams } from '@pm/contracts/events';
import type { Actor } from '@pm/platform';
import { startQueryTestApp, type QueryTestApp } from '../runtime/testSupport/queryTestApp.ts';
import { registerSourceQueries } from './sourceQueries.ts';

const companyId = '01a216b5-973a-7479-83b5-4895cced43f6';
const otherCompany = '01a216b5-973a-7479-83b5-4895cced43f7';
const sourceId = '01a216b5-0000-7000-8000-0000000000c1';
const legacyId = '01a216b5-0000-7000-8000-0000000000c2';
const tent = '01a216b5-0000-7000-8000-0000000000b1';
const viewer: Actor = { userId: 'u-viewer', companyId, email: 'viewer@example.com', role: 'COMPANY_VIEWER', isAdmin: false };
const otherViewer: Actor = { userId: 'u-other', companyId: otherCompany, email: 'other@example.com', role: 'COMPANY_VIEWER', isAdmin: false };
const platformAdmin: Actor = { userId: 'u-platform', companyId, email: 'platform@example.com', role: 'COMPANY_ADMIN', isAdmin: true };
const proxies = [{ id: 'de-1', name: 'Germany 1' }, { id: 'de-2', name: 'Germany 2' }];
const company = (id: string, name: string) => ({ type: 'CompanyCreated', data: { companyId: id, name, logoUrl: null, logoPadding: 4, countries: ['de'], leadCountry: 'de', feedId: `feed-${name}` } });
const settings = (id: string, source: string, scrapingEnabled: boolean, scrapeFrequency: string, proxyId: string | null) => ({ type: 'CompanySourceSettingsChanged', data: { companyId: id, sourceId: source, scrapingEnabled, scrapeFrequency, proxyId } });

describe('source queries', () => {
  let t: QueryTestApp;
  let position: string;
  beforeAll(async () => {
    t = await startQueryTestApp([viewer, otherViewer, platformAdmin], (app, readModels) => registerSourceQueries(app, readModels, proxies));
    await t.write(streams.source(sourceId), [{ type: 'SourceRegistered', data: { sourceId, fields: { kind: 'STORE', name: 'Bergsport Shop', hostname: 'bergsport-shop.de', shippingCostModel: 'COST_ON_PRODUCT_PAGE' } } }], null, 'u-platform');
    // Written before shared sources lost the registrant's choices: its settings and proxy URL are no source's fields.
    await t.events.append(streams.source(legacyId), [{
      id: '01a216b5-0000-7000-8000-0000000000e1',
      type: 'SourceRegistered',
      data: { sourceId: legacyId, fields: { kind: 'STORE', name: 'Altladen', hostname: 'altladen.de', shippingCostModel: 'ALWAYS_FREE', scrapeFrequency: 'NEVER', scrapingEnabled: false, proxyUrl: 'http://user:secret@proxy.internal:3128' } },
      metadata: { companyId: otherCompany, userId: 'u-old', correlationId: 'c', causationId: null, occurredAt: '2025-01-01T00:00:00.000Z', version: 1 },
    }]);
    await t.write(streams.company(otherCompany), [
      company(otherCompany, 'Andere'),
      { type: 'CompanySourceConnected', data: { companyId: otherCompany, sourceId, kind: 'STORE' } },
      settings(otherCompany, sourceId, false, 'NEVER', 'de-2'),
    ], otherCompany);
    await t.write(streams.company(companyId), [
      company(companyId, 'Bergsport'),
      { type: 'CompanySourceConnected', data: { companyId, sourceId, kind: 'STORE' } },
      { type: 'CompanySourceConnected', data: { companyId, sourceId: legacyId, kind: 'STORE' } },
      settings(companyId, sourceId, true, 'WEEKLY', 'de-1'),
      settings(companyId, legacyId, true, 'DAILY', 'removed-proxy'),
    ], companyId);
    position = await t.write(streams.product(tent), [
      { type: 'ProductCreated', data: { productId: tent, companyId, fields: { name: 'Zelt', sku: 'ZELT-1' } } },
      { type: 'CompetitorUrlAdded', data: { productId: tent, urlId: '01a216b5-0000-7000-8000-0000000000d1', url: 'https://bergsport-shop.de/zelt', sourceId, sourceKind: 'STORE', offerType: 'COMPETITOR_OFFER' } },
    ], companyId);
  });
  afterAll(async () => {
    await t.stop();
  });

  it('lists the shared fields with the company’s own settings, the proxy by name, and the URL count', async () => {
    const answer = await t.get(`/api/company/${companyId}/sources?minPosition=${position}`, viewer.userId);
    expect(answer.statusCode).toBe(200);
    expect(listedSourceSchema.array().parse(answer.json())).toEqual([
      { id: legacyId, kind: 'STORE', name: 'Altladen', hostname: 'altladen.de', shippingCostModel: 'ALWAYS_FREE', scrapingEnabled: true, scrapeFrequency: 'DAILY', proxyId: 'removed-proxy', proxyName: null, hasProxy: true, urlCount: 0 },
      { id: sourceId, kind: 'STORE', name: 'Bergsport Shop', hostname: 'bergsport-shop.de', shippingCostModel: 'COST_ON_PRODUCT_PAGE', scrapingEnabled: true, scrapeFrequency: 'WEEKLY', proxyId: 'de-1', proxyName: 'Germany 1', hasProxy: true, urlCount: 1 },
    ]);
    for (const role of [viewer, platformAdmin]) {
      const text = (await t.get(`/api/company/${companyId}/sources`, role.userId)).body;
      expect(text).not.toMatch(/proxyUrl|secret|createdAt/);
    }
  });

  it('shows another company its own settings of the same source', async () => {
    const answer = listedSourceSchema.array().parse((await t.get(`/api/company/${otherCompany}/sources?minPosition=${position}`, otherViewer.userId)).json());
    expect(answer).toEqual([expect.objectContaining({ id: sourceId, scrapingEnabled: false, scrapeFrequency: 'NEVER', proxyId: 'de-2', proxyName: 'Germany 2' })]);
    expect((await t.get(`/api/company/${otherCompany}/sources`, viewer.userId)).json()).toMatchObject({ statusCode: 403, code: 'OTHER_COMPANY' });
  });

  it('answers the configured proxies by id and name only', async () => {
    const answer = await t.get(`/api/company/${companyId}/scrape-proxies`, viewer.userId);
    expect(scrapeProxySchema.array().parse(answer.json())).toEqual(proxies);
    expect((await t.get(`/api/company/${otherCompany}/scrape-proxies`, viewer.userId)).json()).toMatchObject({ statusCode: 403, code: 'OTHER_COMPANY' });
    expect((await t.get(`/api/company/${companyId}/scrape-proxies`)).statusCode).toBe(401);
  });
});
