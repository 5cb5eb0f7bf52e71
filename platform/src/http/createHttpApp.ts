import Fastify, { LogController, type FastifyInstance, type FastifyReply } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { VERSION_HEADER } from '@pm/contracts';
import { registerApiDocs } from './apiDocs.ts';
import { installErrorHandler, toErrorBody } from './errorHandler.ts';
import { zodValidatorCompiler } from './validate.ts';
import { httpLabels, httpRequestDuration } from '../runtime/metrics.ts';
import { isUuid } from '../ids/ids.ts';

export interface HttpAppOptions {
  logLevel: string;
  bodyLimit: number;
  version: string;
  /** Serve the API reference of this app's own routes at /api/docs (default). The distributed gateway merges its upstreams' instead. */
  apiDocs?: boolean;
  /** Where the JSON log lines go (default stdout); tests read them. */
  logStream?: { write(line: string): void };
}

/**
 * A Fastify instance with the behaviour every service shares: routes declare zod schemas (input
 * validated, responses serialised from the schema so no stray document field leaks), the API
 * reference at /api/docs from those schemas, JSON error bodies with codes, a 404 with a code
 * for unknown API routes, the version header, basic security headers.
 */
/** The longest path parameter the router takes, percent-encoded (see `routerOptions`). */
export const MAX_PATH_PARAM_LENGTH = 2_048;

export async function createHttpApp(options: HttpAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: options.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'], ...(options.logStream ? { stream: options.logStream } : {}) },
    bodyLimit: options.bodyLimit,
    // Request ids correlate logs with event metadata: a caller's correlation id (a UUID) is the
    // request's id, so its log lines and the events its commands append carry the same id.
    genReqId: (request) => {
      const header = request.headers['x-correlation-id'];
      return typeof header === 'string' && isUuid(header) ? header : crypto.randomUUID();
    },
    logController: new LogController({ requestIdLogLabel: 'correlationId' }),
    forceCloseConnections: true,
    // A path parameter may be a name (a brand: up to 120 characters, each up to 12 when
    // percent-encoded); the route's schema bounds what it means. The default of 100 refused real brands.
    routerOptions: { maxParamLength: MAX_PATH_PARAM_LENGTH },
    // The router's own refusals (a parameter past that bound, a malformed URL) in the API's error shape.
    frameworkErrors: (error, _request, reply) => {
      const body = toErrorBody(error);
      void (reply as FastifyReply).status(body.statusCode).send(body);
    },
  });
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  // Before any route: the reference collects every route added after it.
  if (options.apiDocs !== false) await registerApiDocs(app, options.version);
  // The API speaks JSON only: any other body type is answered 415 rather than parsed as text.
  app.removeContentTypeParser('text/plain');
  app.addHook('onSend', async (_request, reply) => {
    reply.header(VERSION_HEADER, options.version);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'same-origin');
    reply.header('x-frame-options', 'DENY');
  });
  // Latency by route pattern: Prometheus series stay bounded whatever the URLs hold.
  app.addHook('onResponse', async (request, reply) => {
    httpRequestDuration.observe(httpLabels(request.method, request.routeOptions.url, reply.statusCode), reply.elapsedTime / 1000);
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

/** A route module's view of the app: params, query, body and replies typed from the route's zod schemas. */
export function zodRoutes(app: FastifyInstance) {
  return app.withTypeProvider<ZodTypeProvider>();
}
export type ZodRoutes = ReturnType<typeof zodRoutes>;
