import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { DocumentStore } from '../documentStore/documentStore.ts';
import type { EventStore } from '../eventStore/eventStore.ts';
import { metricsRegistry } from '../runtime/metrics.ts';

export interface ReadinessCheck {
  name: string;
  check: () => Promise<boolean | string>;
}

/** `/healthz`: the process lives. `/readyz`: every dependency answers and we are not draining. `/metrics`: Prometheus. */
const tags = ['operations'];
const readinessSchema = z.object({ status: z.enum(['ready', 'not ready']), checks: z.record(z.string(), z.string()) });

export function registerHealthRoutes(app: FastifyInstance, checks: ReadinessCheck[], isDraining: () => boolean): void {
  app.get('/healthz', { config: { access: 'public' }, schema: { tags, summary: 'Liveness: the process answers', response: { 200: z.object({ status: z.literal('ok') }) } } }, async () => ({ status: 'ok' }));
  // Prometheus text format; for the cluster's scraper, not the internet (the gateway does not route it).
  app.get('/metrics', { config: { access: 'public' }, schema: { tags, summary: 'Prometheus metrics (text exposition format)', response: { 200: { description: 'Prometheus text', content: { 'text/plain': { schema: z.string() } } } } } }, async (_request, reply) => {
    reply.header('content-type', metricsRegistry.contentType);
    return metricsRegistry.metrics();
  });
  app.get('/readyz', { config: { access: 'public' }, schema: { tags, summary: 'Readiness: every dependency answers and every view is current', response: { 200: readinessSchema, 503: readinessSchema } } }, async (_request, reply) => {
    const results: Record<string, string> = {};
    let ready = !isDraining();
    if (!ready) results['server'] = 'draining';
    for (const { name, check } of checks) {
      try {
        const result = await check();
        results[name] = result === true ? 'ok' : result === false ? 'failing' : result;
        if (result !== true) ready = false;
      } catch (error) {
        results[name] = error instanceof Error ? error.message : 'failing';
        ready = false;
      }
    }
    reply.status(ready ? 200 : 503);
    return { status: ready ? 'ready' : 'not ready', checks: results };
  });
}

/** Each store answers a cheap read. */
export const eventStoreReadiness = (events: EventStore): ReadinessCheck => ({ name: 'eventStore', check: async () => (await events.headPosition()) >= 0n });
export const documentStoreReadiness = (docs: DocumentStore): ReadinessCheck => ({ name: 'documentStore', check: async () => Array.isArray(await docs.listCollections()) });
