import type { FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import type { EventStore, LlmConfig, TokenService, ViewRuntime } from '@pm/platform';
import { createAdjustmentCommands } from './adjustments/adjustmentCommands.ts';
import { registerAdjustmentRoutes } from './adjustments/adjustmentRoutes.ts';
import { registerAuthRoutes } from './auth/authRoutes.ts';
import { createCompanyCommands } from './companies/companyCommands.ts';
import { registerCategoryRoutes } from './categories/categoryRoutes.ts';
import { createCategoryCommands } from './categories/categoryCommands.ts';
import { registerCompanyRoutes } from './companies/companyRoutes.ts';
import { createScrapeExceptionCommands } from './scrapeExceptions/scrapeExceptionCommands.ts';
import { registerScrapeExceptionRoutes } from './scrapeExceptions/scrapeExceptionRoutes.ts';
import { createAdminScrapeJobCommands } from './adminScrapeJobs/adminScrapeJobCommands.ts';
import { registerAdminScrapeJobRoutes } from './adminScrapeJobs/adminScrapeJobRoutes.ts';
import { createProductCommands } from './products/productCommands.ts';
import { registerProductRoutes } from './products/productRoutes.ts';
import { createScrapeNowCommands } from './scraping/scrapeNowCommands.ts';
import { registerScrapeNowRoutes } from './scraping/scrapeNowRoutes.ts';
import { createProductImportCommands } from './productImports/productImportCommands.ts';
import { registerProductImportRoutes } from './productImports/productImportRoutes.ts';
import { createSourceCommands } from './sources/sourceCommands.ts';
import { registerSourceRoutes } from './sources/sourceRoutes.ts';
import { registerAdminSourceRoutes } from './adminSources/adminSourceRoutes.ts';
import { registerSourceWizardRoutes } from './sourceWizard/sourceWizardRoutes.ts';
import { createChannelReferences } from './pricingSettings/channelReferences.ts';
import { createPricingSettingsCommands } from './pricingSettings/pricingSettingsCommands.ts';
import { registerPricingSettingsRoutes } from './pricingSettings/pricingSettingsRoutes.ts';
import { registerPriceAnalysisSettingsRoutes } from './priceAnalysisSettings/priceAnalysisSettingsRoutes.ts';
import { createUserCommands } from './users/userCommands.ts';
import { createUserRepository } from './users/userRepository.ts';
import { registerUserRoutes } from './users/userRoutes.ts';
import { createPriceRuleCommands } from './priceRules/priceRuleCommands.ts';
import { registerPriceRuleRoutes } from './priceRules/priceRuleRoutes.ts';
import { createOutputFeedCommands } from './outputFeed/outputFeedCommands.ts';
import { registerOutputFeedRoutes } from './outputFeed/outputFeedRoutes.ts';
import { createAlertRuleCommands, type AlertRuleCommandOptions } from './alerts/alertRuleCommands.ts';
import { registerAlertRoutes } from './alerts/alertRoutes.ts';
import { createAlertNotifier, type NotifierLog } from './alerts/alertNotifier.ts';
import { createAlertDelivery, type AlertDeliveryOptions } from './alerts/alertDelivery.ts';
import { createDiscoveryCommands } from './discovery/discoveryCommands.ts';
import { createDiscoveryIndex } from './discovery/discoveryIndex.ts';
import { registerDiscoveryRoutes } from './discovery/discoveryRoutes.ts';
import { createDiscoveryAgent } from './discovery/discoveryAgent.ts';
import { registerAgentJobRoutes } from './discovery/agentJobRoutes.ts';
import { createDiscoveryAi } from './discovery/discoveryAi.ts';
import { registerDiscoveryAiRoutes } from './discovery/discoveryAiRoutes.ts';
import { createLlmClient } from './discovery/llmClient.ts';
import { availableSearchMethods } from '@pm/contracts/domain';
import { streams } from '@pm/contracts/events';

export interface CommandServiceDeps {
  store: EventStore;
  tokens: TokenService;
  cookieSecure: boolean;
  /** Ids of the proxies the deployment configures (`SCRAPE_PROXIES`), which companies may choose for their sources. */
  scrapeProxyIds?: readonly string[];
  /** Price alerts: whether e-mail can be sent, the webhook check, where the notifier logs. */
  alerts?: Partial<AlertRuleCommandOptions> & { log?: NotifierLog; delivery?: AlertDeliveryOptions };
  /** Discovery's external services (SEARCH_API_*, LLM_*): the search API makes the Google methods available; the LLM the AI actions. */
  discovery?: { searchApiConfigured?: boolean; llm?: LlmConfig | null };
}

/** The command side: deciders over the event store, exposed as HTTP routes. */
export function createCommandService(deps: CommandServiceDeps) {
  const users = createUserRepository(deps.store);
  const userCommands = createUserCommands(deps.store, users);
  const companyCommands = createCompanyCommands(deps.store);
  const sourceCommands = createSourceCommands(deps.store, { proxyIds: deps.scrapeProxyIds ?? [] });
  const categoryCommands = createCategoryCommands(deps.store);
  const productCommands = createProductCommands(deps.store, sourceCommands);
  const scrapeNowCommands = createScrapeNowCommands(deps.store, sourceCommands);
  const scrapeExceptionCommands = createScrapeExceptionCommands(deps.store);
  const adminScrapeJobCommands = createAdminScrapeJobCommands(deps.store, sourceCommands, { proxyIds: deps.scrapeProxyIds ?? [] });
  const productImports = createProductImportCommands(deps.store, productCommands);
  const channelReferences = createChannelReferences();
  const priceRuleCommands = createPriceRuleCommands(deps.store, channelReferences);
  const adjustmentCommands = createAdjustmentCommands(deps.store);
  const pricingSettingsCommands = createPricingSettingsCommands(deps.store, sourceCommands, channelReferences);
  const outputFeedCommands = createOutputFeedCommands(deps.store);
  const alertNotifier = createAlertNotifier(deps.store, deps.alerts?.log ?? { warn: () => {} });
  const alertRuleCommands = createAlertRuleCommands(deps.store, { emailConfigured: deps.alerts?.emailConfigured ?? false, ...(deps.alerts?.checkWebhook ? { checkWebhook: deps.alerts.checkWebhook } : {}), brandsOf: alertNotifier.brandsOf });
  const discoveryIndex = createDiscoveryIndex(deps.store);
  const discoveryCommands = createDiscoveryCommands({ store: deps.store, products: productCommands, sources: sourceCommands, scrapeNow: scrapeNowCommands, index: discoveryIndex, options: { availableMethods: availableSearchMethods(deps.discovery?.searchApiConfigured ?? false) } });
  const discoveryAgent = createDiscoveryAgent({ store: deps.store, commands: discoveryCommands, sources: sourceCommands, scrapeNow: scrapeNowCommands, log: deps.alerts?.log ?? { warn: () => {} }, headPosition: () => deps.store.headPosition() });
  const discoveryAi = createDiscoveryAi({ llm: deps.discovery?.llm ? createLlmClient(deps.discovery.llm) : null, discovery: discoveryCommands, products: productCommands, sources: sourceCommands });
  const alertDelivery = deps.alerts?.delivery ? createAlertDelivery(deps.store, deps.alerts.log ?? { warn: () => {} }, deps.alerts.delivery) : null;

  async function registerRoutes(app: FastifyInstance): Promise<void> {
    await app.register(cookie);
    registerAuthRoutes(app, { tokens: deps.tokens, userCommands, users, cookieSecure: deps.cookieSecure });
    registerUserRoutes(app, userCommands);
    registerCompanyRoutes(app, companyCommands, userCommands);
    registerSourceRoutes(app, sourceCommands);
    registerAdminSourceRoutes(app, sourceCommands);
    registerProductRoutes(app, productCommands);
    registerCategoryRoutes(app, categoryCommands);
    registerScrapeNowRoutes(app, scrapeNowCommands);
    registerScrapeExceptionRoutes(app, scrapeExceptionCommands);
    registerSourceWizardRoutes(app, sourceCommands, scrapeExceptionCommands);
    registerAdminScrapeJobRoutes(app, adminScrapeJobCommands);
    registerProductImportRoutes(app, productImports);
    registerPriceRuleRoutes(app, priceRuleCommands);
    registerAdjustmentRoutes(app, adjustmentCommands);
    registerPricingSettingsRoutes(app, pricingSettingsCommands);
    registerPriceAnalysisSettingsRoutes(app, deps.store);
    registerOutputFeedRoutes(app, outputFeedCommands);
    registerAlertRoutes(app, alertRuleCommands);
    registerDiscoveryRoutes(app, discoveryCommands);
    registerDiscoveryAiRoutes(app, discoveryAi);
    registerAgentJobRoutes(app, discoveryAgent, async (companyId) => (await deps.store.readStream(streams.company(companyId), { maxCount: 1 })).length > 0);
  }

  /** Finishes CSV imports a stopped process left accepted but not applied; call once at start. */
  const resumeProductImports = () => productImports.applier.resumePending();

  /** The command side's views of the log, for the process's view runtime. */
  const views = [adjustmentCommands.pending.view, alertNotifier.view, alertRuleCommands.view, discoveryIndex.view, discoveryAgent.view, ...(alertDelivery ? [alertDelivery.view] : [])];
  /** Connects the views to the runtime that applies them (before any "confirm all"). */
  const follow = (runtime: ViewRuntime) => {
    adjustmentCommands.pending.follow(runtime.at);
    discoveryIndex.follow(runtime.at);
    alertRuleCommands.follow(runtime.at);
    discoveryAgent.start(runtime.at);
    // Alert e-mails and webhooks go out once the log is read up to its head at start.
    void alertDelivery?.start(runtime.at);
  };

  return { views, follow, categoryCommands, users, userCommands, companyCommands, sourceCommands, productCommands, scrapeExceptionCommands, productImports, adjustmentCommands, priceRuleCommands, pricingSettingsCommands, outputFeedCommands, alertRuleCommands, alertNotifier, alertDelivery, resumeProductImports, discoveryCommands, discoveryAgent, directory: users.directory, registerRoutes };
}

export type CommandService = ReturnType<typeof createCommandService>;
