import { existsSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { apiNotFound } from '@pm/platform';

/** Vite writes every bundle, stylesheet and font under assets/ with a content hash in its name. */
export const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';
/** index.html names the current bundles, so it is revalidated on every load; so is any unhashed file. */
export const REVALIDATE_CACHE = 'no-cache';

/** The Cache-Control of a file of the web build, by its path inside the build. */
export function webCacheControl(pathInBuild: string): string {
  const parts = pathInBuild.split(/[\\/]/);
  return parts.length > 1 && parts[0] === 'assets' ? HASHED_ASSET_CACHE : REVALIDATE_CACHE;
}

/**
 * Serves the built web app from the same origin as the API; any non-API GET that is not a file
 * gets index.html so the client router handles it. Unknown API paths answer 404 with a code.
 *
 * The build holds each text file also brotli- and gzip-compressed (`.br`, `.gz`, made by the
 * build, web/vite.config.ts); the one the browser accepts is sent, so nothing is compressed per
 * request. Hashed assets are cached for a year as immutable, index.html is revalidated each load.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string | undefined): Promise<void> {
  const root = distDir ? resolve(distDir) : undefined;
  const hasWeb = root !== undefined && existsSync(join(root, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      // The compressed copies are served in place of their file, never under their own name.
      globIgnore: ['**/*.br', '**/*.gz'],
      setHeaders: (reply, path) => {
        const inBuild = relative(root, path).replace(/\.(br|gz)$/, '');
        reply.header('cache-control', inBuild.startsWith(`..${sep}`) ? REVALIDATE_CACHE : webCacheControl(inBuild));
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (apiNotFound(request.url) || !hasWeb || request.method !== 'GET') {
      return reply.status(404).send({ statusCode: 404, code: 'ROUTE_NOT_FOUND', error: 'The requested resource was not found.' });
    }
    // index.html must never be cached: it names the current hashed bundles.
    return reply.header('cache-control', REVALIDATE_CACHE).sendFile('index.html');
  });
}
