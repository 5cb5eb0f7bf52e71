/** The command service as its own process (distributed mode). */
import { createAuthenticator, createEventStoreFromEnv, createProcessViews, createTokenService, eventStoreReadiness, installAuth, registerApiNotFound, runService, viewsReadiness } from '@pm/platform';
import { createCommandService } from './commandService.ts';
import { seedDemo } from './seed/seedDemo.ts';

runService(async ({ env, app }) => {
  const events = createEventStoreFromEnv(env);
  const tokens = createTokenService(env);
  const service = createCommandService({ store: events, tokens, cookieSecure: env.COOKIE_SECURE });
  const views = createProcessViews(env, events, service.views, app.log, 'command-service');
  service.follow(views);
  installAuth(app, createAuthenticator(env, tokens, service.directory));
  await service.registerRoutes(app);
  registerApiNotFound(app);
  return {
    readiness: [eventStoreReadiness(events), viewsReadiness(views)],
    async start() {
      if (env.SEED_DEMO) await seedDemo(service, env.DEMO_PASSWORD);
      await service.resumeProductImports();
      await views.start();
    },
    async stop() {
      await views.stop();
      await events.close();
    },
  };
});
