import type { EventStore } from '../eventStore.ts';

/**
 * The store with a pause after every read of a stream: two commands started together both read
 * before either writes — the interleaving of two requests on a busy server, made certain for a
 * test of a race.
 */
export function withPausedReads(store: EventStore, pauseMs = 20): EventStore {
  return new Proxy(store, {
    get(target, property) {
      if (property === 'readStream') {
        return async (...args: Parameters<EventStore['readStream']>) => {
          const events = await target.readStream(...args);
          await new Promise((resolve) => setTimeout(resolve, pauseMs));
          return events;
        };
      }
      const value: unknown = Reflect.get(target, property);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
