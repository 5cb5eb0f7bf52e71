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

/** The logger shape services pass around (pino's, or a test's stub). */
export interface CorrelatableLog {
  info(obj: unknown, msg?: string): void;
  warn(obj: unknown, msg?: string): void;
  error(obj: unknown, msg?: string): void;
  child?(bindings: Record<string, unknown>): CorrelatableLog;
}

/**
 * A logger whose every line carries the correlation id of the command or job it works for (and
 * the ids given beside it), so a worker's lines join the request that caused the work and the
 * events it appends (their metadata's `correlationId`). Pino's child logger where there is one; a
 * stub without `child` gets the fields merged into each line's object.
 */
export function correlatedLog(log: CorrelatableLog, bindings: { correlationId: string } & Record<string, unknown>): CorrelatableLog {
  if (log.child) return log.child(bindings);
  const merged = (obj: unknown) => (obj !== null && typeof obj === 'object' && !(obj instanceof Error) ? { ...bindings, ...obj } : { ...bindings, msg: obj });
  return {
    info: (obj, msg) => log.info(merged(obj), msg),
    warn: (obj, msg) => log.warn(merged(obj), msg),
    error: (obj, msg) => log.error(merged(obj), msg),
  };
}
