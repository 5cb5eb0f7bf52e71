/** The projection service as its own process (distributed mode): projections, queries, live gateway. */
import {
  createAuthenticator,
  createBusFromEnv,
  createDocumentStoreFromEnv,
  createEventStoreFromEnv,
  createTokenService,
  documentStoreReadiness,
  eventStoreReadiness,
  installAuth,
  llmFromEnv,
  registerApiNotFound,
  runService,
  searchApiFromEnv,
} from '@pm/platform';
import { deploymentContent } from './deploymentContent.ts';
import { createProjectionService } from './projectionService.ts';

runService(async ({ env, app }) => {
  const content = deploymentContent(env);
  const events = createEventStoreFromEnv(env);
  const docs = await createDocumentStoreFromEnv(env);
  const bus = await createBusFromEnv(env, 'projection-service');
  const service = createProjectionService({ events, docs, bus, log: app.log, minPositionWaitMs: env.MIN_POSITION_WAIT_MS, alertEmailAvailable: env.SMTP_HOST !== undefined, discoveryServices: { searchApiConfigured: searchApiFromEnv(env) !== null, aiModel: llmFromEnv(env)?.model ?? null }, ...content });
  // Queries authenticate against the users read model: the query side never reads streams.
  const authenticator = createAuthenticator(env, createTokenService(env), service.directory);
  installAuth(app, authenticator);
  await service.registerRoutes(app, authenticator);
  registerApiNotFound(app);
  return {
    readiness: [eventStoreReadiness(events), documentStoreReadiness(docs), service.readiness],
    start: () => service.start(),
    async stop() {
      await service.stop();
      await bus.close();
      await docs.close();
      await events.close();
    },
  };
});
