import type { FastifyInstance, FastifyBaseLogger } from 'fastify';
import websocket from '@fastify/websocket';
import type { Academy, ClientConfig, ScrapeProxy } from '@pm/contracts';
import { metricsRegistry, type Authenticator, type Bus, type DocumentStore, type EventStore } from '@pm/platform';
import { registerAdjustmentQueries } from './adjustments/adjustmentQueries.ts';
import { registerPriceEngineOverview } from './adjustments/overviewQuery.ts';
import { LiveGateway } from './live/liveGateway.ts';
import { allProjectors } from './projectors/allProjectors.ts';
import { registerAssortmentQueries } from './queries/assortmentQueries.ts';
import { registerBrandQueries } from './queries/brandQueries.ts';
import { registerCompanyQueries } from './queries/companyQueries.ts';
import { registerDeploymentQueries } from './queries/deploymentQueries.ts';
import { registerProfileQueries } from './queries/profileQueries.ts';
import { registerScrapingQueries } from './queries/scrapingQueries.ts';
import { registerSourceQueries } from './queries/sourceQueries.ts';
import { registerScrapeExceptionQueries } from './queries/scrapeExceptionQueries.ts';
import { registerScrapeRecordQueries } from './queries/scrapeRecordQueries.ts';
import { registerAdminScrapeJobQueries } from './adminScrapeJobs/adminScrapeJobQueries.ts';
import { registerAdminScrapeRecordQueries } from './adminScrapeJobs/adminScrapeRecordQueries.ts';
import { registerScrapeHealthQueries } from './scrapeHealth/scrapeHealthQueries.ts';
import { registerComparisonProductQueries } from './queries/comparisonProductQueries.ts';
import { registerDiscoveryQueries, type DiscoveryServicesAvailable } from './discovery/discoveryQueries.ts';
import { registerAgentJobQueries } from './agentJobs/agentJobQueries.ts';
import { registerPriceAnalysisQueries } from './queries/priceAnalysisQueries.ts';
import { registerPriceRuleQueries } from './queries/priceRuleQueries.ts';
import { registerPricingSettingsQueries } from './queries/pricingSettingsQueries.ts';
import { registerPriceAnalysisSettingsQueries } from './queries/priceAnalysisSettingsQueries.ts';
import { registerErpConnectionQueries } from './queries/erpConnectionQueries.ts';
import { registerDataMappingQueries } from './queries/dataMappingQueries.ts';
import { createReadModelDirectory } from './queries/readModelDirectory.ts';
import { createFeedPickupWriter } from './outputFeed/feedPickupWriter.ts';
import { registerFeedQueries } from './outputFeed/feedQueries.ts';
import { registerPricingRunQueries } from './queries/pricingRunQueries.ts';
import { registerDashboardQueries } from './dashboard/dashboardQueries.ts';
import { createDashboardTopMetric, TOP_METRIC_REFRESH_MS } from './dashboard/dashboardTopMetric.ts';
import { registerPriceDevelopmentQueries } from './dashboard/priceDevelopmentQueries.ts';
import { registerInsightQueries } from './insights/insightsQueries.ts';
import { registerAlertQueries } from './alerts/alertQueries.ts';
import { registerExportRoutes } from './exports/exportRoutes.ts';
import { ProjectionManager } from './runtime/projectionManager.ts';
import { createRebuildRecorder } from './runtime/rebuildRecorder.ts';
import { registerReadModelRoutes } from './readModelAdmin/readModelRoutes.ts';
import { registerAdminSourceQueries } from './adminSources/adminSourceQueries.ts';
import { registerCompanyStatisticsQueries } from './companyStatistics/companyStatisticsQueries.ts';
import type { Projector } from './runtime/projector.ts';
import { createReadModels } from './runtime/readModels.ts';
import { projectionReadiness, registerProjectionMetrics } from './runtime/projectionHealth.ts';

export interface ProjectionServiceDeps {
  events: EventStore;
  docs: DocumentStore;
  bus: Bus;
  log: FastifyBaseLogger;
  minPositionWaitMs: number;
  projectors?: Projector[];
  batchSize?: number;
  academy: Academy;
  clientConfig: ClientConfig;
  /** The proxies companies may choose for their sources (`SCRAPE_PROXIES`): id and name, never the URL. */
  scrapeProxies?: readonly ScrapeProxy[];
  /** Whether the server can send alert e-mails (SMTP configured). */
  alertEmailAvailable?: boolean;
  /** Discovery's external services configured here (SEARCH_API_*, LLM_*). */
  discoveryServices?: DiscoveryServicesAvailable;
}

/** The query side: projections into the document store, the query API and the live gateway. */
export function createProjectionService(deps: ProjectionServiceDeps) {
  const manager = new ProjectionManager(deps, deps.projectors ?? allProjectors, { log: deps.log, recorder: createRebuildRecorder(deps.events), ...(deps.batchSize ? { batchSize: deps.batchSize } : {}) });
  const readModels = createReadModels(deps.docs, manager, deps.minPositionWaitMs);
  const directory = createReadModelDirectory(readModels);
  let live: LiveGateway | null = null;
  const health = { status: () => manager.status(), events: deps.events };
  const ready = projectionReadiness(health);
  let unregisterMetrics: (() => void) | null = null;
  const topMetric = createDashboardTopMetric(readModels);
  let stopping = false;
  let warming: Promise<void> = Promise.resolve();
  let wake: (() => void) | null = null;
  /** A pause that a stop cuts short. */
  const pause = (ms: number) => new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    wake = () => {
      clearTimeout(timer);
      resolve();
    };
  });

  /**
   * Computes the dashboard's top metric of every company once the projections have caught up after
   * the start, then brings it up to date every minute (dashboardTopMetric.ts) until the service stops.
   */
  async function warmDashboard(): Promise<void> {
    while (!stopping && ready.check() !== true) await pause(1_000);
    for (let first = true; !stopping; first = false) {
      const started = performance.now();
      try {
        const warmed = await topMetric.warm(() => stopping);
        const fields = { warmed, ms: Math.round(performance.now() - started) };
        if (first) deps.log.info(fields, 'dashboard top metric computed after the start');
        else deps.log.debug(fields, 'dashboard top metric brought up to date');
      } catch (error) {
        // Only a head start: the next dashboard request computes what is missing.
        deps.log.warn({ error: error instanceof Error ? error.message : String(error) }, 'dashboard top metric not brought up to date');
      }
      if (!stopping) await pause(TOP_METRIC_REFRESH_MS);
    }
  }

  async function registerRoutes(app: FastifyInstance, authenticator: Authenticator): Promise<void> {
    live = new LiveGateway(authenticator, deps.bus, deps.events);
    await live.start();
    await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
    live.register(app);
    registerProfileQueries(app, readModels);
    registerCompanyQueries(app, readModels);
    registerAssortmentQueries(app, readModels);
    registerBrandQueries(app, readModels);
    registerSourceQueries(app, readModels, deps.scrapeProxies ?? []);
    registerScrapingQueries(app, readModels);
    registerScrapeExceptionQueries(app, readModels);
    registerScrapeRecordQueries(app, readModels);
    registerAdminScrapeJobQueries(app, readModels, deps.events);
    registerAdminScrapeRecordQueries(app, readModels);
    registerScrapeHealthQueries(app, readModels);
    registerReadModelRoutes(app, readModels, manager, deps.events);
    registerAdminSourceQueries(app, readModels);
    registerCompanyStatisticsQueries(app, readModels);
    registerComparisonProductQueries(app, readModels);
    registerDiscoveryQueries(app, readModels, deps.discoveryServices);
    registerAgentJobQueries(app, readModels);
    registerPriceAnalysisQueries(app, readModels);
    registerPriceRuleQueries(app, readModels);
    registerPricingSettingsQueries(app, readModels);
    registerPriceAnalysisSettingsQueries(app, readModels);
    registerErpConnectionQueries(app, readModels);
    registerDataMappingQueries(app, readModels);
    registerDeploymentQueries(app, deps.academy, deps.clientConfig);
    registerFeedQueries(app, readModels, createFeedPickupWriter(deps.events));
    registerPricingRunQueries(app, readModels);
    registerDashboardQueries(app, readModels, { topMetric });
    registerPriceDevelopmentQueries(app, readModels);
    registerInsightQueries(app, readModels);
    registerAlertQueries(app, readModels, { emailAvailable: deps.alertEmailAvailable ?? false });
    registerExportRoutes(app, readModels);
    registerAdjustmentQueries(app, readModels, deps.events);
    registerPriceEngineOverview(app, readModels);
  }

  return {
    manager,
    readModels,
    directory,
    registerRoutes,
    /** Ready once every read model has caught up with the log as it was at start, while every projection runs (projectionHealth.ts). */
    readiness: {
      name: 'projections',
      check: async (): Promise<true | string> => ready.check(),
    },
    liveConnections: () => live?.connectionCount() ?? 0,
    start: async () => {
      unregisterMetrics = registerProjectionMetrics(metricsRegistry, health);
      await ready.started();
      await manager.start();
      stopping = false;
      warming = warmDashboard();
    },
    stop: async () => {
      stopping = true;
      wake?.();
      await warming;
      unregisterMetrics?.();
      await live?.stop();
      await manager.stop();
    },
  };
}

export type ProjectionService = ReturnType<typeof createProjectionService>;
