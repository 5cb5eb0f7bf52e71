import type { RecordedEvent } from '../eventStore/eventStore.ts';

export interface RecordedEventOptions {
  /** Default: 2026-11-22 06:00 UTC plus one minute per event built. */
  occurredAt?: string;
  companyId?: string | null;
  streamId?: string;
  revision?: bigint;
  id?: string;
  userId?: string;
  /** Schema version of the payload (default 1). */
  version?: number;
}

let position = 0n;

/**
 * The one test builder of committed events: global positions strictly increase across every
 * event built in a test process, as they do in a real log.
 */
export function recordedEvent(type: string, data: unknown, options: RecordedEventOptions = {}): RecordedEvent {
  position += 1n;
  const occurredAt = options.occurredAt ?? new Date(Date.UTC(2026, 10, 22, 6, 0) + Number(position) * 60_000).toISOString();
  return {
    id: options.id ?? `e${position}`,
    streamId: options.streamId ?? 'test-stream',
    revision: options.revision ?? 0n,
    position,
    type,
    data,
    metadata: { companyId: options.companyId === undefined ? 'c1' : options.companyId, userId: options.userId ?? 'u1', correlationId: 'corr', causationId: null, occurredAt, version: options.version ?? 1 },
    recordedAt: occurredAt,
  };
}
