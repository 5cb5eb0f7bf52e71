import type { RecordedEvent } from '../eventStore/eventStore.ts';

/**
 * State a service keeps in memory to act at a known position of the log (the scraper's
 * targets, the engine's pricing view, the feed sync's rows, the command side's pending list).
 * `apply` folds one event; it must be deterministic, and may be called again for an event whose
 * application threw (the runtime retries from the last event it applied).
 */
export interface ServiceView {
  /** Unique in the process; names the snapshot, health and metrics. */
  name: string;
  /** Event types the view reads; others are skipped without a call. Undefined: every type. */
  handles?: ReadonlySet<string>;
  apply(event: RecordedEvent): void;
  /**
   * Persisted state at a checkpoint, so a start does not replay the whole log. `save` answers a
   * value `node:v8` can serialise (maps, sets and bigints included); `restore` replaces the
   * state with it. Bump `version` when the state's shape changes: older snapshots are ignored.
   */
  snapshot?: { version: number; save(): unknown; restore(state: unknown): void };
}
