import type { FastifyInstance, RouteOptions } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { errorBodySchema, POSITION_HEADER, VERSION_HEADER } from '@pm/contracts';
import type { RouteAccess } from './routeAccess.ts';

/** Where the browsable API reference lives; its OpenAPI document is `${API_DOCS_PREFIX}/json` (and `/yaml`). */
export const API_DOCS_PREFIX = '/api/docs';
export const API_DOCS_JSON = `${API_DOCS_PREFIX}/json`;

const ACCESS_TEXT: Record<Exclude<RouteAccess, { permission: string }>, string> = {
  public: 'Public: no sign-in needed.',
  'signed-in': 'Any signed-in account; a `companyId` in the path must be the caller’s company.',
  'platform-admin': 'Platform administrators only.',
  socket: 'WebSocket: the first message authenticates with an access token.',
};

function accessText(access: RouteAccess | undefined): string {
  if (access === undefined) return '';
  if (typeof access === 'object') return `Needs the permission \`${access.permission}\` in the path's company (spec §6 roles).`;
  return ACCESS_TEXT[access];
}

/** The first path segment after the company (or after `/api`) groups the routes in the reference. */
function tagOf(url: string): string {
  const parts = url.split('/').filter((part) => part !== '' && part !== 'api');
  const afterCompany = parts[0] === 'company' ? parts.slice(2) : parts;
  return afterCompany.find((part) => !part.startsWith(':')) ?? 'company';
}

/**
 * The public API documented from the routes' own zod schemas (OpenAPI 3.1 through
 * @fastify/swagger): served at /api/docs with Swagger UI, the JSON at /api/docs/json. Every
 * route's declared access becomes its security requirement and a sentence in its description;
 * every route with a schema answers errors as `ErrorBody` (4XX/5XX), added here once.
 */
export async function registerApiDocs(app: FastifyInstance, version: string): Promise<void> {
  app.addHook('onRoute', (route: RouteOptions) => {
    if (route.url.startsWith(API_DOCS_PREFIX) && route.config?.access === undefined) route.config = { ...route.config, access: 'public' };
    if (route.schema && !route.url.startsWith(API_DOCS_PREFIX)) {
      route.schema.response = { '4XX': errorBodySchema, '5XX': errorBodySchema, ...(route.schema.response as object | undefined) };
    }
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Price monitor API',
        version,
        description:
          'The HTTP API of the price monitor. Sign in with `POST /api/auth/login` and send the access token as `Authorization: Bearer <token>`. ' +
          'Errors answer `{ statusCode, code, error, details? }` with a stable `code`. Writes answer `{ id, revision, position }` and the position in the ' +
          `\`${POSITION_HEADER}\` header; pass it as \`?minPosition=\` to a read to see your own write (a read still behind says \`x-projection-stale: true\`). ` +
          `Every answer carries the server version in \`${VERSION_HEADER}\`. Live updates: \`GET /api/live\` upgrades to a WebSocket; send \`{ "type": "auth", "token": "…" }\` first.`,
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: (document) => {
      const transformed = jsonSchemaTransform(document);
      const access = document.route.config?.access;
      const text = accessText(access);
      const schema = (transformed.schema ?? {}) as Record<string, unknown>;
      return {
        url: transformed.url,
        schema: {
          ...schema,
          tags: (schema['tags'] as string[] | undefined) ?? [tagOf(document.url)],
          description: [schema['description'], text].filter(Boolean).join('\n\n'),
          ...(schema['hide'] === true ? { hide: true } : {}),
          ...(access === 'public' || access === 'socket' || access === undefined ? {} : { security: [{ bearer: [] }] }),
        },
      };
    },
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: API_DOCS_PREFIX, uiConfig: { docExpansion: 'list', deepLinking: true } });
}
