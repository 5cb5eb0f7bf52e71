import Fastify, { type FastifyInstance } from 'fastify';
import { VERSION_HEADER } from '@pm/contracts';
import { installErrorHandler } from './errorHandler.ts';

export interface HttpAppOptions {
  logLevel: string;
  bodyLimit: number;
  version: string;
}

/**
 * A Fastify instance with the behaviour every service shares: JSON error bodies with codes,
 * a 404 with a code for unknown API routes, the version header, basic security headers.
 */
export function createHttpApp(options: HttpAppOptions): FastifyInstance {
  const app = Fastify({
    logger: { level: options.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    bodyLimit: options.bodyLimit,
    // Request ids correlate logs with event metadata.
    genReqId: () => crypto.randomUUID(),
    forceCloseConnections: true,
  });
  installErrorHandler(app);
  // The API speaks JSON only: any other body type is answered 415 rather than parsed as text.
  app.removeContentTypeParser('text/plain');
  app.addHook('onSend', async (_request, reply) => {
    reply.header(VERSION_HEADER, options.version);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'same-origin');
    reply.header('x-frame-options', 'DENY');
  });
  return app;
}

/** 404 for unknown `/api/*` paths; other paths are left to the caller (the SPA fallback). */
export function apiNotFound(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/** Services without a web app answer every unknown path with a 404 carrying a code. */
export function registerApiNotFound(app: FastifyInstance): void {
  app.setNotFoundHandler((_request, reply) =>
    reply.status(404).send({ statusCode: 404, code: 'ROUTE_NOT_FOUND', error: 'The requested resource was not found.' }),
  );
}
