import type { Decider } from '@pm/contracts/domain';
import type { EventStore, RecordedEvent } from '../eventStore/eventStore.ts';
import type { CommandContext } from './commandContext.ts';
import { fold } from './decider.ts';
import { toDomainEvent } from './eventCodec.ts';
import { toEventToAppend } from './handleCommand.ts';

/**
 * A long-running writer of one stream (a rule-engine run): folds the stream once, then decides
 * each command on the state it holds and appends at the revision it holds. Another writer of the
 * stream makes the next append fail with WrongExpectedRevisionError — the caller stops, it lost
 * the stream — instead of both writing.
 */
export function createStreamWriter<State, Command, Event extends { type: string; data: unknown }>(
  store: EventStore,
  streamId: string,
  decider: Decider<State, Command, Event>,
  recorded: readonly RecordedEvent[],
  context: CommandContext,
) {
  let state = fold(decider, recorded.map((r) => toDomainEvent<Event>(r)));
  let revision: bigint | 'no_stream' = recorded.at(-1)?.revision ?? 'no_stream';
  return {
    get state(): State {
      return state;
    },
    /** Decides and appends; answers the events written (none when the decider had nothing to do). */
    async decide(command: Command): Promise<Event[]> {
      const events = decider.decide(command, state);
      if (events.length === 0) return events;
      const written = await store.append(streamId, events.map((e) => toEventToAppend(e, context)), revision);
      revision = written.nextExpectedRevision;
      state = events.reduce(decider.evolve, state);
      return events;
    },
  };
}
