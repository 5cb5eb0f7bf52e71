/** The command service as its own process (distributed mode). */
import { createAuthenticator, createEventStoreFromEnv, createProcessViews, createTokenService, eventStoreReadiness, installAuth, llmFromEnv, registerApiNotFound, runService, searchApiFromEnv, viewsReadiness } from '@pm/platform';
import { createCommandService } from './commandService.ts';
import { alertOptionsFromEnv } from './alerts/alertOptionsFromEnv.ts';
import { createImportResumption } from './productImports/importResumption.ts';
import { seedDemo } from './seed/seedDemo.ts';

runService(async ({ env, app }) => {
  const events = createEventStoreFromEnv(env);
  const tokens = createTokenService(env);
  const service = createCommandService({ store: events, tokens, cookieSecure: env.COOKIE_SECURE, scrapeProxyIds: env.SCRAPE_PROXIES.map((proxy) => proxy.id), alerts: alertOptionsFromEnv(env, app.log), discovery: { searchApiConfigured: searchApiFromEnv(env) !== null, llm: llmFromEnv(env) } });
  const views = createProcessViews(env, events, service.views, app.log, 'command-service');
  service.follow(views);
  // Imports a crash interrupted are finished in the background; readiness names them meanwhile (issue 11).
  const imports = createImportResumption(service.productImports.applier, app.log);
  installAuth(app, createAuthenticator(env, tokens, service.directory));
  await service.registerRoutes(app);
  registerApiNotFound(app);
  return {
    readiness: [eventStoreReadiness(events), viewsReadiness(views), imports.readiness],
    async start() {
      if (env.SEED_DEMO) await seedDemo(service, env.DEMO_PASSWORD);
      await views.start();
      await imports.start();
    },
    async stop() {
      await imports.stop();
      await views.stop();
      await events.close();
    },
  };
});
