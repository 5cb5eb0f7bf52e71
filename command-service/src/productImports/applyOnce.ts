import {
  DuplicateEventIdError,
  derivedId,
  fold,
  toDomainEvent,
  toEventToAppend,
  WrongExpectedRevisionError,
  type CommandContext,
  type Decider,
  type EventStore,
} from '@pm/platform';

export interface AppliedOnce<Event> {
  /** The events of this step: just appended, or found in the stream from an earlier run. */
  events: Event[];
  position: bigint;
}

const ATTEMPTS = 5;
/** Ids of a step's events: `eventId` first, then ids derived from it. */
const idOf = (eventId: string, index: number) => (index === 0 ? eventId : derivedId(eventId, String(index)));
const MAX_EVENTS_PER_STEP = 10;

/**
 * Decides a command on one stream and appends its events under `eventId` (further events under
 * ids derived from it), unless the stream holds that id already: then the step was done by an
 * earlier run and its events are returned. A concurrent writer makes it read and decide again.
 * The check by id keeps this idempotent on every store, whether it rejects (SQLite) or
 * dedupes (KurrentDB) known ids.
 */
export async function applyOnce<State, Command, Event extends { type: string; data: unknown }>(
  store: EventStore,
  streamId: string,
  decider: Decider<State, Command, Event>,
  /** null: nothing to do in this state. */
  commandFor: (state: State) => Command | null,
  context: CommandContext,
  eventId: string,
): Promise<AppliedOnce<Event>> {
  const ids = new Set(Array.from({ length: MAX_EVENTS_PER_STEP }, (_, index) => idOf(eventId, index)));
  let lastError: unknown;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const recorded = await store.readStream(streamId);
    const done = recorded.filter((r) => ids.has(r.id));
    if (done.length > 0) return { events: done.map((r) => toDomainEvent<Event>(r)), position: done.at(-1)!.position };
    const state = fold(decider, recorded.map((r) => toDomainEvent<Event>(r)));
    const command = commandFor(state);
    const events = command === null ? [] : decider.decide(command, state);
    if (events.length === 0) return { events, position: 0n };
    if (events.length > MAX_EVENTS_PER_STEP) throw new Error(`A step may append at most ${MAX_EVENTS_PER_STEP} events`);
    const last = recorded.at(-1);
    const toAppend = events.map((event, index) => ({ ...toEventToAppend(event, context), id: idOf(eventId, index) }));
    try {
      const result = await store.append(streamId, toAppend, last ? last.revision : 'no_stream');
      return { events, position: result.position };
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError) && !(error instanceof DuplicateEventIdError)) throw error;
      lastError = error;
    }
  }
  throw lastError;
}
