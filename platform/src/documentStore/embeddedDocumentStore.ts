/**
 * Embedded document store: collections persisted in one SQLite file (`node:sqlite`, WAL),
 * queried with MongoDB's query language through `mingo`.
 *
 * Every collection is held in memory once used (loaded lazily from SQLite), with in-memory
 * indexes for the declared IndexSpecs; SQLite is the durable copy, written once per batch.
 * That makes it a SINGLE-WRITER store: the projection process owns the file. Writes by another
 * process would not reach this one's memory (nor this one's writes a second instance's), so
 * exactly one process opens the file at a time.
 *
 * Documents are stored as JSON: whatever JSON cannot carry (Dates, undefined, bigint) does not
 * survive a write, in memory either, so a reopened store answers exactly as before.
 */
import { DatabaseSync, type StatementSync } from 'node:sqlite';
import { Aggregator, Query } from 'mingo';
import { compare, resolve } from 'mingo/util';
import type { Checkpoint, Doc, DocumentStore, Filter, FindOptions, IndexSpec, PipelineStage, WriteOp } from './documentStore.ts';
import { DocumentStoreClosedError, InvalidDocumentOperationError } from './errors.ts';
import { MemoryCollection, matcher } from './memoryCollection.ts';
import type { CollectionIndex } from './memoryCollection.ts';
import {
  assertCheckpoint,
  assertCollectionName,
  assertBatchSize,
  assertFindOptions,
  assertPipeline,
  assertWriteOps,
  normalizeIndexSpec,
  type NormalizedIndexSpec,
} from './portValidation.ts';
import { applyUpdate } from './updateOperators.ts';
import { cloneJson, copyAsJson } from './cloneJson.ts';
import { mapBatchesProjection, type MapBatchesOptions, type StoredFields } from './mapBatches.ts';

export interface EmbeddedDocumentStoreOptions {
  /** SQLite file path, or ':memory:' for a throwaway store. */
  path: string;
}

interface StagedDoc {
  doc: Doc;
  json: string;
}

// A rowid table (not WITHOUT ROWID): read-model documents are often kilobytes, too large to
// keep inside the primary-key b-tree efficiently.
const SCHEMA = `
  CREATE TABLE IF NOT EXISTS docs (
    collection TEXT NOT NULL,
    id TEXT NOT NULL,
    doc TEXT NOT NULL,
    PRIMARY KEY (collection, id)
  );
  CREATE TABLE IF NOT EXISTS checkpoints (
    name TEXT PRIMARY KEY,
    position TEXT NOT NULL
  );
  CREATE TABLE IF NOT EXISTS indexes (
    collection TEXT NOT NULL,
    name TEXT NOT NULL,
    spec TEXT NOT NULL,
    PRIMARY KEY (collection, name)
  );
`;

function toJson(doc: Doc, collection: string): string {
  try {
    return JSON.stringify(doc);
  } catch (error) {
    throw new InvalidDocumentOperationError(`Document ${doc._id} in ${collection} cannot be stored as JSON`, {
      collection,
      id: doc._id,
      reason: error instanceof Error ? error.message : String(error),
    });
  }
}

/**
 * The copy kept in memory is exactly what a reopened store would load (a JSON round trip's
 * result); parts it shares with the document held now (`kept`, lent by a shared find) stay shared.
 */
function toStored(doc: Doc, collection: string, kept: Doc | undefined): StagedDoc {
  const json = toJson(doc, collection);
  return { doc: copyAsJson(doc, json, kept), json };
}

/** A value JSON keeps as it is in memory (so no round trip can change it; -0 would come back as 0). */
const isJsonScalar = (value: unknown): boolean =>
  value === null || typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value) && !Object.is(value, -0));

/**
 * Whether an update only writes JSON scalars through the store's own operators: applied to the
 * store's private copy of a stored (parsed JSON) document, the result is then already what a
 * JSON round trip would give and shares nothing with the caller, so it needs no second copy
 * (only an $inc past ±1.8e308 would differ: Infinity in memory, null in the file).
 */
function writesScalarsOnly(update: WriteOp & { op: 'update' }): boolean {
  for (const operator in update.update) {
    if (operator !== '$set' && operator !== '$inc' && operator !== '$unset' && operator !== '$min' && operator !== '$max') return false;
    const fields = update.update[operator]!;
    // A positional path ($, $[]) goes to mingo's updater, which may copy or share values its own way.
    for (const path in fields) if (path.includes('$') || !isJsonScalar(fields[path])) return false;
  }
  return true;
}

/** The ids a filter names with `_id: 'x'` or `_id: { $in: [...] }` (strings only), or null. */
function idsOf(filter: Filter): string[] | null {
  const id = filter['_id'];
  if (typeof id === 'string') return [id];
  if (id && typeof id === 'object' && !Array.isArray(id) && Object.keys(id).length === 1) {
    const list = (id as Record<string, unknown>)['$in'];
    if (Array.isArray(list) && list.every((value) => typeof value === 'string')) return list as string[];
  }
  return null;
}

/** Stages that only read (and reorder) their input documents. */
const READ_ONLY_STAGES = new Set(['$match', '$sort', '$skip', '$limit']);
/** Stages that read their input and emit new documents. */
const REDUCING_STAGES = new Set(['$group', '$count']);

const stageName = (stage: PipelineStage): string => Object.keys(stage)[0] ?? '';

function sameIndex(a: NormalizedIndexSpec, b: NormalizedIndexSpec): boolean {
  return a.unique === b.unique && sameKeys(a, b);
}

function sameKeys(a: NormalizedIndexSpec, b: NormalizedIndexSpec): boolean {
  return JSON.stringify(a.keys) === JSON.stringify(b.keys) && a.substring === b.substring;
}

function indexSpecOf(spec: NormalizedIndexSpec): IndexSpec {
  return { keys: Object.fromEntries(spec.keys), unique: spec.unique, name: spec.name, ...(spec.substring === undefined ? {} : { substring: spec.substring }) };
}

class EmbeddedDocumentStore implements DocumentStore {
  readonly kind = 'embedded';
  readonly #db: DatabaseSync;
  readonly #collections = new Map<string, MemoryCollection>();
  readonly #statements: {
    loadDocs: StatementSync;
    loadIndexes: StatementSync;
    putDoc: StatementSync;
    deleteDoc: StatementSync;
    putCheckpoint: StatementSync;
    getCheckpoint: StatementSync;
    putIndex: StatementSync;
    listCollections: StatementSync;
    dropDocs: StatementSync;
    dropIndexes: StatementSync;
  };
  #closed = false;

  constructor(path: string) {
    this.#db = new DatabaseSync(path, { timeout: 5_000 });
    if (path !== ':memory:') this.#db.exec('PRAGMA journal_mode = WAL');
    // NORMAL in WAL mode survives process crashes (SIGKILL); an OS crash may lose the last
    // batches but never splits one, and the projection then replays from the older checkpoint.
    this.#db.exec('PRAGMA synchronous = NORMAL');
    this.#db.exec(SCHEMA);
    this.#statements = {
      loadDocs: this.#db.prepare('SELECT id, doc FROM docs WHERE collection = ?'),
      loadIndexes: this.#db.prepare('SELECT spec FROM indexes WHERE collection = ? ORDER BY rowid'),
      putDoc: this.#db.prepare(
        'INSERT INTO docs (collection, id, doc) VALUES (?, ?, ?) ON CONFLICT (collection, id) DO UPDATE SET doc = excluded.doc',
      ),
      deleteDoc: this.#db.prepare('DELETE FROM docs WHERE collection = ? AND id = ?'),
      putCheckpoint: this.#db.prepare(
        'INSERT INTO checkpoints (name, position) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET position = excluded.position',
      ),
      getCheckpoint: this.#db.prepare('SELECT position FROM checkpoints WHERE name = ?'),
      putIndex: this.#db.prepare('INSERT INTO indexes (collection, name, spec) VALUES (?, ?, ?)'),
      // A skip scan over the primary key: one lookup per collection instead of reading every
      // document (health checks call this).
      listCollections: this.#db.prepare(`
        WITH RECURSIVE names(name) AS (
          SELECT MIN(collection) FROM docs
          UNION ALL
          SELECT (SELECT collection FROM docs WHERE collection > names.name ORDER BY collection LIMIT 1)
          FROM names WHERE names.name IS NOT NULL
        )
        SELECT name AS collection FROM names WHERE name IS NOT NULL
        UNION SELECT collection FROM indexes
        ORDER BY collection
      `),
      dropDocs: this.#db.prepare('DELETE FROM docs WHERE collection = ?'),
      dropIndexes: this.#db.prepare('DELETE FROM indexes WHERE collection = ?'),
    };
  }

  async find<T extends Doc = Doc>(collection: string, filter?: Filter, options?: FindOptions): Promise<T[]> {
    this.#assertOpen();
    assertFindOptions(options);
    const docs = this.#collection(collection).select(filter, options);
    // Committed documents are never changed in place (an update changes a copy), so lending them is safe for a reader that does not change them either.
    if (options?.shared && !options.projection) return docs as T[];
    return this.#output(docs, options?.projection, options?.shared === true) as T[];
  }

  async *findBatches<T extends Doc = Doc>(collection: string, filter: Filter | undefined, options: FindOptions & { batchSize: number }): AsyncIterable<T[]> {
    this.#assertOpen();
    assertFindOptions(options);
    assertBatchSize(options.batchSize);
    const { batchSize, skip = 0, limit = 0, ...findOptions } = options;
    // Read a page at a time (MemoryCollection.reader); only the page is copied.
    const next = this.#collection(collection).reader(filter, findOptions.sort);
    let toSkip = skip;
    let left = limit === 0 ? Number.POSITIVE_INFINITY : limit;
    while (left > 0) {
      this.#assertOpen();
      let page = next(Math.min(batchSize + toSkip, toSkip + left));
      if (page.length === 0) return;
      if (toSkip > 0) {
        const skipped = Math.min(toSkip, page.length);
        toSkip -= skipped;
        page = page.slice(skipped);
        if (page.length === 0) continue;
      }
      left -= page.length;
      yield this.#output(page, findOptions.projection) as T[];
    }
  }

  async *mapBatches<T extends Doc, K extends keyof T & string, R>(collection: string, filter: Filter | undefined, options: MapBatchesOptions<K>, map: (doc: StoredFields<T, K>) => R): AsyncIterable<R[]> {
    this.#assertOpen();
    mapBatchesProjection(options);
    // No copy: the mapper's type lets it read, not write (documents here are never changed in place).
    const next = this.#collection(collection).reader(filter, options.sort);
    for (;;) {
      this.#assertOpen();
      const page = next(options.batchSize);
      if (page.length === 0) return;
      const rows: R[] = new Array(page.length);
      for (let i = 0; i < page.length; i++) rows[i] = map(page[i] as unknown as StoredFields<T, K>);
      yield rows;
    }
  }

  async findOne<T extends Doc = Doc>(
    collection: string,
    filter: Filter,
    options?: Pick<FindOptions, 'projection' | 'sort'>,
  ): Promise<T | null> {
    this.#assertOpen();
    const docs = this.#collection(collection).select(filter, { ...options, limit: 1 });
    return (this.#output(docs, options?.projection)[0] as T | undefined) ?? null;
  }

  async count(collection: string, filter?: Filter): Promise<number> {
    this.#assertOpen();
    return this.#collection(collection).count(filter);
  }

  /** Like MongoDB: array values contribute their elements; missing fields contribute nothing. */
  async distinct(collection: string, field: string, filter?: Filter): Promise<unknown[]> {
    this.#assertOpen();
    const seen = new Map<string, unknown>();
    for (const doc of this.#collection(collection).select(filter)) {
      const value = resolve(doc, field);
      for (const item of Array.isArray(value) ? value : [value]) {
        if (item === undefined) continue;
        const key = JSON.stringify(item);
        if (!seen.has(key)) seen.set(key, item);
      }
    }
    return cloneJson([...seen.values()]).sort(compare);
  }

  async aggregate<T = Record<string, unknown>>(collection: string, pipeline: PipelineStage[]): Promise<T[]> {
    this.#assertOpen();
    assertPipeline(pipeline);
    // Leading $match stages run here so the indexes can narrow them.
    const matches: Filter[] = [];
    let rest = 0;
    while (rest < pipeline.length && pipeline[rest]?.$match !== undefined) matches.push(pipeline[rest++]!.$match as Filter);
    const filter = matches.length === 0 ? undefined : matches.length === 1 ? matches[0] : { $and: matches };
    const selected = this.#collection(collection).select(filter);
    // Some mingo stages modify their input objects ($unwind options, nested $addFields), so
    // the store's documents may only be handed to stages that just read them: up to and
    // including a $group/$count, whose (small) output is then copied instead of the input.
    let reading = rest;
    while (reading < pipeline.length && READ_ONLY_STAGES.has(stageName(pipeline[reading]!))) reading++;
    const reducer = pipeline[reading];
    if (reducer && REDUCING_STAGES.has(stageName(reducer))) {
      const reduced = cloneJson(new Aggregator(pipeline.slice(rest, reading + 1)).run(selected));
      return (reading + 1 === pipeline.length ? reduced : new Aggregator(pipeline.slice(reading + 1)).run(reduced)) as T[];
    }
    const input = cloneJson(selected);
    return (rest === pipeline.length ? input : new Aggregator(pipeline.slice(rest)).run(input)) as T[];
  }

  async ensureIndexes(collection: string, indexes: IndexSpec[]): Promise<void> {
    this.#assertOpen();
    const target = this.#collection(collection);
    const existing = target.indexSpecs();
    const built: CollectionIndex[] = [];
    for (const spec of indexes.map(normalizeIndexSpec)) {
      const declared = [...existing, ...built.map((index) => index.spec)];
      const sameName = declared.find((other) => other.name === spec.name);
      if (sameName) {
        if (sameIndex(sameName, spec)) continue;
        throw new InvalidDocumentOperationError(`Index ${spec.name} on ${collection} already exists with other keys or options`, {
          collection,
          index: spec.name,
        });
      }
      const sameKeyPattern = declared.find((other) => sameKeys(other, spec));
      if (sameKeyPattern) {
        throw new InvalidDocumentOperationError(`Index ${spec.name} on ${collection} repeats the keys of ${sameKeyPattern.name}`, {
          collection,
          index: spec.name,
        });
      }
      built.push(target.buildIndex(spec));
    }
    if (built.length === 0) return;
    this.#transaction(() => {
      for (const index of built) this.#statements.putIndex.run(collection, index.spec.name, JSON.stringify(indexSpecOf(index.spec)));
    });
    for (const index of built) target.addIndex(index);
  }

  async applyBatch(ops: WriteOp[], checkpoint?: Checkpoint): Promise<void> {
    this.#assertOpen();
    assertWriteOps(ops);
    assertCheckpoint(checkpoint);
    const staged = this.#stage(ops);
    for (const [name, changes] of staged) {
      this.#collection(name).assertUnique(changes);
    }
    this.#transaction(() => {
      for (const [name, changes] of staged) {
        for (const [id, change] of changes) {
          if (change) this.#statements.putDoc.run(name, id, change.json);
          else this.#statements.deleteDoc.run(name, id);
        }
      }
      if (checkpoint) this.#statements.putCheckpoint.run(checkpoint.name, checkpoint.position.toString());
    });
    // Memory follows only a committed transaction, so a failed batch leaves no trace.
    for (const [name, changes] of staged) {
      const target = this.#collection(name);
      target.setMany([...changes].map(([id, change]): [string, Doc | null] => [id, change?.doc ?? null]));
    }
  }

  async getCheckpoint(name: string): Promise<bigint | null> {
    this.#assertOpen();
    const row = this.#statements.getCheckpoint.get(name);
    return row ? BigInt(String(row.position)) : null;
  }

  async listCollections(): Promise<string[]> {
    this.#assertOpen();
    return this.#statements.listCollections.all().map((row) => String(row.collection));
  }

  async dropCollection(collection: string): Promise<void> {
    this.#assertOpen();
    assertCollectionName(collection);
    this.#transaction(() => {
      this.#statements.dropDocs.run(collection);
      this.#statements.dropIndexes.run(collection);
    });
    this.#collections.delete(collection);
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    this.#collections.clear();
    this.#db.close();
  }

  /**
   * The net effect of the batch per collection and id (null: deleted), computed against the
   * committed state plus the batch's own earlier operations, without touching either. Every
   * document the batch writes gets one working copy that all its operations change in place and
   * is serialized once at the end, so k updates of one document (a day's counters) cost one
   * copy and one JSON round trip, not k.
   */
  #stage(ops: WriteOp[]): Map<string, Map<string, StagedDoc | null>> {
    // `own`: the store's private working copy; `plain`: every change to it wrote JSON scalars only (writesScalarsOnly).
    const working = new Map<string, Map<string, { doc: Doc; own: boolean; plain: boolean } | null>>();
    for (const op of ops) {
      const target = this.#collection(op.collection);
      let changes = working.get(op.collection);
      if (!changes) {
        changes = new Map();
        working.set(op.collection, changes);
      }
      const current = (id: string): Doc | undefined => {
        const change = changes.get(id);
        return change === undefined ? target.get(id) : (change?.doc ?? undefined);
      };
      switch (op.op) {
        case 'put':
          // The caller's object is copied only if a later update of the batch changes it.
          changes.set(op.doc._id, { doc: op.doc, own: false, plain: false });
          break;
        case 'update': {
          const change = changes.get(op.id);
          if (change?.own) {
            applyUpdate(change.doc, op.update, op.collection);
            if (change.plain && !writesScalarsOnly(op)) change.plain = false;
            break;
          }
          const existing = current(op.id);
          if (!existing && !op.upsert) break;
          // A committed document is parsed JSON, so its copy is too; a document the batch put is the caller's.
          const plain = (change === undefined || change === null) && writesScalarsOnly(op);
          const updated: Doc = existing ? cloneJson(existing) : { _id: op.id };
          applyUpdate(updated, op.update, op.collection);
          changes.set(op.id, { doc: updated, own: true, plain });
          break;
        }
        case 'delete':
          if (current(op.id)) changes.set(op.id, null);
          break;
        case 'deleteMany': {
          const test = matcher(op.filter);
          // A filter on given ids tests just those (a projection's "delete if drained"), not every change of the batch.
          const ids = idsOf(op.filter) ?? new Set([...target.candidateIds(op.filter), ...changes.keys()]);
          for (const id of ids) {
            const doc = current(id);
            if (doc && test(doc)) changes.set(id, null);
          }
          break;
        }
      }
    }
    const staged = new Map<string, Map<string, StagedDoc | null>>();
    for (const [collection, changes] of working) {
      const stored = new Map<string, StagedDoc | null>();
      const target = this.#collection(collection);
      for (const [id, change] of changes) stored.set(id, change === null ? null : change.plain ? { doc: change.doc, json: toJson(change.doc, collection) } : toStored(change.doc, collection, target.get(id)));
      staged.set(collection, stored);
    }
    return staged;
  }

  #transaction(work: () => void): void {
    this.#db.exec('BEGIN IMMEDIATE');
    try {
      work();
      this.#db.exec('COMMIT');
    } catch (error) {
      if (this.#db.isTransaction) this.#db.exec('ROLLBACK');
      throw error;
    }
  }

  #collection(name: string): MemoryCollection {
    const loaded = this.#collections.get(name);
    if (loaded) return loaded;
    assertCollectionName(name);
    const collection = new MemoryCollection(name);
    for (const row of this.#statements.loadDocs.iterate(name)) {
      collection.set(String(row.id), JSON.parse(String(row.doc)) as Doc);
    }
    for (const row of this.#statements.loadIndexes.all(name)) {
      collection.addIndex(collection.buildIndex(normalizeIndexSpec(JSON.parse(String(row.spec)) as IndexSpec)));
    }
    this.#collections.set(name, collection);
    return collection;
  }

  /** Copies for the caller (who must not reach the store's state), then the projection. */
  #output(docs: Doc[], projection: FindOptions['projection'], shared = false): Doc[] {
    if (!projection || Object.keys(projection).length === 0) return cloneJson(docs);
    const fields = topLevelInclusion(projection);
    // Picking the fields before copying spares cloning what is left out (an export's logs and
    // offers); a shared find lends the picked fields' values themselves.
    if (fields) return docs.map((doc) => pick(doc, fields, shared));
    return new Query({}).find<Doc>(cloneJson(docs), projection).all();
  }

  #assertOpen(): void {
    if (this.#closed) throw new DocumentStoreClosedError(this.kind);
  }
}

/** The fields of an inclusion projection of top-level fields only (`{ a: 1, b: 1 }`, `_id` in unless 0); else null. */
function topLevelInclusion(projection: NonNullable<FindOptions['projection']>): string[] | null {
  const fields: string[] = [];
  let withId = true;
  for (const [field, value] of Object.entries(projection)) {
    if (field === '_id') withId = value === 1;
    else if (value !== 1 || field.includes('.') || field.startsWith('$')) return null;
    else fields.push(field);
  }
  if (fields.length === 0) return null;
  return withId ? ['_id', ...fields] : fields;
}

/** A copy of the named fields a document has, as MongoDB's inclusion projection answers them (plain values copied as they are, objects cloned). */
function pick(doc: Doc, fields: readonly string[], shared: boolean): Doc {
  const picked: Record<string, unknown> = {};
  for (const field of fields) {
    if (!(field in doc)) continue;
    const value = doc[field];
    picked[field] = !shared && typeof value === 'object' && value !== null ? cloneJson(value) : value;
  }
  return picked as Doc;
}

export function createEmbeddedDocumentStore(options: EmbeddedDocumentStoreOptions): DocumentStore {
  return new EmbeddedDocumentStore(options.path);
}
