import type { RecordedEvent } from '../eventStore/eventStore.ts';
import type { ServiceView } from './serviceView.ts';

/**
 * A service view over a mutable state object (or map) and its evolve function; the snapshot is
 * the state itself (node:v8 keeps maps, sets and bigints), restored into the same object so every
 * holder of the reference sees it.
 */
export function foldView<S extends object>(name: string, state: S, evolve: (state: S, event: RecordedEvent) => unknown, options: { handles?: Iterable<string>; snapshotVersion?: number } = {}): ServiceView {
  return {
    name,
    ...(options.handles ? { handles: new Set(options.handles) } : {}),
    apply: (event) => void evolve(state, event),
    ...(options.snapshotVersion !== undefined
      ? {
          snapshot: {
            version: options.snapshotVersion,
            save: () => state,
            restore: (saved: unknown) => {
              if (state instanceof Map && saved instanceof Map) {
                state.clear();
                for (const [key, value] of saved) state.set(key, value);
              } else Object.assign(state, saved);
            },
          },
        }
      : {}),
  };
}
