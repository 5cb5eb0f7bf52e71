import { alertOptionsFromEnv, createCommandService, createImportResumption, seedDemo, seedDemoPast } from '@pm/command-service';
import {
  appVersion,
  createAuthenticator,
  createBusFromEnv,
  createDocumentStoreFromEnv,
  createEventStoreFromEnv,
  createHttpApp,
  createProcessViews,
  createTokenService,
  installAuth,
  viewsReadiness,
  registerHealthRoutes,
  eventStoreReadiness,
  documentStoreReadiness,
  llmFromEnv,
  searchApiFromEnv,
  type Env,
} from '@pm/platform';
import { createProjectionService, deploymentContent } from '@pm/projection-service';
import { createErpSetup, createFeedSyncScheduler, createMorningSync, createPricingService, hostOf, type MorningSync, registerDataMappingRoutes, registerErpWriteRoutes, registerPricingRoutes } from '@pm/pricing-service';
import { createScraperService, createSourceProbe, DEFAULT_SCRAPER_OPTIONS, probeOptionsFromEnv, registerSourceWizardRoutes, scraperOptionsFromEnv, type ScraperService } from '@pm/scraper-service';
import { startDemoWeb, type DemoWeb } from '@pm/demo-web';
import { startDemoPlenty, type DemoPlenty } from '../demo-plenty/index.ts';
import { commandWriter, seedDemoAssortment } from './demoAssortmentSeed.ts';
import { demoHistoryOffers } from './demoHistorySeed.ts';
import { registerWebApp } from './webStatic.ts';

/**
 * Everything in one process on one port: command side, projections, query API, live gateway
 * and the web app, over the adapters the configuration names (embedded by default).
 */
export async function createAllInOne(env: Env) {
  const version = appVersion(env);
  // Validated first: a broken configuration stops the start before anything is opened.
  const content = deploymentContent(env);
  const events = createEventStoreFromEnv(env);
  const docs = await createDocumentStoreFromEnv(env);
  const bus = await createBusFromEnv(env, 'all-in-one');
  const tokens = createTokenService(env);

  const app = await createHttpApp({ logLevel: env.LOG_LEVEL, bodyLimit: env.BODY_LIMIT_BYTES, version });
  const commands = createCommandService({ store: events, tokens, cookieSecure: env.COOKIE_SECURE, scrapeProxyIds: env.SCRAPE_PROXIES.map((proxy) => proxy.id), alerts: alertOptionsFromEnv(env, app.log), discovery: { searchApiConfigured: searchApiFromEnv(env) !== null, llm: llmFromEnv(env) } });
  const projections = createProjectionService({ events, docs, bus, log: app.log, minPositionWaitMs: env.MIN_POSITION_WAIT_MS, alertEmailAvailable: env.SMTP_HOST !== undefined, discoveryServices: { searchApiConfigured: searchApiFromEnv(env) !== null, aiModel: llmFromEnv(env)?.model ?? null }, ...content });
  // In one process the command side's directory (the event streams) is always current.
  const authenticator = createAuthenticator(env, tokens, commands.directory);
  // The morning sync (issue 15 item 9): inputs refresh → scheduled run → feed sync, in that order; the gates are the morning sync's.
  let morning: MorningSync | null = null;
  const pricing = createPricingService({ events, bus, log: app.log, scheduledRunMayStart: (companyId, date) => morning?.runMayStart(companyId, date) ?? false });
  // The morning feed sync (pricing-service/src/feedSync): one scheduler over the shared log.
  const feedSync = createFeedSyncScheduler({ events, log: app.log, mayRun: (companyId, date) => morning?.feedMaySync(companyId, date) ?? false });
  // The demo competitor web first: the scraper is told its proxy address.
  const demoWeb: DemoWeb | null = env.DEMO_WEB ? await startDemoWeb({ port: env.DEMO_WEB_PORT, host: '127.0.0.1' }) : null;
  // The demo ERP (issue 15): Plenty's REST API with the demo company's items, on its own port.
  const demoPlenty: DemoPlenty | null = env.DEMO_PLENTY ? await startDemoPlenty({ port: env.DEMO_PLENTY_PORT, host: '127.0.0.1' }) : null;
  // The ERP connection (issue 15): only the demo Plenty of this process is reachable although local.
  const erp = createErpSetup({ events, secretKey: env.ERP_SECRET_KEY, allowHosts: demoPlenty ? [hostOf(demoPlenty.url)] : [], log: app.log });
  morning = createMorningSync({ events, log: app.log, refreshes: erp.refreshes, feedSync });
  const scraper: ScraperService | null = env.SCRAPE_ENABLED ? createScraperService({ events, bus, log: app.log, options: scraperOptionsFromEnv(env, demoWeb?.proxyUrl ?? null) }) : null;
  // The wizards' probe fetches with the scraper's settings, also where scheduled scraping is off.
  const probe = createSourceProbe(probeOptionsFromEnv(env, { ...DEFAULT_SCRAPER_OPTIONS, ...scraperOptionsFromEnv(env, demoWeb?.proxyUrl ?? null) }));
  // One log subscription for every service view of the process.
  const views = createProcessViews(env, events, [...commands.views, ...pricing.views, ...feedSync.views, ...erp.writeBack.views, ...(scraper?.views ?? [])], app.log, 'all-in-one');
  commands.follow(views);
  // Imports a crash interrupted are finished in the background; readiness names them meanwhile.
  const imports = createImportResumption(commands.productImports.applier, app.log);

  let draining = false;
  let started = false;
  installAuth(app, authenticator);
  registerHealthRoutes(app, [
    eventStoreReadiness(events),
    documentStoreReadiness(docs),
    projections.readiness,
    viewsReadiness(views),
    { name: 'pricing', check: async () => pricing.isReady() || 'catching up with the event log' },
    imports.readiness,
    { name: 'process', check: async () => started || 'starting' },
  ], () => draining);
  await commands.registerRoutes(app);
  await projections.registerRoutes(app, authenticator);
  registerPricingRoutes(app, { view: pricing.view, isReady: pricing.isReady, events, erp });
  registerDataMappingRoutes(app, { events, openShopSystem: erp.openShopSystem });
  registerErpWriteRoutes(app, erp.writeBack);
  registerSourceWizardRoutes(app, probe);
  await registerWebApp(app, env.WEB_DIST_DIR);


  /**
   * Listen at once (liveness answers; readiness says "not ready" until everything below has
   * started and caught up), then start the parts. Interrupted imports are resumed in the
   * background: a long one never keeps the port closed (issue 11).
   */
  async function start(): Promise<string> {
    const address = await app.listen({ port: env.PORT, host: env.HOST });
    await projections.start();
    await views.start();
    await imports.start();
    if (env.SEED_DEMO) {
      const seeded = await seedDemo(commands, env.DEMO_PASSWORD);
      if (seeded.created) {
        app.log.info('demo company and accounts created');
        if (env.SEED_DEMO_ASSORTMENT) {
          const assortment = await seedDemoAssortment(commandWriter(commands, seeded.companyId));
          app.log.info(assortment, 'demo assortment created');
          // 90 days of past observations and own prices, before the scraper starts (today's scrape stays the latest).
          if (env.SEED_DEMO_HISTORY) app.log.info(await seedDemoPast(events, { companyId: seeded.companyId, offerOn: demoHistoryOffers() }), 'demo history written');
        }
      }
    }
    await pricing.start(views);
    await scraper?.start(views);
    await feedSync.start(views);
    erp.writeBack.start(views);
    if (env.MORNING_SYNC_ENABLED) morning?.start();
    started = true;
    return address;
  }

  /** Drain: stop taking requests, finish in-flight ones, let projections finish their batch, close stores. */
  async function stop(): Promise<void> {
    draining = true;
    await app.close();
    await imports.stop();
    await morning?.stop();
    await erp.refreshes.stop();
    await erp.writeBack.stop();
    await scraper?.stop();
    await probe.close();
    await pricing.stop();
    await feedSync.stop();
    await views.stop();
    await demoWeb?.stop();
    await demoPlenty?.stop();
    await projections.stop();
    await bus.close();
    await docs.close();
    await events.close();
  }

  return { app, events, docs, bus, commands, projections, pricing, erp, morning: () => morning, views, imports, tokens, version, start, stop, demoWeb: () => demoWeb, demoPlenty: () => demoPlenty, scraper: () => scraper };
}

export type AllInOne = Awaited<ReturnType<typeof createAllInOne>>;
