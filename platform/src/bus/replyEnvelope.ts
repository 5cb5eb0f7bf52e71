/**
 * What a responder sends back: the handler's result, or its error reduced to code/message/details
 * so the requester rethrows the same AppError (other errors, and codes this process does not
 * know, become INTERNAL).
 */
import { AppError, isErrorCode } from '../errors/appError.ts';

export type ReplyEnvelope =
  | { ok: true; data: unknown }
  | { ok: false; error: { code: string; message: string; details?: Record<string, unknown> } };

export async function runResponder(handler: (message: unknown) => Promise<unknown>, message: unknown): Promise<ReplyEnvelope> {
  try {
    return { ok: true, data: await handler(message) };
  } catch (error) {
    if (error instanceof AppError) {
      return { ok: false, error: { code: error.code, message: error.message, ...(error.details ? { details: error.details } : {}) } };
    }
    return { ok: false, error: { code: 'INTERNAL', message: error instanceof Error ? error.message : String(error) } };
  }
}

export function openEnvelope<T>(envelope: unknown): T {
  if (typeof envelope !== 'object' || envelope === null || !('ok' in envelope)) {
    throw new AppError('INTERNAL', 'Malformed reply on the bus');
  }
  const reply = envelope as ReplyEnvelope;
  if (reply.ok) return reply.data as T;
  const code = isErrorCode(reply.error.code) ? reply.error.code : 'INTERNAL';
  throw new AppError(code, reply.error.message, reply.error.details);
}
