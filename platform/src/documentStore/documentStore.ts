/**
 * Document store port for read models. Filters, sorts, projections, update operators and
 * aggregation pipelines use MongoDB's query language (the embedded adapter evaluates them with
 * `mingo`, the production adapter hands them to MongoDB). Every document has a string `_id`.
 */

import type { MapBatchesOptions, StoredFields } from './mapBatches.ts';

export type Doc = { _id: string } & Record<string, unknown>;
export type Filter = Record<string, unknown>;
export type SortSpec = Record<string, 1 | -1>;
export type Projection = Record<string, 0 | 1>;
/** MongoDB update operators: $set, $unset, $inc, $push, $pull, $addToSet, $min, $max. */
export type UpdateSpec = Record<string, Record<string, unknown>>;

export interface FindOptions {
  sort?: SortSpec;
  skip?: number;
  limit?: number;
  projection?: Projection;
  /**
   * The caller only reads the answer and never changes any part of it, so the store may answer
   * with the documents it holds instead of copies (the embedded store then copies nothing;
   * MongoDB's answers are always fresh). For the projection runner's loads of entity states
   * whose fold is pure (`EntityState.pure`) and for pure computations over many documents (the
   * dashboard's top metric). With a projection of top-level fields the answer is new objects
   * holding the store's own field values; other projections copy.
   */
  shared?: boolean;
}

export interface IndexSpec {
  /** Fields in index order, e.g. `{ companyId: 1, name: 1 }`. */
  keys: Record<string, 1 | -1>;
  unique?: boolean;
  name?: string;
  /**
   * A "contains this text" index on this string field, within the first key's value (the
   * tenant): `{ keys: { companyId: 1 }, substring: 'searchKey' }` serves
   * `{ companyId, searchKey: containsText(text) }`. The embedded store keeps trigrams of the
   * field; MongoDB gets a normal index on the keys and the field (its regex reads the index,
   * not the documents).
   */
  substring?: string;
}

/**
 * Supported aggregation stages (both adapters): $match, $sort, $skip, $limit, $project,
 * $group, $unwind, $count, $addFields/$set, $facet.
 */
export type PipelineStage = Record<string, unknown>;

export type WriteOp =
  /** Replace the whole document (insert when missing). */
  | { op: 'put'; collection: string; doc: Doc }
  /** Apply update operators to one document; with `upsert`, create `{ _id }` first when missing. */
  | { op: 'update'; collection: string; id: string; update: UpdateSpec; upsert?: boolean }
  | { op: 'delete'; collection: string; id: string }
  | { op: 'deleteMany'; collection: string; filter: Filter };

export interface Checkpoint {
  /** Projector name; one checkpoint per projector. */
  name: string;
  position: bigint;
}

export interface DocumentStore {
  readonly kind: string;
  find<T extends Doc = Doc>(collection: string, filter?: Filter, options?: FindOptions): Promise<T[]>;
  findOne<T extends Doc = Doc>(collection: string, filter: Filter, options?: Pick<FindOptions, 'projection' | 'sort'>): Promise<T | null>;
  /**
   * The matching documents in sort order, `batchSize` copies at a time (exports): the caller
   * holds one batch, never the whole answer, and pulls the next when it is ready for it.
   * MongoDB: one server cursor. Embedded: the matches are taken once as references (a snapshot
   * of ids; documents are never changed in place) and copied batch by batch.
   */
  findBatches<T extends Doc = Doc>(collection: string, filter: Filter | undefined, options: FindOptions & { batchSize: number }): AsyncIterable<T[]>;
  /**
   * Like `findBatches`, but each matching document is handed to `map` as the store holds it —
   * never copied, to be read and never changed (the embedded store replaces documents on writes,
   * so one held for a while stays as it was read) — and the batches hold what `map` made of them:
   * for reads of millions of documents (exports), where the copies cost more than the rows
   * (mapBatches.ts). In sort order, ties by `_id`.
   */
  mapBatches<T extends Doc, K extends keyof T & string, R>(collection: string, filter: Filter | undefined, options: MapBatchesOptions<K>, map: (doc: StoredFields<T, K>) => R): AsyncIterable<R[]>;
  count(collection: string, filter?: Filter): Promise<number>;
  distinct(collection: string, field: string, filter?: Filter): Promise<unknown[]>;
  aggregate<T = Record<string, unknown>>(collection: string, pipeline: PipelineStage[]): Promise<T[]>;
  /** Idempotent: declaring the same indexes again is a no-op. */
  ensureIndexes(collection: string, indexes: IndexSpec[]): Promise<void>;
  /**
   * Apply all operations and (optionally) store a checkpoint atomically: after a crash either
   * everything in the batch is visible, or nothing is.
   */
  applyBatch(ops: WriteOp[], checkpoint?: Checkpoint): Promise<void>;
  getCheckpoint(name: string): Promise<bigint | null>;
  listCollections(): Promise<string[]>;
  dropCollection(collection: string): Promise<void>;
  close(): Promise<void>;
}
