import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Permission } from '@pm/contracts';
import { assertAllowed, assertCompany, type Actor } from '../auth/actor.ts';
import type { Authenticator } from '../auth/authenticator.ts';
import { AppError } from '../errors/appError.ts';

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
  }
}

/** Decorates each request with `actor`; routes call `actorOf(request)` to require sign-in. */
export function installAuth(app: FastifyInstance, authenticator: Authenticator): void {
  app.decorateRequest('actor', null);
  app.addHook('preHandler', async (request) => {
    if (request.headers.authorization) request.actor = await authenticator.fromAuthorizationHeader(request.headers.authorization);
  });
}

export function actorOf(request: FastifyRequest, permission?: Permission, companyId?: string): Actor {
  const actor = request.actor;
  if (!actor) throw new AppError('UNAUTHENTICATED', 'Sign in first: the Authorization header is missing.');
  if (companyId !== undefined) assertCompany(actor, companyId);
  if (permission) assertAllowed(actor, permission);
  return actor;
}
