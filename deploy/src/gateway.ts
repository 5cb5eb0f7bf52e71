/**
 * Distributed mode's front door: one origin for the browser. Serves the web app and routes
 * `/api` by method — reads (GET/HEAD, and the live WebSocket) to the projection service,
 * writes (POST/PUT/PATCH/DELETE) to the command service, except pricing-service's own routes
 * (start a run, test-filter, what-if).
 */
import proxy from '@fastify/http-proxy';
import { stringify as toYaml } from 'yaml';
import { API_DOCS_PREFIX, runService } from '@pm/platform';
import { mergeOpenApi, type OpenApiDocument } from './apiDocsMerge.ts';
import { registerWebApp } from './webStatic.ts';

/** The POST routes pricing-service answers itself (start a run, test-filter, what-if); every other write goes to the command service. */
const PRICING_SERVICE_ROUTES = ['/api/company/:companyId/price-rules/test-filter', '/api/company/:companyId/pricing/what-if', '/api/company/:companyId/pricing-runs'];
/** The POST routes the scraper service answers itself (the wizards' probe). */
const SCRAPER_SERVICE_ROUTES = ['/api/admin/source-wizard/probe'];

runService(async ({ env, app }) => {
  const upstreamReady = (url: string) => async () => (await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2_000) })).ok;
  await app.register(proxy, { upstream: env.PROJECTION_SERVICE_URL, prefix: '/api', rewritePrefix: '/api', httpMethods: ['GET', 'HEAD'], websocket: true });
  await app.register(proxy, { upstream: env.COMMAND_SERVICE_URL, prefix: '/api', rewritePrefix: '/api', httpMethods: ['POST', 'PUT', 'PATCH', 'DELETE'] });
  // pricing-service answers these from its pricing view; their routes are more specific than `/api/*`.
  for (const route of PRICING_SERVICE_ROUTES) await app.register(proxy, { upstream: env.PRICING_SERVICE_URL, prefix: route, rewritePrefix: route, httpMethods: ['POST'] });
  for (const route of SCRAPER_SERVICE_ROUTES) await app.register(proxy, { upstream: env.SCRAPER_SERVICE_URL, prefix: route, rewritePrefix: route, httpMethods: ['POST'] });
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
