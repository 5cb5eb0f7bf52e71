import type { EventStore, ExpectedRevision } from '../eventStore/eventStore.ts';
import { WrongExpectedRevisionError } from '../eventStore/errors.ts';
import { newId } from '../ids/ids.ts';
import type { CommandContext } from './commandContext.ts';
import { fold, type Decider } from './decider.ts';
import { toDomainEvent, validateNewEvent } from './eventCodec.ts';

export interface CommandOutcome<Event> {
  events: Event[];
  /** Revision of the stream after the command (as before when nothing was appended). */
  revision: bigint;
  /** Global position of the last event appended (0n when nothing was appended). */
  position: bigint;
}

/** Decisions made again on the stream's newer state when a concurrent writer got there first. */
const ATTEMPTS = 3;

/**
 * Load one stream, decide, append with the revision that was read (optimistic concurrency: a
 * concurrent writer never loses an update). When another writer appended in between, the command
 * is decided again on the newer state — as if it had arrived a moment later — up to 3 times:
 * two people adding different sales channels, or marking different alerts read, both succeed.
 * A command that names the revision its user saw (`expectedRevision`) is refused by its decider
 * on the newer state (CONCURRENCY_CONFLICT), so an edit of changed data is never applied blindly.
 */
export async function handleCommand<State, Command, Event extends { type: string; data: unknown }>(
  store: EventStore,
  streamId: string,
  decider: Decider<State, Command, Event>,
  command: Command,
  context: CommandContext,
): Promise<CommandOutcome<Event>> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await decideAndAppend(store, streamId, decider, command, context);
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError) || attempt >= ATTEMPTS) throw error;
    }
  }
}

async function decideAndAppend<State, Command, Event extends { type: string; data: unknown }>(
  store: EventStore,
  streamId: string,
  decider: Decider<State, Command, Event>,
  command: Command,
  context: CommandContext,
): Promise<CommandOutcome<Event>> {
  const recorded = await store.readStream(streamId);
  const state = fold(decider, recorded.map((r) => toDomainEvent<Event>(r)));
  const last = recorded.at(-1);
  const revision = last ? last.revision : -1n;
  const events = decider.decide(command, state);
  if (events.length === 0) return { events, revision, position: 0n };
  const expected: ExpectedRevision = last ? last.revision : 'no_stream';
  const result = await store.append(streamId, events.map((e) => toEventToAppend(e, context)), expected);
  return { events, revision: result.nextExpectedRevision, position: result.position };
}

export function toEventToAppend(event: { type: string; data: unknown }, context: CommandContext) {
  const valid = validateNewEvent(event);
  return {
    id: newId(),
    type: valid.type,
    data: valid.data,
    metadata: {
      companyId: context.companyId,
      userId: context.userId,
      correlationId: context.correlationId,
      causationId: context.causationId,
      occurredAt: new Date().toISOString(),
      version: valid.version,
    },
  };
}
