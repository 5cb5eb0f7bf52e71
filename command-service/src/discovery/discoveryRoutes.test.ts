/**
 * Discovery commands through `app.inject`: creating requests (one and bulk), accepting a candidate
 * (its URL added like a manual one, its first scrape requested), declining with and without a
 * reason, the race of a URL added meanwhile, roles and tenant isolation — nothing written on refusal.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulkDiscoveryResultSchema, commandResultSchema, triggerAgentRunResultSchema, type ConnectSourceBody, type DiscoveryCandidate } from '@pm/contracts';
import { discoveryRequestDecider } from '@pm/contracts/domain';
import { streams } from '@pm/contracts/events';
import { createViewRuntime, handleCommand } from '@pm/platform';
import { createCompanyCommands } from '../companies/companyCommands.ts';
import { companyId, otherCompany, setupContext, startRouteTestApp, type RouteTestApp } from '../http/testSupport/routeTestApp.ts';
import { createProductCommands, type ProductCommands } from '../products/productCommands.ts';
import { createScrapeNowCommands } from '../scraping/scrapeNowCommands.ts';
import { createSourceCommands } from '../sources/sourceCommands.ts';
import { createDiscoveryAgent } from './discoveryAgent.ts';
import { createDiscoveryCommands, type DiscoveryCommands } from './discoveryCommands.ts';
import { createDiscoveryIndex } from './discoveryIndex.ts';
import { registerDiscoveryRoutes } from './discoveryRoutes.ts';
import { registerAgentJobRoutes } from './agentJobRoutes.ts';

const shop = (name: string, hostname: string): ConnectSourceBody => ({ kind: 'STORE', name, hostname, shippingCostModel: 'ALWAYS_FREE', scrapeFrequency: 'DAILY', scrapingEnabled: true });
const at = '2026-11-29T10:00:00.000Z';
const candidate = (id: string, url: string, probability: number): DiscoveryCandidate => ({
  candidateId: id, url, title: 'Kuppelzelt Fjord 2', price: '229.00', currency: 'EUR', imageUrl: null, brand: 'Nordkap', gtin: null, mpn: null,
  matchResult: 'SAME', probability, visualSimilarity: null, signals: [{ name: 'title', value: 0.9 }], method: 'MONITOR_SEARCH',
});

describe('discovery routes', () => {
  let t: RouteTestApp;
  let products: ProductCommands;
  let sourceId: string;
  let productId: string;
  let secondProduct: string;
  let stopViews: () => Promise<void>;
  let commands: DiscoveryCommands;
  let agent: ReturnType<typeof createDiscoveryAgent>;
  let sourcesOf: ReturnType<typeof createSourceCommands>;
  const base = `/api/company/${companyId}/discovery/requests`;

  async function propose(requestId: string, candidates: DiscoveryCandidate[]) {
    await handleCommand(t.events, streams.discoveryRequest(requestId), discoveryRequestDecider, { type: 'ProposeCandidates', jobId: 'j', candidates, at }, setupContext);
  }

  beforeAll(async () => {
    t = await startRouteTestApp(async (app, events) => {
      const sources = createSourceCommands(events);
      products = createProductCommands(events, sources);
      await createCompanyCommands(events).createCompany({ companyId, name: 'Camping GmbH' }, setupContext);
      await createCompanyCommands(events).createCompany({ companyId: otherCompany, name: 'Other GmbH' }, { ...setupContext, companyId: otherCompany });
      sourceId = (await sources.connectSource(companyId, shop('Bergsport', 'bergsport-shop.de'), setupContext)).id;
      productId = (await products.createProduct(companyId, { name: 'Kuppelzelt Fjord 2', sku: 'Z-2' }, setupContext)).id;
      secondProduct = (await products.createProduct(companyId, { name: 'Stirnlampe Lux 450', sku: 'L-450' }, setupContext)).id;
      const index = createDiscoveryIndex(events);
      commands = createDiscoveryCommands({ store: events, products, sources, scrapeNow: createScrapeNowCommands(events, sources), index });
      sourcesOf = sources;
      agent = createDiscoveryAgent({ store: events, commands, sources, scrapeNow: createScrapeNowCommands(events, sources), log: { warn: () => {} }, headPosition: () => events.headPosition(), now: () => new Date(at) });
      const runtime = createViewRuntime({ events, views: [index.view, agent.view], log: { info: () => {}, warn: () => {}, error: () => {} } });
      await runtime.start();
      index.follow(runtime.at);
      agent.start(runtime.at);
      stopViews = async () => {
        agent.stop();
        await runtime.stop();
      };
      registerDiscoveryRoutes(app, commands);
      registerAgentJobRoutes(app, agent, async (id) => id === companyId || id === otherCompany);
    });
  });
  afterAll(async () => {
    await stopViews();
    await t.close();
  });

  it('creates a request, and accepting a candidate adds its URL and requests its first scrape', async () => {
    const created = await t.inject('POST', base, 'maintainer', { productId, sourceId });
    expect(created.statusCode, created.body).toBe(201);
    const requestId = commandResultSchema.parse(created.json()).id;
    await propose(requestId, [candidate('a', 'https://bergsport-shop.de/p/1/fjord-2', 0.96), candidate('b', 'https://bergsport-shop.de/p/2/fjord-3', 0.3)]);
    const before = await t.events.headPosition();
    const accepted = await t.inject('POST', `${base}/${requestId}/accept`, 'maintainer', { candidateId: 'a' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await t.typesAfter(before)).toEqual(['CompetitorUrlAdded', 'DiscoveryCandidateAccepted', 'ScrapeNowRequested']);
    expect((await products.loadProduct(productId)).urls.map((u) => u.url)).toEqual(['https://bergsport-shop.de/p/1/fjord-2']);
    // Decided: no second decision.
    expect((await t.inject('POST', `${base}/${requestId}/decline`, 'maintainer', { candidateId: 'b', reason: 'NOT_MATCHING' })).json()).toMatchObject({ statusCode: 409, code: 'DISCOVERY_REQUEST_CLOSED' });
  });

  it('answers 409 when the URL was added meanwhile, writing nothing', async () => {
    const requestId = commandResultSchema.parse((await t.inject('POST', base, 'admin', { productId: secondProduct, sourceId })).json()).id;
    await propose(requestId, [candidate('a', 'https://bergsport-shop.de/p/7/lux-450', 0.9)]);
    await products.addCompetitorUrl(companyId, secondProduct, { url: 'https://bergsport-shop.de/p/7/lux-450', offerType: 'COMPETITOR_OFFER' }, setupContext);
    const before = await t.events.headPosition();
    expect((await t.inject('POST', `${base}/${requestId}/accept`, 'admin', { candidateId: 'a' })).json()).toMatchObject({ statusCode: 409, code: 'DISCOVERY_URL_ALREADY_ADDED' });
    expect(await t.events.headPosition()).toBe(before);
    const closed = await t.inject('POST', `${base}/${requestId}/close`, 'admin');
    expect(closed.statusCode, closed.body).toBe(200);
  });

  it('requires a reason to decline', async () => {
    const requestId = commandResultSchema.parse((await t.inject('POST', base, 'admin', { productId, sourceId })).json()).id;
    await propose(requestId, [candidate('x', 'https://bergsport-shop.de/p/9/other', 0.5)]);
    const before = await t.events.headPosition();
    expect((await t.inject('POST', `${base}/${requestId}/decline`, 'admin', { candidateId: 'x' })).json()).toMatchObject({ statusCode: 400, code: 'DISCOVERY_DECLINE_REASON_REQUIRED' });
    expect((await t.inject('POST', `${base}/${requestId}/decline`, 'admin', { candidateId: 'x', reason: 'MEH' })).json()).toMatchObject({ statusCode: 400, code: 'DISCOVERY_DECLINE_REASON_REQUIRED' });
    expect(await t.events.headPosition()).toBe(before);
    const declined = await t.inject('POST', `${base}/${requestId}/decline`, 'admin', { candidateId: 'x', reason: 'NOT_MATCHING', note: 'other size' });
    expect(declined.statusCode, declined.body).toBe(200);
  });

  it('bulk skips products with a URL at the source or an undecided request', async () => {
    const third = (await products.createProduct(companyId, { name: 'Gaskocher Flamme Mini', sku: 'K-1' }, setupContext)).id;
    const bulk = await t.inject('POST', `${base}/bulk`, 'admin', { sourceId });
    expect(bulk.statusCode, bulk.body).toBe(201);
    const answer = bulkDiscoveryResultSchema.parse(bulk.json());
    // productId has a URL (accepted), secondProduct has one too; only the new product is searched.
    expect(answer.requestIds).toHaveLength(1);
    expect(answer.skipped).toBe(2);
    const again = bulkDiscoveryResultSchema.parse((await t.inject('POST', `${base}/bulk`, 'admin', { sourceId })).json());
    expect(again.requestIds).toEqual([]);
    expect(third).toBeTruthy();
  });

  it('refuses viewers, other companies, unconnected sources and bad input, writing nothing', async () => {
    const before = await t.events.headPosition();
    expect((await t.inject('POST', base, 'viewer', { productId, sourceId })).json()).toMatchObject({ statusCode: 403 });
    expect((await t.inject('POST', base.replace(companyId, otherCompany), 'admin', { productId, sourceId })).json()).toMatchObject({ statusCode: 403, code: 'OTHER_COMPANY' });
    expect((await t.inject('POST', base, 'admin', { productId, sourceId: otherCompany })).json()).toMatchObject({ statusCode: 422, code: 'SOURCE_UNKNOWN' });
    expect((await t.inject('POST', base, 'admin', { productId: 'nope', sourceId })).json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    expect((await t.inject('POST', base, 'admin', { productId, sourceId, requestType: 'NEW_AGGREGATOR_URL' })).json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    expect((await t.inject('POST', `${base}/${otherCompany}/accept`, 'admin', { candidateId: 'a' })).json()).toMatchObject({ statusCode: 404, code: 'DISCOVERY_REQUEST_NOT_FOUND' });
    // A platform admin of another company may act (platform admins act across companies) but the settings routes are theirs alone.
    expect((await t.inject('PUT', `/api/admin/discovery/companies/${companyId}/settings`, 'admin', { searchMethod: 'MONITOR_SEARCH', imageWeight: 0.5, skipWhenUrlExists: true, agentEnabled: false })).json()).toMatchObject({ statusCode: 403 });
    expect((await t.inject('PUT', `/api/admin/discovery/companies/${companyId}/settings`, 'platform', { searchMethod: 'GOOGLE_SEARCH', imageWeight: 0.5, skipWhenUrlExists: true, agentEnabled: false })).json()).toMatchObject({ statusCode: 422, code: 'DISCOVERY_METHOD_UNAVAILABLE' });
    expect(await t.events.headPosition()).toBe(before);
    const changed = await t.inject('PUT', `/api/admin/discovery/sources/${sourceId}/settings`, 'platform', { searchUrlTemplate: 'https://bergsport-shop.de/suche?q={query}', searchMethod: null });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await t.inject('PUT', `/api/admin/discovery/sources/${sourceId}/settings`, 'platform', { searchUrlTemplate: 'https://bergsport-shop.de/suche', searchMethod: null })).json()).toMatchObject({ statusCode: 400 });
  });

  it('the agent searches once a day for companies that switched it on, skipping what has a URL or a request', async () => {
    expect(await agent.runOnce()).toBe(0);
    await commands.changeSettings(companyId, { searchMethod: 'MONITOR_SEARCH', imageWeight: 0.5, skipWhenUrlExists: true, agentEnabled: true }, setupContext);
    const fresh = (await products.createProduct(companyId, { name: 'Isomatte AirLite R3.2', sku: 'I-32' }, setupContext)).id;
    const before = await t.events.headPosition();
    expect(await agent.runOnce()).toBe(1);
    const written = (await t.events.readAll({ fromPosition: before })).filter((e) => e.type === 'DiscoveryRequested');
    expect(written.map((e) => (e.data as { productId: string; trigger: string })).map((d) => [d.productId, d.trigger])).toEqual([[fresh, 'AGENT']]);
    // The run is recorded on the company's agent job, with each source's results.
    const run = await t.events.readStream(streams.agentJob(companyId));
    expect(run.map((e) => e.type)).toEqual(['AgentRunStarted', 'AgentRunFinished']);
    expect(run[0]?.data).toMatchObject({ companyId, trigger: 'SCHEDULE', startedAt: at });
    expect(run[1]?.data).toMatchObject({ companyId, durationMs: 0, sources: [{ sourceId, searchesStarted: 1, error: null }] });
    // The same day again: nothing.
    expect(await agent.runOnce()).toBe(0);
    expect(Object.keys(await sourcesOf.connectedSources(companyId))).toEqual([sourceId]);
  });

  it('a platform admin triggers a company’s agent now; others are refused and nothing is written', async () => {
    const trigger = (id: string, user: 'admin' | 'platform') => t.inject('POST', `/api/admin/agent-jobs/${id}/trigger`, user);
    const before = await t.events.headPosition();
    expect((await trigger(companyId, 'admin')).json()).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
    expect((await trigger('42', 'platform')).json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    expect((await trigger('01a216b5-973a-7479-83b5-4895cced43f0', 'platform')).json()).toMatchObject({ statusCode: 404, code: 'COMPANY_NOT_FOUND' });
    expect(await t.events.headPosition()).toBe(before);

    const fresh = (await products.createProduct(companyId, { name: 'Trekkingstöcke Carbon', sku: 'T-C' }, setupContext)).id;
    const answer = await trigger(companyId, 'platform');
    expect(answer.statusCode, answer.body).toBe(200);
    const result = triggerAgentRunResultSchema.parse(answer.json());
    expect(result.searchesStarted).toBe(1);
    const recorded = (await t.events.readStream(streams.agentJob(companyId))).filter((e) => (e.data as { runId: string }).runId === result.id);
    expect(recorded.map((e) => [e.type, (e.data as { trigger?: string }).trigger])).toEqual([['AgentRunStarted', 'MANUAL'], ['AgentRunFinished', undefined]]);
    const requested = (await t.events.readAll({ fromPosition: before })).filter((e) => e.type === 'DiscoveryRequested').map((e) => (e.data as { productId: string }).productId);
    expect(requested).toEqual([fresh]);
    // Triggered twice at once: the second waits for the first, and finds nothing left to search.
    const [first, second] = await Promise.all([trigger(companyId, 'platform'), trigger(companyId, 'platform')]);
    expect([first.json().searchesStarted, second.json().searchesStarted]).toEqual([0, 0]);
    expect((await t.events.readStream(streams.agentJob(companyId))).filter((e) => e.type === 'AgentRunInterrupted')).toEqual([]);
  });
});
