/**
 * The scraper as its own process (distributed mode): scheduler, dispatcher and workers over the
 * shared event store and the bus; the demo competitor web beside it when DEMO_WEB is set.
 * Scale workers by running more of these: jobs are shared through the work queue, and job
 * creation is safe to race (expected revisions, derived ids for scrape-now answers).
 */
import {
  appVersion,
  createBusFromEnv,
  createEventStoreFromEnv,
  createProcessViews,
  createHttpApp,
  eventStoreReadiness,
  loadEnv,
  onShutdownSignal,
  registerApiNotFound,
  registerHealthRoutes,
  runMain,
  viewsReadiness,
} from '@pm/platform';
import { startDemoWeb, type DemoWeb } from './demoWeb/index.ts';
import { scraperOptionsFromEnv } from './pipeline/scraperOptionsFromEnv.ts';
import { createScraperService, type ScraperService } from './pipeline/scraperService.ts';

async function main(): Promise<void> {
  const env = loadEnv();
  const events = createEventStoreFromEnv(env);
  const bus = await createBusFromEnv(env, 'scraper-service');
  const app = createHttpApp({ logLevel: env.LOG_LEVEL, bodyLimit: env.BODY_LIMIT_BYTES, version: appVersion(env) });
  let draining = false;
  let started = false;
  const demoWeb: DemoWeb | null = env.DEMO_WEB ? await startDemoWeb({ port: env.DEMO_WEB_PORT, host: '127.0.0.1' }) : null;
  const scraper: ScraperService | null = env.SCRAPE_ENABLED ? createScraperService({ events, bus, log: app.log, options: scraperOptionsFromEnv(env, demoWeb?.proxyUrl ?? null) }) : null;
  const views = createProcessViews(env, events, scraper?.views ?? [], app.log, 'scraper-service');
  registerHealthRoutes(app, [eventStoreReadiness(events), viewsReadiness(views), { name: 'scraper', check: async () => started || 'catching up with the event log' }], () => draining);
  registerApiNotFound(app);

  await app.listen({ port: env.PORT, host: env.HOST });
  await views.start();
  await scraper?.start(views);
  started = true;
  if (!scraper) app.log.warn('SCRAPE_ENABLED is false: this scraper process schedules and runs nothing');

  onShutdownSignal(async () => {
    draining = true;
    await app.close();
    await scraper?.stop();
    await views.stop();
    await demoWeb?.stop();
    await bus.close();
    await events.close();
  });
}

runMain(main);
