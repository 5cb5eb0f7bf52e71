/**
 * The scraper as its own process (distributed mode): scheduler, dispatcher and workers over the
 * shared event store and the bus (the launcher names the demo web's proxy in SCRAPE_DEMO_PROXY_URL).
 * Scale workers by running more of these: jobs are shared through the work queue, and job
 * creation is safe to race (expected revisions, derived ids for scrape-now answers).
 */
import { createAuthenticator, createBusFromEnv, createEventStoreFromEnv, createEventStoreUsers, createProcessViews, createTokenService, eventStoreReadiness, installAuth, registerApiNotFound, runService, viewsReadiness } from '@pm/platform';
import { scraperOptionsFromEnv } from './pipeline/scraperOptionsFromEnv.ts';
import { createScraperService, DEFAULT_SCRAPER_OPTIONS, type ScraperService } from './pipeline/scraperService.ts';
import { createSourceProbe } from './wizard/sourceProbe.ts';
import { probeOptionsFromEnv, registerSourceWizardRoutes } from './wizard/sourceWizardRoutes.ts';

runService(async ({ env, app }) => {
  const events = createEventStoreFromEnv(env);
  const bus = await createBusFromEnv(env, 'scraper-service');
  const scraper: ScraperService | null = env.SCRAPE_ENABLED ? createScraperService({ events, bus, log: app.log, options: scraperOptionsFromEnv(env, null) }) : null;
  const views = createProcessViews(env, events, scraper?.views ?? [], app.log, 'scraper-service');
  // The probe route is the scraper's only API route: signed-in platform admins, like the other services' admin routes.
  installAuth(app, createAuthenticator(env, createTokenService(env), createEventStoreUsers(events).directory));
  // The wizards' probe (POST /api/admin/source-wizard/probe, routed here by the gateway).
  const probe = createSourceProbe(probeOptionsFromEnv(env, { ...DEFAULT_SCRAPER_OPTIONS, ...scraperOptionsFromEnv(env, null) }));
  registerSourceWizardRoutes(app, probe);
  registerApiNotFound(app);
  return {
    readiness: [eventStoreReadiness(events), viewsReadiness(views)],
    async start() {
      await views.start();
      await scraper?.start(views);
      if (!scraper) app.log.warn('SCRAPE_ENABLED is false: this scraper process schedules and runs nothing');
    },
    async stop() {
      await scraper?.stop();
      await probe.close();
      await views.stop();
      await bus.close();
      await events.close();
    },
  };
});
