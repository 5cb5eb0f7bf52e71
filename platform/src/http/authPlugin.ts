import type { FastifyInstance } from 'fastify';
import type { Actor } from '../auth/actor.ts';
import type { Authenticator } from '../auth/authenticator.ts';
import { installRouteAccess, type DeclaredRoute } from './routeAccess.ts';

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
  }
}

/** Decorates each request with `actor`; routes call `actorOf(request)` to require sign-in. */
export function installAuth(app: FastifyInstance, authenticator: Authenticator): void {
  app.decorateRequest('actor', null);
  // Before validation: a caller without access is refused (401/403) before its input is judged.
  app.addHook('preValidation', async (request) => {
    if (request.headers.authorization) request.actor = await authenticator.fromAuthorizationHeader(request.headers.authorization);
  });
  // After the actor is known: every route's declared access is checked before its handler.
  app.decorate('declaredRoutes', installRouteAccess(app));
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route with its declared access (see routeAccess.ts). */
    declaredRoutes: DeclaredRoute[];
  }
}


export { actorOf } from './actorOf.ts';
