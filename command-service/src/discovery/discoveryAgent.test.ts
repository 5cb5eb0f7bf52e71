/**
 * The agent's scrape tasks and refresh (issue 18 item 3) through `app.inject`: a run re-checks the
 * URLs whose last scrape failed and morning-scrapes those never scraped (one "scrape now" request
 * per product; OK URLs, URLs with a job under way and archived products are left alone; another
 * company's URLs never); the scheduled run waits for the morning; a refresh re-reads the switch
 * from the log and recomputes the next run; platform admins only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshAgentJobResultSchema, triggerAgentRunResultSchema, type ConnectSourceBody } from '@pm/contracts';
import { agentMorningTime, scrapeJobDecider } from '@pm/contracts/domain';
import { streams } from '@pm/contracts/events';
import { createViewRuntime, handleCommand, newId } from '@pm/platform';
import { createCompanyCommands } from '../companies/companyCommands.ts';
import { companyId, otherCompany, setupContext, startRouteTestApp, type RouteTestApp } from '../http/testSupport/routeTestApp.ts';
import { createProductCommands, type ProductCommands } from '../products/productCommands.ts';
import { createScrapeNowCommands } from '../scraping/scrapeNowCommands.ts';
import { createSourceCommands } from '../sources/sourceCommands.ts';
import { registerAgentJobRoutes } from './agentJobRoutes.ts';
import { createDiscoveryAgent } from './discoveryAgent.ts';
import { createDiscoveryCommands, type DiscoveryCommands } from './discoveryCommands.ts';
import { createDiscoveryIndex } from './discoveryIndex.ts';

const shop = (name: string, hostname: string): ConnectSourceBody => ({ kind: 'STORE', name, hostname, shippingCostModel: 'ALWAYS_FREE', scrapeFrequency: 'DAILY', scrapingEnabled: true });
const otherContext = { ...setupContext, companyId: otherCompany };

describe('the agent’s scrape tasks and refresh', () => {
  let t: RouteTestApp;
  let products: ProductCommands;
  let clock = new Date('2026-11-29T03:00:00.000Z');
  let agent: ReturnType<typeof createDiscoveryAgent>;
  let stopViews: () => Promise<void>;
  let commands: DiscoveryCommands;
  const urls: Record<string, string> = {};
  const productOf: Record<string, string> = {};

  /** A job for the URL, fetched and finished: OK, a non-OK page, failed for good, or left open. */
  async function scraped(name: string, outcome: 'OK' | 'NOT_FOUND_404' | 'FAILED' | 'OPEN', company = companyId) {
    const jobId = newId();
    const context = company === companyId ? setupContext : otherContext;
    const urlId = urls[name] ?? '';
    await handleCommand(t.events, streams.scrapeJob(jobId), scrapeJobDecider, { type: 'CreateScrapeJob', jobId, companyId: company, productId: productOf[name] ?? '', urlId, url: `https://shop.example/${name}`, sourceId: 's', jobType: 'PRODUCT_PAGE', trigger: 'SCHEDULE', crawler: 'crawlee-basic-crawler', proxyUrl: null }, context);
    if (outcome === 'OPEN') return;
    await handleCommand(t.events, streams.scrapeJob(jobId), scrapeJobDecider, { type: 'FetchScrapeJob', worker: 'w' }, context);
    if (outcome === 'FAILED') await handleCommand(t.events, streams.scrapeJob(jobId), scrapeJobDecider, { type: 'FailScrapeJob', maxTrials: 1, durationMs: 5, error: 'timeout', timedOut: true, logs: [] }, context);
    else await handleCommand(t.events, streams.scrapeJob(jobId), scrapeJobDecider, { type: 'CompleteScrapeJob', maxTrials: 1, durationMs: 5, httpStatus: outcome === 'OK' ? 200 : 404, finalUrl: null, pageStatus: outcome, offers: [], logs: [] }, context);
  }

  beforeAll(async () => {
    t = await startRouteTestApp(async (app, events) => {
      const sources = createSourceCommands(events);
      products = createProductCommands(events, sources);
      await createCompanyCommands(events).createCompany({ companyId, name: 'Camping GmbH' }, setupContext);
      await createCompanyCommands(events).createCompany({ companyId: otherCompany, name: 'Other GmbH' }, otherContext);
      const sourceId = (await sources.connectSource(companyId, shop('Bergsport', 'bergsport-shop.de'), setupContext)).id;
      const otherSource = (await sources.connectSource(otherCompany, shop('Talsport', 'talsport-shop.de'), otherContext)).id;
      const tent = (await products.createProduct(companyId, { name: 'Kuppelzelt Fjord 2', sku: 'Z-2' }, setupContext)).id;
      const lamp = (await products.createProduct(companyId, { name: 'Stirnlampe Lux 450', sku: 'L-450' }, setupContext)).id;
      const archived = (await products.createProduct(companyId, { name: 'Alter Kocher', sku: 'K-1' }, setupContext)).id;
      const foreign = (await products.createProduct(otherCompany, { name: 'Schlafsack', sku: 'S-1' }, otherContext)).id;
      const add = async (name: string, productId: string, company = companyId, storeId = sourceId) => {
        urls[name] = (await products.addCompetitorUrl(company, productId, { url: `https://${company === companyId ? 'bergsport-shop.de' : 'talsport-shop.de'}/${name}`, offerType: 'COMPETITOR_OFFER', storeId }, company === companyId ? setupContext : otherContext)).id;
        productOf[name] = productId;
      };
      await add('tent-ok', tent);
      await add('tent-404', tent);
      await add('tent-failed', tent);
      await add('lamp-new', lamp);
      await add('lamp-busy', lamp);
      await add('old-failed', archived);
      await add('foreign-failed', foreign, otherCompany, otherSource);
      await products.setArchived(companyId, archived, true, setupContext);
      const index = createDiscoveryIndex(events);
      const scrapeNow = createScrapeNowCommands(events, sources);
      commands = createDiscoveryCommands({ store: events, products, sources, scrapeNow, index });
      agent = createDiscoveryAgent({ store: events, commands, sources, scrapeNow, log: { warn: () => {} }, headPosition: () => events.headPosition(), now: () => clock });
      const runtime = createViewRuntime({ events, views: [index.view, agent.view], log: { info: () => {}, warn: () => {}, error: () => {} } });
      await runtime.start();
      index.follow(runtime.at);
      agent.start(runtime.at);
      stopViews = async () => {
        agent.stop();
        await runtime.stop();
      };
      registerAgentJobRoutes(app, agent, async (id) => id === companyId || id === otherCompany);
    });
    await scraped('tent-ok', 'OK');
    await scraped('tent-404', 'NOT_FOUND_404');
    await scraped('tent-failed', 'FAILED');
    await scraped('lamp-busy', 'OPEN');
    await scraped('old-failed', 'FAILED');
    await scraped('foreign-failed', 'FAILED', otherCompany);
  });
  afterAll(async () => {
    await stopViews();
    await t.close();
  });

  it('a triggered run re-checks failed URLs and morning-scrapes new ones, per product, and records both', async () => {
    const before = await t.events.headPosition();
    const answer = await t.inject('POST', `/api/admin/agent-jobs/${companyId}/trigger`, 'platform');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(triggerAgentRunResultSchema.parse(answer.json()).urlsRequested).toBe(3);
    const requests = (await t.events.readAll({ fromPosition: before })).filter((e) => e.type === 'ScrapeNowRequested').map((e) => e.data as { companyId: string; urlIds: string[] });
    const asked = requests.map((r) => [r.companyId, [...r.urlIds].sort()]);
    expect(asked).toEqual(expect.arrayContaining([[companyId, [urls['tent-404'], urls['tent-failed']].sort()], [companyId, [urls['lamp-new']]]]));
    expect(asked).toHaveLength(2);
    const finished = (await t.events.readStream(streams.agentJob(companyId))).filter((e) => e.type === 'AgentRunFinished').at(-1);
    expect(finished?.data).toMatchObject({ recheck: { urlsRequested: 2, urlsSkipped: 0 }, morningScrape: { urlsRequested: 1, urlsSkipped: 0 } });
  });

  it('the scheduled run waits for the morning, and runs once that local day', async () => {
    await commands.changeSettings(companyId, { searchMethod: 'MONITOR_SEARCH', imageWeight: 0.5, skipWhenUrlExists: true, agentEnabled: true }, setupContext);
    const runs = async () => (await t.events.readStream(streams.agentJob(companyId))).filter((e) => e.type === 'AgentRunStarted').length;
    const started = await runs();
    // 03:00 UTC is 04:00 in Berlin: before the agent's morning.
    await agent.runOnce();
    expect(await runs()).toBe(started);
    // The company's own morning time (05:00–05:59 Berlin): a minute before it nothing, at it the run.
    const [hour, minute] = agentMorningTime(companyId).split(':').map(Number);
    clock = new Date(Date.UTC(2026, 10, 29, hour! - 1, minute!) - 60_000);
    await agent.runOnce();
    expect(await runs()).toBe(started);
    clock = new Date(Date.UTC(2026, 10, 29, hour! - 1, minute!));
    await agent.runOnce();
    expect(await runs()).toBe(started + 1);
    await agent.runOnce();
    expect(await runs()).toBe(started + 1);
  });

  it('a refresh re-reads the switch and recomputes the next run; others are refused and nothing is written', async () => {
    const refresh = (id: string, user: 'admin' | 'platform') => t.inject('POST', `/api/admin/agent-jobs/${id}/refresh`, user);
    const before = await t.events.headPosition();
    expect((await refresh(companyId, 'admin')).json()).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
    expect((await refresh('01a216b5-973a-7479-83b5-4895cced43f0', 'platform')).json()).toMatchObject({ statusCode: 404, code: 'COMPANY_NOT_FOUND' });
    expect(await t.events.headPosition()).toBe(before);
    const on = refreshAgentJobResultSchema.parse((await refresh(companyId, 'platform')).json());
    // Today's scheduled run happened: the next is tomorrow at the company's morning time (Berlin, UTC+1).
    expect(on).toMatchObject({ agentEnabled: true, nextRunAt: `2026-11-30T04:${agentMorningTime(companyId).slice(3)}:00.000Z` });
    const off = refreshAgentJobResultSchema.parse((await refresh(otherCompany, 'platform')).json());
    expect(off).toMatchObject({ agentEnabled: false, nextRunAt: null });
    const recorded = (await t.events.readStream(streams.agentJob(companyId))).at(-1);
    expect(recorded?.type).toBe('AgentJobRefreshed');
  });
});
