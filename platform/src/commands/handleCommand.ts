import type { EventStore, ExpectedRevision } from '../eventStore/eventStore.ts';
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

/**
 * Load one stream, decide, append with the revision that was read (optimistic concurrency:
 * a concurrent writer makes this fail with CONCURRENCY_CONFLICT instead of losing an update).
 */
export async function handleCommand<State, Command, Event extends { type: string; data: unknown }>(
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
