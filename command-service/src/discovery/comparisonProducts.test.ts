/**
 * Comparison products through `app.inject` (issue 17 item 7): an accepted SIMILAR candidate, or any
 * accepted candidate of a NEW_COMPARISON_PRODUCT request, becomes a comparison product of the lead
 * product (its URL checked like a manual one, its first scrape requested), never a competitor URL;
 * removing one is an event; accepting twice, another company's product and unknown ids are refused
 * with their codes, writing nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandResultSchema, type ConnectSourceBody, type DiscoveryCandidate } from '@pm/contracts';
import { discoveryRequestDecider } from '@pm/contracts/domain';
import { streams } from '@pm/contracts/events';
import { handleCommand } from '@pm/platform';
import { createCompanyCommands } from '../companies/companyCommands.ts';
import { companyId, otherCompany, setupContext, startRouteTestApp, type RouteTestApp } from '../http/testSupport/routeTestApp.ts';
import { createProductCommands, type ProductCommands } from '../products/productCommands.ts';
import { registerProductRoutes } from '../products/productRoutes.ts';
import { createScrapeNowCommands } from '../scraping/scrapeNowCommands.ts';
import { createSourceCommands } from '../sources/sourceCommands.ts';
import { createDiscoveryCommands } from './discoveryCommands.ts';
import { createDiscoveryIndex } from './discoveryIndex.ts';
import { registerDiscoveryRoutes } from './discoveryRoutes.ts';

const shop = (name: string, hostname: string): ConnectSourceBody => ({ kind: 'STORE', name, hostname, shippingCostModel: 'ALWAYS_FREE', scrapeFrequency: 'DAILY', scrapingEnabled: true });
const at = '2026-11-29T10:00:00.000Z';
const candidate = (id: string, url: string, matchResult: DiscoveryCandidate['matchResult'], probability: number): DiscoveryCandidate => ({
  candidateId: id, url, title: 'Kuppelzelt Fjord 3', price: '259.00', currency: 'EUR', imageUrl: null, brand: 'Nordkap', gtin: null, mpn: null,
  matchResult, probability, visualSimilarity: null, signals: [{ name: 'title', value: 0.7 }], method: 'MONITOR_SEARCH',
});

describe('comparison products from discovery', () => {
  let t: RouteTestApp;
  let products: ProductCommands;
  let sourceId: string;
  let productId: string;
  const base = `/api/company/${companyId}/discovery/requests`;
  const comparisonsOf = async (id: string) => (await products.loadProduct(id)).comparisons;

  async function requestWith(body: Record<string, unknown>, candidates: DiscoveryCandidate[]): Promise<string> {
    const created = await t.inject('POST', base, 'maintainer', { productId, sourceId, ...body });
    expect(created.statusCode, created.body).toBe(201);
    const requestId = commandResultSchema.parse(created.json()).id;
    await handleCommand(t.events, streams.discoveryRequest(requestId), discoveryRequestDecider, { type: 'ProposeCandidates', jobId: 'j', candidates, at }, setupContext);
    return requestId;
  }

  beforeAll(async () => {
    t = await startRouteTestApp(async (app, events) => {
      const sources = createSourceCommands(events);
      products = createProductCommands(events, sources);
      await createCompanyCommands(events).createCompany({ companyId, name: 'Camping GmbH' }, setupContext);
      await createCompanyCommands(events).createCompany({ companyId: otherCompany, name: 'Other GmbH' }, { ...setupContext, companyId: otherCompany });
      sourceId = (await sources.connectSource(companyId, shop('Bergsport', 'bergsport-shop.de'), setupContext)).id;
      productId = (await products.createProduct(companyId, { name: 'Kuppelzelt Fjord 2', sku: 'Z-2' }, setupContext)).id;
      const commands = createDiscoveryCommands({ store: events, products, sources, scrapeNow: createScrapeNowCommands(events, sources), index: createDiscoveryIndex(events) });
      registerDiscoveryRoutes(app, commands);
      registerProductRoutes(app, products);
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('an accepted SIMILAR candidate becomes a comparison product, scraped at once, and no competitor URL', async () => {
    const requestId = await requestWith({}, [candidate('a', 'https://bergsport-shop.de/p/3/fjord-3', 'SIMILAR', 0.55)]);
    const before = await t.events.headPosition();
    const accepted = await t.inject('POST', `${base}/${requestId}/accept`, 'maintainer', { candidateId: 'a' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await t.typesAfter(before)).toEqual(['ComparisonProductAdded', 'DiscoveryCandidateAccepted', 'ScrapeNowRequested']);
    const [comparison] = await comparisonsOf(productId);
    expect(comparison).toMatchObject({ url: 'https://bergsport-shop.de/p/3/fjord-3', sourceId, name: 'Kuppelzelt Fjord 3', matchResult: 'SIMILAR', probability: 0.55, requestId, candidateId: 'a' });
    expect(commandResultSchema.parse(accepted.json()).id).toBe(comparison?.urlId);
    expect((await products.loadProduct(productId)).urls).toEqual([]);
    const scrape = (await t.events.readAll({ fromPosition: before })).find((e) => e.type === 'ScrapeNowRequested');
    expect((scrape?.data as { urlIds: string[] }).urlIds).toEqual([comparison?.urlId]);

    // Accepting twice: the request is decided.
    expect((await t.inject('POST', `${base}/${requestId}/accept`, 'maintainer', { candidateId: 'a' })).json()).toMatchObject({ statusCode: 409, code: 'DISCOVERY_REQUEST_CLOSED' });
  });

  it('any accepted candidate of a NEW_COMPARISON_PRODUCT request is a comparison product; a SAME one of a store request a competitor URL', async () => {
    const comparisonRequest = await requestWith({ requestType: 'NEW_COMPARISON_PRODUCT', searchType: 'FIND_SIMILAR' }, [candidate('b', 'https://bergsport-shop.de/p/4/fjord-4', 'SAME', 0.91)]);
    expect((await t.inject('POST', `${base}/${comparisonRequest}/accept`, 'admin', { candidateId: 'b' })).statusCode).toBe(200);
    expect((await comparisonsOf(productId)).map((c) => c.url)).toEqual(['https://bergsport-shop.de/p/3/fjord-3', 'https://bergsport-shop.de/p/4/fjord-4']);
    const storeRequest = await requestWith({}, [candidate('c', 'https://bergsport-shop.de/p/2/fjord-2', 'SAME', 0.97)]);
    expect((await t.inject('POST', `${base}/${storeRequest}/accept`, 'admin', { candidateId: 'c' })).statusCode).toBe(200);
    expect((await products.loadProduct(productId)).urls.map((u) => u.url)).toEqual(['https://bergsport-shop.de/p/2/fjord-2']);
  });

  it('refuses a comparison product whose URL the product has meanwhile, another company and viewers, writing nothing', async () => {
    const requestId = await requestWith({}, [candidate('d', 'https://bergsport-shop.de/p/3/fjord-3', 'SIMILAR', 0.5)]);
    const before = await t.events.headPosition();
    expect((await t.inject('POST', `${base}/${requestId}/accept`, 'admin', { candidateId: 'd' })).json()).toMatchObject({ statusCode: 409, code: 'DISCOVERY_URL_ALREADY_ADDED' });
    expect((await t.inject('POST', `${base.replace(companyId, otherCompany)}/${requestId}/accept`, 'admin', { candidateId: 'd' })).json()).toMatchObject({ statusCode: 403, code: 'OTHER_COMPANY' });
    expect((await t.inject('POST', `${base}/${requestId}/accept`, 'viewer', { candidateId: 'd' })).json()).toMatchObject({ statusCode: 403 });
    expect(await t.events.headPosition()).toBe(before);
  });

  it('removes a comparison product with an event; unknown ones, competitor URLs and other companies answer with their codes', async () => {
    const [first] = await comparisonsOf(productId);
    const competitorUrl = (await products.loadProduct(productId)).urls[0]?.urlId;
    const path = (id: string | undefined, company = companyId) => `/api/company/${company}/products/${productId}/comparison-products/${id}`;
    const before = await t.events.headPosition();
    expect((await t.inject('DELETE', path(competitorUrl), 'admin')).json()).toMatchObject({ statusCode: 404, code: 'COMPARISON_PRODUCT_NOT_FOUND' });
    expect((await t.inject('DELETE', path(first?.urlId, otherCompany), 'admin')).json()).toMatchObject({ statusCode: 403, code: 'OTHER_COMPANY' });
    expect((await t.inject('DELETE', path(first?.urlId), 'viewer')).json()).toMatchObject({ statusCode: 403 });
    expect(await t.events.headPosition()).toBe(before);
    const removed = await t.inject('DELETE', path(first?.urlId), 'maintainer');
    expect(removed.statusCode, removed.body).toBe(200);
    const events = await t.events.readAll({ fromPosition: before });
    expect(events.map((e) => e.type)).toEqual(['ComparisonProductRemoved']);
    // The audit: who removed it travels with the event.
    expect(events[0]?.metadata.userId).toBeTruthy();
    expect((await comparisonsOf(productId)).map((c) => c.url)).toEqual(['https://bergsport-shop.de/p/4/fjord-4']);
    expect((await t.inject('DELETE', path(first?.urlId), 'maintainer')).json()).toMatchObject({ statusCode: 404, code: 'COMPARISON_PRODUCT_NOT_FOUND' });
  });
});
