import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { apiNotFound } from '@pm/platform';

/**
 * Serves the built web app from the same origin as the API; any non-API GET that is not a file
 * gets index.html so the client router handles it. Unknown API paths answer 404 with a code.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string | undefined): Promise<void> {
  const root = distDir ? resolve(distDir) : undefined;
  const hasWeb = root !== undefined && existsSync(join(root, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, { root, wildcard: false, index: false, maxAge: '1h', immutable: false });
  }
  app.setNotFoundHandler((request, reply) => {
    if (apiNotFound(request.url) || !hasWeb || request.method !== 'GET') {
      return reply.status(404).send({ statusCode: 404, code: 'ROUTE_NOT_FOUND', error: 'The requested resource was not found.' });
    }
    // index.html must never be cached: it names the current hashed bundles.
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
