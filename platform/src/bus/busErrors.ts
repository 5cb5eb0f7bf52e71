/** Typed errors both bus adapters throw, so callers handle them the same way whatever the adapter. */
import { AppError } from '../errors/appError.ts';

export const busTimeout = (subject: string, timeoutMs: number) =>
  new AppError('BUS_TIMEOUT', `No reply on ${subject} within ${timeoutMs} ms`, { subject, timeoutMs });

export const busNoResponders = (subject: string) =>
  new AppError('BUS_NO_RESPONDERS', `No responder listens on ${subject}`, { subject });

export const busClosed = () => new AppError('BUS_CLOSED', 'The bus is closed');

export const queueUnknown = (queue: string) =>
  new AppError('BUS_QUEUE_UNKNOWN', `Queue ${queue} does not exist: call ensureQueue first`, { queue });

export const invalidQueueConfig = (message: string, details: Record<string, unknown>) =>
  new AppError('BUS_INVALID_QUEUE_CONFIG', message, details);

/** A work queue hands each job to one durable consumer; a second durable name would split it. */
export const durableConflict = (queue: string, durable: string, existing: string | null) =>
  new AppError('BUS_DURABLE_CONFLICT', `Queue ${queue} already has the durable consumer ${existing ?? '(another)'}; cannot add ${durable}`, {
    queue,
    durable,
    existing,
  });

const QUEUE_NAME = /^[A-Za-z0-9_-]+$/;

export function validateQueueName(name: string): void {
  if (!QUEUE_NAME.test(name)) throw invalidQueueConfig(`Invalid queue name ${JSON.stringify(name)}`, { name });
}

export function validateQueueConfig(config: { name: string; ackWaitMs: number; maxDeliver: number }): void {
  validateQueueName(config.name);
  if (!Number.isFinite(config.ackWaitMs) || config.ackWaitMs <= 0) {
    throw invalidQueueConfig('ackWaitMs must be a positive number', { ...config });
  }
  if (!Number.isInteger(config.maxDeliver) || config.maxDeliver < 1) {
    throw invalidQueueConfig('maxDeliver must be a positive integer', { ...config });
  }
}

export function validateDurableName(durable: string): void {
  if (!QUEUE_NAME.test(durable)) throw invalidQueueConfig(`Invalid durable name ${JSON.stringify(durable)}`, { durable });
}
