import type { IndexSpec, RecordedEvent, WriteOp } from '@pm/platform';

/** A live notice a projector emits for an event: which queries of which company went stale. */
export interface ProjectionNotice {
  companyId: string;
  queryKeys: string[][];
}

/**
 * A projector turns events into read-model writes. It must be deterministic and must not read
 * the store: changes are expressed as puts and update operators ($set, $inc, …) so that a batch
 * can be computed without I/O and replaying the log gives the same read models.
 * Bump `version` whenever the output changes: the runtime then rebuilds it from position 0.
 */
export interface Projector {
  name: string;
  version: number;
  /** Logical collection name → indexes. Ops use logical names; the runtime maps them. */
  collections: Record<string, IndexSpec[]>;
  /** Event types this projector reads; others are skipped cheaply. */
  handles: readonly string[];
  project(event: RecordedEvent): WriteOp[];
  notices?(event: RecordedEvent): ProjectionNotice[];
}
