import type { FastifyReply } from 'fastify';
import { POSITION_HEADER, type CommandResult } from '@pm/contracts';
import type { Written } from '../users/userCommands.ts';

/** Commands answer with what they wrote so the next query can pass `minPosition`. */
export function sendWritten(reply: FastifyReply, written: Written, status = 200): CommandResult {
  const body = { id: written.id, revision: written.revision.toString(), position: written.position.toString() };
  reply.header(POSITION_HEADER, body.position).status(status);
  return body;
}
