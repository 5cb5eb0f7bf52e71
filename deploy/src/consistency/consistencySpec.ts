import { expect } from 'vitest';
import type { RecordedEvent } from '@pm/platform';

/** One place that folds a concept: the decider, a projector, a service view. */
export interface Reader<T> {
  name: string;
  /** The concept's state after these events, in the spec's common shape. */
  read(events: RecordedEvent[]): T | Promise<T>;
}

/**
 * Consistency specification: feeds one event sequence to every fold of a concept (decider,
 * projectors, service views) and fails when any of them disagrees with the expected state, so
 * the engine, the API and the screen cannot drift apart again.
 *
 *   await consistencySpec('offer of a URL', readers).given(...events).allShow(expected);
 */
export function consistencySpec<T>(concept: string, readers: Reader<T>[]) {
  return {
    given: (...events: RecordedEvent[]) => ({
      async allShow(expected: T): Promise<void> {
        for (const reader of readers) {
          expect(await reader.read(events), `${concept}: ${reader.name}`).toEqual(expected);
        }
      },
    }),
  };
}
