import type { FastifyInstance } from 'fastify';

export interface ReadinessCheck {
  name: string;
  check: () => Promise<boolean | string>;
}

/** `/healthz`: the process lives. `/readyz`: every dependency answers and we are not draining. */
export function registerHealthRoutes(app: FastifyInstance, checks: ReadinessCheck[], isDraining: () => boolean): void {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
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
