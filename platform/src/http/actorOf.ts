import type { FastifyRequest } from 'fastify';
import type { Permission } from '@pm/contracts';
import { assertAllowed, assertCompany, type Actor } from '../auth/actor.ts';
import { AppError } from '../errors/appError.ts';

/** The signed-in caller; with a permission and company, one allowed to do this there. */
export function actorOf(request: FastifyRequest, permission?: Permission, companyId?: string): Actor {
  const actor = request.actor;
  if (!actor) throw new AppError('UNAUTHENTICATED', 'Sign in first: the Authorization header is missing.');
  if (companyId !== undefined) assertCompany(actor, companyId);
  if (permission) assertAllowed(actor, permission);
  return actor;
}
