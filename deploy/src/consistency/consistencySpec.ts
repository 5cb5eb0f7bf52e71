import { expect } from 'vitest';
import type { RecordedEvent } from '@pm/platform';

/** One place that folds a concept: the decider, a projector, a service view. */
export interface Reader<T> {
  name: string;
  /**
   * The concept's state after these events, in the spec's common shape — or the part of it this
   * reader knows (the engine does not track pickups): only the keys it returns are compared.
   */
  read(events: RecordedEvent[]): Partial<T> | Promise<Partial<T>>;
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
          const shown = await reader.read(events);
          const keys = Object.keys(shown) as (keyof T)[];
          expect(keys.length, `${concept}: ${reader.name} reads nothing`).toBeGreaterThan(0);
          expect(shown, `${concept}: ${reader.name}`).toEqual(Object.fromEntries(keys.map((k) => [k, expected[k]])));
        }
      },
    }),
  };
}
