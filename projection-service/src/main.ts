/** The projection service as its own process (distributed mode): projections, queries, live gateway. */
import {
  appVersion,
  createAuthenticator,
  createBusFromEnv,
  createDocumentStoreFromEnv,
  createEventStoreFromEnv,
  createHttpApp,
  createTokenService,
  installAuth,
  loadEnv,
  onShutdownSignal,
  runMain,
  registerApiNotFound,
  registerHealthRoutes,
  eventStoreReadiness,
  documentStoreReadiness,
} from '@pm/platform';
import { deploymentContent } from './deploymentContent.ts';
import { createProjectionService } from './projectionService.ts';

async function main(): Promise<void> {
  const env = loadEnv();
  const events = createEventStoreFromEnv(env);
  const docs = await createDocumentStoreFromEnv(env);
  const bus = await createBusFromEnv(env, 'projection-service');
  const tokens = createTokenService(env);
  const app = createHttpApp({ logLevel: env.LOG_LEVEL, bodyLimit: env.BODY_LIMIT_BYTES, version: appVersion(env) });
  const service = createProjectionService({ events, docs, bus, log: app.log, minPositionWaitMs: env.MIN_POSITION_WAIT_MS, ...deploymentContent(env) });
  // Queries authenticate against the users read model: the query side never reads streams.
  const authenticator = createAuthenticator(env, tokens, service.directory);
  let draining = false;
  installAuth(app, authenticator);
  registerHealthRoutes(app, [
    eventStoreReadiness(events),
    documentStoreReadiness(docs),
    service.readiness,
  ], () => draining);
  await service.registerRoutes(app, authenticator);
  registerApiNotFound(app);
  await service.start();
  await app.listen({ port: env.PORT, host: env.HOST });
  onShutdownSignal(async () => {
    draining = true;
    await app.close();
    await service.stop();
    await bus.close();
    await docs.close();
    await events.close();
  });
}

runMain(main);
