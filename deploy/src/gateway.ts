/**
 * Distributed mode's front door: one origin for the browser. Serves the web app and routes
 * `/api` by method — reads (GET/HEAD, and the live WebSocket) to the projection service,
 * writes (POST/PUT/PATCH/DELETE) to the command service, except pricing-service's own routes
 * (test-filter, what-if).
 */
import proxy from '@fastify/http-proxy';
import { appVersion, createHttpApp, loadEnv, onShutdownSignal, runMain, registerHealthRoutes } from '@pm/platform';
import { registerWebApp } from './webStatic.ts';

/** The POST routes pricing-service answers itself (start a run, test-filter, what-if); every other write goes to the command service. */
const PRICING_SERVICE_ROUTES = ['/api/company/:companyId/price-rules/test-filter', '/api/company/:companyId/pricing/what-if', '/api/company/:companyId/pricing-runs'];

async function main(): Promise<void> {
  const env = loadEnv();
  const app = createHttpApp({ logLevel: env.LOG_LEVEL, bodyLimit: env.BODY_LIMIT_BYTES, version: appVersion(env) });
  let draining = false;
  const upstreamReady = (url: string) => async () => (await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2_000) })).ok;
  registerHealthRoutes(app, [
    { name: 'commandService', check: upstreamReady(env.COMMAND_SERVICE_URL) },
    { name: 'projectionService', check: upstreamReady(env.PROJECTION_SERVICE_URL) },
    { name: 'pricingService', check: upstreamReady(env.PRICING_SERVICE_URL) },
  ], () => draining);
  await app.register(proxy, { upstream: env.PROJECTION_SERVICE_URL, prefix: '/api', rewritePrefix: '/api', httpMethods: ['GET', 'HEAD'], websocket: true });
  await app.register(proxy, { upstream: env.COMMAND_SERVICE_URL, prefix: '/api', rewritePrefix: '/api', httpMethods: ['POST', 'PUT', 'PATCH', 'DELETE'] });
  // pricing-service answers these from its pricing view; their routes are more specific than `/api/*`.
  for (const route of PRICING_SERVICE_ROUTES) await app.register(proxy, { upstream: env.PRICING_SERVICE_URL, prefix: route, rewritePrefix: route, httpMethods: ['POST'] });
  await registerWebApp(app, env.WEB_DIST_DIR);
  await app.listen({ port: env.PORT, host: env.HOST });
  onShutdownSignal(async () => {
    draining = true;
    await app.close();
  });
}

runMain(main);
