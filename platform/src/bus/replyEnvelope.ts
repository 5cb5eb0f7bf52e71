/**
 * What a responder sends back: the handler's result, or its error reduced to code/status/message
 * so the requester rethrows the same AppError (other errors become INTERNAL 500).
 */
import { AppError } from '../errors/appError.ts';

export type ReplyEnvelope =
  | { ok: true; data: unknown }
  | { ok: false; error: { code: string; status: number; message: string; details?: Record<string, unknown> } };

export async function runResponder(handler: (message: unknown) => Promise<unknown>, message: unknown): Promise<ReplyEnvelope> {
  try {
    return { ok: true, data: await handler(message) };
  } catch (error) {
    if (error instanceof AppError) {
      return {
        ok: false,
        error: { code: error.code, status: error.status, message: error.message, ...(error.details ? { details: error.details } : {}) },
      };
    }
    return { ok: false, error: { code: 'INTERNAL', status: 500, message: error instanceof Error ? error.message : String(error) } };
  }
}

export function openEnvelope<T>(envelope: unknown): T {
  if (typeof envelope !== 'object' || envelope === null || !('ok' in envelope)) {
    throw new AppError('INTERNAL', 500, 'Malformed reply on the bus');
  }
  const reply = envelope as ReplyEnvelope;
  if (reply.ok) return reply.data as T;
  throw new AppError(reply.error.code, reply.error.status, reply.error.message, reply.error.details);
}
