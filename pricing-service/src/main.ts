/**
 * pricing-service as its own process (distributed mode): the pricing view, rule-engine runs from
 * the `pricing-runs` work queue, the daily scheduled runs, and its HTTP routes (test-filter,
 * what-if) behind the gateway. Several instances may run: a run is one queue message, its writes
 * name expected revisions, and scheduled run ids are derived from company and date.
 */

import {
  appVersion,
  createAuthenticator,
  createEventStoreUsers,
  createBusFromEnv,
  createProcessViews,
  createEventStoreFromEnv,
  createHttpApp,
  createTokenService,
  eventStoreReadiness,
  installAuth,
  loadEnv,
  onShutdownSignal,
  registerApiNotFound,
  registerHealthRoutes,
  runMain,
  viewsReadiness,
} from '@pm/platform';
import { registerPricingRoutes } from './http/pricingRoutes.ts';
import { createPricingService } from './runtime/pricingService.ts';
import { createFeedSyncScheduler } from './feedSync/feedSyncScheduler.ts';

async function main(): Promise<void> {
  const env = loadEnv();
  const events = createEventStoreFromEnv(env);
  const bus = await createBusFromEnv(env, 'pricing-service');
  const tokens = createTokenService(env);
  const app = createHttpApp({ logLevel: env.LOG_LEVEL, bodyLimit: env.BODY_LIMIT_BYTES, version: appVersion(env) });
  const pricing = createPricingService({ events, bus, log: app.log });
  // The morning feed sync: one sync per company and local date (its decider), so replicas never double it.
  const feedSync = createFeedSyncScheduler({ events, log: app.log });
  const views = createProcessViews(env, events, [...pricing.views, ...feedSync.views], app.log, 'pricing-service');
  // Users are read from their streams, as on the command side: this service reads the log anyway.
  const authenticator = createAuthenticator(env, tokens, createEventStoreUsers(events).directory);
  let draining = false;
  installAuth(app, authenticator);
  registerHealthRoutes(app, [eventStoreReadiness(events), viewsReadiness(views), { name: 'pricing', check: async () => pricing.isReady() || 'catching up with the event log' }], () => draining);
  registerPricingRoutes(app, { view: pricing.view, isReady: pricing.isReady, events });
  registerApiNotFound(app);
  await app.listen({ port: env.PORT, host: env.HOST });
  await views.start();
  await pricing.start(views);
  await feedSync.start(views);

  onShutdownSignal(async () => {
    draining = true;
    await app.close();
    await feedSync.stop();
    await pricing.stop();
    await views.stop();
    await bus.close();
    await events.close();
  });
}

runMain(main);
