import type { Doc, IndexSpec, RecordedEvent, WriteOp } from '@pm/platform';

/** A live notice a projector emits for an event: which queries of which company went stale. */
export interface ProjectionNotice {
  companyId: string;
  queryKeys: string[][];
}

/**
 * Entity state for read models whose fields are derived from several streams at once (a
 * product's own prices and all its competitor offers give the cheapest offer and the
 * deviation): update operators cannot recompute a minimum when one offer rises. The runner loads
 * the state documents a batch touches, folds the batch's events into them with the pure
 * `evolve`, and writes the new states plus what `derive` makes of each change, together with
 * the batch's other writes and checkpoint in one atomic store call. Replays give the same states.
 */
export interface EntityState<S extends Doc = Doc> {
  /** Logical collection (one of the projector's `collections`) holding the state documents. */
  collection: string;
  /** The state document an event changes, or null when it changes none. */
  idOf(event: RecordedEvent): string | null;
  /** The next state (null: none); return the same object when nothing changed. */
  evolve(state: S | null, event: RecordedEvent): S | null;
  /**
   * `evolve`, `stored`, `derive` and `deriveBatch` never change any part of a state given to them
   * (they build new objects): the runner then folds the store's own state documents instead of
   * copies (`FindOptions.shared`). The projection spec deep-freezes the loaded states of such a
   * projector, so a change throws in its tests.
   */
  pure?: boolean;
  /**
   * Optional: the document stored for a state, leaving out what lives only within a batch (the
   * default stores the state as it is). A state loaded for the next batch lacks those fields.
   */
  stored?(state: S): S;
  /** Writes of other read-model documents for one state's change over a batch. */
  derive(before: S | null, after: S | null): WriteOp[];
  /**
   * Optional, used instead of `derive`: the writes for all states a batch changed at once, so
   * that aggregates several states add to are written once per batch (summed) instead of once
   * per state. Stamped with the position of the batch's last change.
   */
  deriveBatch?(changes: readonly StateChange<S>[]): WriteOp[];
}

/** One entity state's change over a batch. */
export interface StateChange<S extends Doc = Doc> {
  id: string;
  before: S | null;
  after: S | null;
}

/**
 * A projector turns events into read-model writes. It must be deterministic and must not read
 * the store: changes are expressed as puts and update operators ($set, $inc, …) so that a batch
 * can be computed without I/O and replaying the log gives the same read models — or, through
 * `state`, as pure folds over entity states that the runner loads and stores for it.
 * Bump `version` whenever the output changes: the runtime then rebuilds it from position 0.
 */
export interface Projector {
  name: string;
  version: number;
  /** Logical collection name → indexes. Ops use logical names; the runtime maps them. */
  collections: Record<string, IndexSpec[]>;
  /** Event types this projector reads; others are skipped cheaply. */
  handles: readonly string[];
  project?(event: RecordedEvent): WriteOp[];
  state?: EntityState;
  notices?(event: RecordedEvent): ProjectionNotice[];
}
