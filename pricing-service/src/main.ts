/**
 * pricing-service as its own process (distributed mode): the pricing view, rule-engine runs from
 * the `pricing-runs` work queue, the daily scheduled runs, the morning feed sync, and its HTTP
 * routes (start a run, test-filter, what-if) behind the gateway. Several instances may run: a run
 * is one queue message, its writes go through its decider at the revision read, and scheduled run
 * ids are derived from company and date.
 */
import {
  createAuthenticator,
  createBusFromEnv,
  createEventStoreFromEnv,
  createEventStoreUsers,
  createProcessViews,
  createTokenService,
  eventStoreReadiness,
  installAuth,
  registerApiNotFound,
  runService,
  viewsReadiness,
} from '@pm/platform';
import { registerPricingRoutes } from './http/pricingRoutes.ts';
import { createPricingService } from './runtime/pricingService.ts';
import { createFeedSyncScheduler } from './feedSync/feedSyncScheduler.ts';
import { createMorningSync, type MorningSync } from './feedSync/morningSync.ts';
import { createErpSetup } from './erpRefresh/erpSetup.ts';
import { registerDataMappingRoutes } from './dataMapping/dataMappingRoutes.ts';
import { registerErpWriteRoutes } from './erpWrite/erpWriteRoutes.ts';

runService(async ({ env, app }) => {
  const events = createEventStoreFromEnv(env);
  const bus = await createBusFromEnv(env, 'pricing-service');
  // The morning sync (issue 15 item 9): inputs refresh → scheduled run → feed sync, in that order; the gates are the morning sync's.
  let morning: MorningSync | null = null;
  const pricing = createPricingService({ events, bus, log: app.log, scheduledRunMayStart: (companyId, date) => morning?.runMayStart(companyId, date) ?? false });
  const feedSync = createFeedSyncScheduler({ events, log: app.log, mayRun: (companyId, date) => morning?.feedMaySync(companyId, date) ?? false });
  const erp = createErpSetup({ events, secretKey: env.ERP_SECRET_KEY, log: app.log });
  morning = createMorningSync({ events, log: app.log, refreshes: erp.refreshes, feedSync });
  const views = createProcessViews(env, events, [...pricing.views, ...feedSync.views, ...erp.writeBack.views], app.log, 'pricing-service');
  // Users are read from their streams, as on the command side: this service reads the log anyway.
  installAuth(app, createAuthenticator(env, createTokenService(env), createEventStoreUsers(events).directory));
  registerPricingRoutes(app, { view: pricing.view, isReady: pricing.isReady, events, erp });
  registerDataMappingRoutes(app, { events, openShopSystem: erp.openShopSystem });
  registerErpWriteRoutes(app, erp.writeBack);
  registerApiNotFound(app);
  return {
    readiness: [eventStoreReadiness(events), viewsReadiness(views), { name: 'pricing', check: async () => pricing.isReady() || 'catching up with the event log' }],
    async start() {
      await views.start();
      await pricing.start(views);
      await feedSync.start(views);
      erp.writeBack.start(views);
      if (env.MORNING_SYNC_ENABLED) morning?.start();
    },
    async stop() {
      await morning?.stop();
      await erp.refreshes.stop();
      await erp.writeBack.stop();
      await feedSync.stop();
      await pricing.stop();
      await views.stop();
      await bus.close();
      await events.close();
    },
  };
});
