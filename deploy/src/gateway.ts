/**
 * Distributed mode's front door: one origin for the browser. Serves the web app and routes
 * `/api` by method — reads (GET/HEAD, and the live WebSocket) to the projection service,
 * writes (POST/PUT/PATCH/DELETE) to the command service, except pricing-service's own routes
 * (start a run, test-filter, what-if) and the scraper service's probe (`gatewayRoutes.ts`).
 */
import { stringify as toYaml } from 'yaml';
import { API_DOCS_PREFIX, runService } from '@pm/platform';
import { mergeOpenApi, type OpenApiDocument } from './apiDocsMerge.ts';
import { registerGatewayProxies } from './gatewayRoutes.ts';
import { registerWebApp } from './webStatic.ts';

runService(async ({ env, app }) => {
  const upstreamReady = (url: string) => async () => (await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2_000) })).ok;
  await registerGatewayProxies(app, { projection: env.PROJECTION_SERVICE_URL, command: env.COMMAND_SERVICE_URL, pricing: env.PRICING_SERVICE_URL, scraper: env.SCRAPER_SERVICE_URL });
  // One API reference for the one origin: the upstreams' documents merged (their Swagger UI page,
  // reached through the read proxy, loads `./json` from here).
  const upstreams = [env.PROJECTION_SERVICE_URL, env.COMMAND_SERVICE_URL, env.PRICING_SERVICE_URL];
  const mergedDocs = async () =>
    mergeOpenApi(await Promise.all(upstreams.map(async (url) => (await (await fetch(`${url}${API_DOCS_PREFIX}/json`, { signal: AbortSignal.timeout(5_000) })).json()) as OpenApiDocument)));
  app.get(`${API_DOCS_PREFIX}/json`, { config: { access: 'public' } }, mergedDocs);
  app.get(`${API_DOCS_PREFIX}/yaml`, { config: { access: 'public' } }, async (_request, reply) => reply.type('application/x-yaml').send(toYaml(await mergedDocs())));
  await registerWebApp(app, env.WEB_DIST_DIR);
  return {
    readiness: [
      { name: 'commandService', check: upstreamReady(env.COMMAND_SERVICE_URL) },
      { name: 'projectionService', check: upstreamReady(env.PROJECTION_SERVICE_URL) },
      { name: 'pricingService', check: upstreamReady(env.PRICING_SERVICE_URL) },
    ],
    start: async () => undefined,
    stop: async () => undefined,
  };
}, { apiDocs: false });
