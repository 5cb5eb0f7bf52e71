/**
 * Appends of a refresh: through the aggregate's decider at the revision read (a concurrent writer
 * makes it retry once on the new state), with metadata naming the refresh and its source so the
 * audit trail says where a change came from.
 */
import { fold, type Decider } from '@pm/contracts/domain';
import { AppError, newId, toDomainEvent, validateNewEvent, WrongExpectedRevisionError, type EventStore } from '@pm/platform';

export interface RefreshOrigin {
  companyId: string;
  /** The user who started the refresh. */
  userId: string;
  refreshId: string;
  /** `erp:PLENTY` / `erp:EXPORT_URL`. */
  source: string;
  /** The refresh's started event (causation of what it writes). */
  causationId: string | null;
}

export async function appendThrough<State, Command, Event extends { type: string; data: unknown }>(
  events: EventStore,
  streamId: string,
  decider: Decider<State, Command, Event>,
  command: Command,
  origin: RefreshOrigin,
): Promise<{ events: Event[]; position: bigint; firstEventId: string | null }> {
  for (let attempt = 0; ; attempt++) {
    const recorded = await events.readStream(streamId);
    const state = fold(decider, recorded.map((r) => toDomainEvent<Event>(r)));
    const decided = decider.decide(command, state);
    if (decided.length === 0) return { events: decided, position: 0n, firstEventId: null };
    const occurredAt = new Date().toISOString();
    const toAppend = decided.map((event) => {
      const valid = validateNewEvent(event);
      return {
        id: newId(),
        type: valid.type,
        data: valid.data,
        metadata: {
          companyId: origin.companyId,
          userId: origin.userId,
          correlationId: origin.refreshId,
          causationId: origin.causationId,
          occurredAt,
          version: valid.version,
          refreshId: origin.refreshId,
          source: origin.source,
        },
      };
    });
    try {
      const written = await events.append(streamId, toAppend, recorded.at(-1)?.revision ?? 'no_stream');
      return { events: decided, position: written.position, firstEventId: toAppend[0]?.id ?? null };
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError) || attempt >= 1) throw error;
    }
  }
}

/** An AppError's code and the ERP's status, for the refresh's failed event and the §8 message. */
export function failureOf(error: unknown): { code: string; statusCode: number | null; message: string } {
  if (error instanceof AppError) {
    const statusCode = typeof error.details?.statusCode === 'number' ? error.details.statusCode : null;
    return { code: error.code, statusCode, message: error.message };
  }
  return { code: 'INTERNAL', statusCode: null, message: error instanceof Error ? error.message : String(error) };
}
