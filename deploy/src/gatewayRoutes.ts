/**
 * The distributed gateway's routing of `/api` (deploy/src/gateway.ts): reads (GET/HEAD, and the
 * live WebSocket) to the projection service, writes (POST/PUT/PATCH/DELETE) to the command
 * service, except the routes pricing-service and the scraper service answer themselves. Apart
 * from the process so that a test routes requests through it in-process.
 */
import proxy from '@fastify/http-proxy';
import type { FastifyInstance } from 'fastify';

/** The POST routes pricing-service answers itself (start a run, test-filter, what-if); every other write goes to the command service. */
export const PRICING_SERVICE_ROUTES = ['/api/company/:companyId/price-rules/test-filter', '/api/company/:companyId/pricing/what-if', '/api/company/:companyId/pricing-runs'];
/** The POST routes the scraper service answers itself (the wizards' probe). */
export const SCRAPER_SERVICE_ROUTES = ['/api/admin/source-wizard/probe'];

export interface GatewayUpstreams {
  projection: string;
  command: string;
  pricing: string;
  scraper: string;
}

export async function registerGatewayProxies(app: FastifyInstance, upstreams: GatewayUpstreams): Promise<void> {
  await app.register(proxy, { upstream: upstreams.projection, prefix: '/api', rewritePrefix: '/api', httpMethods: ['GET', 'HEAD'], websocket: true });
  await app.register(proxy, { upstream: upstreams.command, prefix: '/api', rewritePrefix: '/api', httpMethods: ['POST', 'PUT', 'PATCH', 'DELETE'] });
  // These services answer their own routes; the routes are more specific than `/api/*`.
  for (const route of PRICING_SERVICE_ROUTES) await app.register(proxy, { upstream: upstreams.pricing, prefix: route, rewritePrefix: route, httpMethods: ['POST'] });
  for (const route of SCRAPER_SERVICE_ROUTES) await app.register(proxy, { upstream: upstreams.scraper, prefix: route, rewritePrefix: route, httpMethods: ['POST'] });
}
