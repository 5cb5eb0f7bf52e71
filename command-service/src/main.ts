/** The command service as its own process (distributed mode). */
import {
  appVersion,
  createAuthenticator,
  createEventStoreFromEnv,
  createProcessViews,
  createHttpApp,
  createTokenService,
  installAuth,
  loadEnv,
  onShutdownSignal,
  runMain,
  registerApiNotFound,
  registerHealthRoutes,
  eventStoreReadiness,
  viewsReadiness,
} from '@pm/platform';
import { createCommandService } from './commandService.ts';
import { seedDemo } from './seed/seedDemo.ts';

async function main(): Promise<void> {
  const env = loadEnv();
  const events = createEventStoreFromEnv(env);
  const tokens = createTokenService(env);
  const app = createHttpApp({ logLevel: env.LOG_LEVEL, bodyLimit: env.BODY_LIMIT_BYTES, version: appVersion(env) });
  const service = createCommandService({ store: events, tokens, cookieSecure: env.COOKIE_SECURE });
  const views = createProcessViews(env, events, service.views, app.log, 'command-service');
  service.follow(views);
  let draining = false;
  installAuth(app, createAuthenticator(env, tokens, service.directory));
  registerHealthRoutes(app, [eventStoreReadiness(events), viewsReadiness(views)], () => draining);
  await service.registerRoutes(app);
  registerApiNotFound(app);
  if (env.SEED_DEMO) await seedDemo(service, env.DEMO_PASSWORD);
  await service.resumeProductImports();
  await views.start();
  await app.listen({ port: env.PORT, host: env.HOST });
  onShutdownSignal(async () => {
    draining = true;
    await app.close();
    await views.stop();
    await events.close();
  });
}

runMain(main);
