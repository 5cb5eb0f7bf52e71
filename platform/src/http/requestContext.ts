import type { FastifyRequest } from 'fastify';
import type { Actor } from '../auth/actor.ts';
import type { CommandContext } from '../commands/commandContext.ts';
import { isUuid } from '../ids/ids.ts';

/** Metadata for events written on behalf of this request: correlated by the request id. */
export function contextOf(request: FastifyRequest, actor: Actor, companyId?: string): CommandContext {
  const header = request.headers['x-correlation-id'];
  const correlationId = typeof header === 'string' && isUuid(header) ? header : request.id;
  return { companyId: companyId ?? actor.companyId, userId: actor.userId, correlationId, causationId: null };
}
