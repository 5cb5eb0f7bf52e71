/**
 * Production document store on MongoDB (`mongodb` driver 7).
 *
 * REQUIRES A REPLICA SET (a single-node one is enough): a batch and its checkpoint are
 * committed in one multi-document transaction, which standalone servers do not support.
 *
 * Documents and update arguments go through JSON before they are sent, exactly as the embedded
 * store stores them, so both adapters keep the same data (no Dates, no undefined-as-null).
 */
import { MongoClient, MongoServerError, type AnyBulkWriteOperation, type Db, type Filter as MongoFilter, type IndexDescription } from 'mongodb';
import type { Checkpoint, Doc, DocumentStore, Filter, FindOptions, IndexSpec, PipelineStage, UpdateSpec, WriteOp } from './documentStore.ts';
import { DocumentStoreClosedError, DuplicateKeyError, InvalidDocumentOperationError } from './errors.ts';
import { mapBatchesProjection, type MapBatchesOptions, type StoredFields } from './mapBatches.ts';
import {
  assertCheckpoint,
  assertCollectionName,
  assertBatchSize,
  assertFindOptions,
  assertPipeline,
  assertWriteOps,
  CHECKPOINT_COLLECTION,
  normalizeIndexSpec,
} from './portValidation.ts';

export interface MongoDocumentStoreOptions {
  /** Connection string of a replica set, e.g. `mongodb://host:27017/?replicaSet=rs0`. */
  url: string;
  dbName: string;
}

interface CheckpointDoc {
  _id: string;
  /** Decimal string: positions are bigints beyond what a double holds exactly. */
  position: string;
}

const DUPLICATE_KEY = 11000;
/** BadValue, TypeMismatch, PathNotViable, ConflictingUpdateOperators, ImmutableField. */
const INVALID_UPDATE_CODES = new Set([2, 14, 28, 40, 66]);
/** IndexOptionsConflict, IndexKeySpecsConflict. */
const INDEX_CONFLICT_CODES = new Set([85, 86]);

/** Maps the server errors callers handle to the same typed errors the embedded store throws. */
function translate(error: unknown, collection: string | undefined): unknown {
  if (!(error instanceof MongoServerError)) return error;
  const code = Number(error.code);
  const where = collection ?? 'batch';
  if (code === DUPLICATE_KEY) {
    const details = error.errorResponse as { keyValue?: unknown; errmsg?: string };
    const index = /index: (\S+)/.exec(details.errmsg ?? error.message)?.[1] ?? 'unknown';
    return new DuplicateKeyError(where, index, details.keyValue ?? null);
  }
  if (INVALID_UPDATE_CODES.has(code) || INDEX_CONFLICT_CODES.has(code)) {
    return new InvalidDocumentOperationError(`MongoDB refused the operation on ${where}: ${error.message}`, { code, codeName: error.codeName });
  }
  return error;
}

/** Same JSON round trip as the embedded store applies to what it stores. */
function asJson<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/** Values written by update operators as JSON; $pull holds conditions (maybe regexes), kept as they are. */
function jsonValues(update: UpdateSpec): UpdateSpec {
  return Object.fromEntries(Object.entries(update).map(([operator, fields]) => [operator, operator === '$pull' ? fields : asJson(fields)]));
}

const asFilter = (filter: Filter | undefined): MongoFilter<Doc> => (filter ?? {}) as MongoFilter<Doc>;

function toModel(op: WriteOp): AnyBulkWriteOperation<Doc> {
  switch (op.op) {
    case 'put':
      return { replaceOne: { filter: { _id: op.doc._id }, replacement: asJson(op.doc), upsert: true } };
    case 'update':
      return { updateOne: { filter: { _id: op.id }, update: jsonValues(op.update), upsert: op.upsert === true } };
    case 'delete':
      return { deleteOne: { filter: { _id: op.id } } };
    case 'deleteMany':
      return { deleteMany: { filter: asFilter(op.filter) } };
  }
}

class MongoDocumentStore implements DocumentStore {
  readonly kind = 'mongodb';
  readonly #client: MongoClient;
  readonly #db: Db;
  #closed = false;

  constructor(client: MongoClient, dbName: string) {
    this.#client = client;
    this.#db = client.db(dbName);
  }

  async find<T extends Doc = Doc>(collection: string, filter?: Filter, options?: FindOptions): Promise<T[]> {
    const target = this.#collection(collection);
    assertFindOptions(options);
    const cursor = target.find(asFilter(filter), {
      ...(options?.sort ? { sort: options.sort } : {}),
      ...(options?.skip ? { skip: options.skip } : {}),
      ...(options?.limit ? { limit: options.limit } : {}),
      ...(options?.projection ? { projection: options.projection } : {}),
    });
    return (await cursor.toArray()) as T[];
  }

  async *findBatches<T extends Doc = Doc>(collection: string, filter: Filter | undefined, options: FindOptions & { batchSize: number }): AsyncIterable<T[]> {
    const target = this.#collection(collection);
    assertFindOptions(options);
    assertBatchSize(options.batchSize);
    const cursor = target.find(asFilter(filter), {
      batchSize: options.batchSize,
      ...(options.sort ? { sort: options.sort } : {}),
      ...(options.skip ? { skip: options.skip } : {}),
      ...(options.limit ? { limit: options.limit } : {}),
      ...(options.projection ? { projection: options.projection } : {}),
    });
    try {
      let batch: T[] = [];
      for await (const doc of cursor) {
        batch.push(doc as T);
        if (batch.length >= options.batchSize) {
          yield batch;
          batch = [];
        }
      }
      if (batch.length > 0) yield batch;
    } finally {
      // A caller that stops early (a cancelled download) frees the server cursor.
      await cursor.close();
    }
  }

  async *mapBatches<T extends Doc, K extends keyof T & string, R>(collection: string, filter: Filter | undefined, options: MapBatchesOptions<K>, map: (doc: StoredFields<T, K>) => R): AsyncIterable<R[]> {
    const target = this.#collection(collection);
    const projection = mapBatchesProjection(options);
    // The embedded store's order: ties by `_id` (MongoDB would leave them unspecified).
    const sort = options.sort ? { ...options.sort, ...('_id' in options.sort ? {} : { _id: 1 as const }) } : undefined;
    const cursor = target.find(asFilter(filter), { batchSize: options.batchSize, projection, ...(sort ? { sort } : {}) });
    try {
      let rows: R[] = [];
      for await (const doc of cursor) {
        rows.push(map(doc as unknown as StoredFields<T, K>));
        if (rows.length >= options.batchSize) {
          yield rows;
          rows = [];
        }
      }
      if (rows.length > 0) yield rows;
    } finally {
      // A caller that stops early (a cancelled download) frees the server cursor.
      await cursor.close();
    }
  }

  async findOne<T extends Doc = Doc>(
    collection: string,
    filter: Filter,
    options?: Pick<FindOptions, 'projection' | 'sort'>,
  ): Promise<T | null> {
    const target = this.#collection(collection);
    return (await target.findOne(asFilter(filter), {
      ...(options?.sort ? { sort: options.sort } : {}),
      ...(options?.projection ? { projection: options.projection } : {}),
    })) as T | null;
  }

  async count(collection: string, filter?: Filter): Promise<number> {
    return this.#collection(collection).countDocuments(asFilter(filter));
  }

  async distinct(collection: string, field: string, filter?: Filter): Promise<unknown[]> {
    return this.#collection(collection).distinct(field, asFilter(filter));
  }

  async aggregate<T = Record<string, unknown>>(collection: string, pipeline: PipelineStage[]): Promise<T[]> {
    const target = this.#collection(collection);
    assertPipeline(pipeline);
    return (await target.aggregate(pipeline).toArray()) as T[];
  }

  async ensureIndexes(collection: string, indexes: IndexSpec[]): Promise<void> {
    const target = this.#collection(collection);
    if (indexes.length === 0) return;
    const descriptions: IndexDescription[] = indexes.map(normalizeIndexSpec).map((spec) => ({
      key: { ...Object.fromEntries(spec.keys), ...(spec.substring === undefined ? {} : { [spec.substring]: 1 }) },
      name: spec.name,
      ...(spec.unique ? { unique: true } : {}),
    }));
    try {
      // createIndexes is a no-op for indexes that already exist with the same definition.
      await target.createIndexes(descriptions);
    } catch (error) {
      throw translate(error, collection);
    }
  }

  async applyBatch(ops: WriteOp[], checkpoint?: Checkpoint): Promise<void> {
    this.#assertOpen();
    assertWriteOps(ops);
    assertCheckpoint(checkpoint);
    if (ops.length === 0 && !checkpoint) return;
    // Per collection, in batch order; operations on different collections are independent.
    const models = new Map<string, AnyBulkWriteOperation<Doc>[]>();
    for (const op of ops) {
      const list = models.get(op.collection) ?? [];
      list.push(toModel(op));
      models.set(op.collection, list);
    }
    const session = this.#client.startSession();
    let current: string | undefined;
    try {
      // The driver may run the callback again on transient errors; it only re-sends the batch.
      await session.withTransaction(
        async () => {
          for (const [name, list] of models) {
            current = name;
            await this.#db.collection<Doc>(name).bulkWrite(list, { session, ordered: true });
          }
          current = undefined;
          if (checkpoint) {
            await this.#db
              .collection<CheckpointDoc>(CHECKPOINT_COLLECTION)
              .updateOne({ _id: checkpoint.name }, { $set: { position: checkpoint.position.toString() } }, { upsert: true, session });
          }
        },
        { writeConcern: { w: 'majority' } },
      );
    } catch (error) {
      throw translate(error, current);
    } finally {
      await session.endSession();
    }
  }

  async getCheckpoint(name: string): Promise<bigint | null> {
    this.#assertOpen();
    const doc = await this.#db.collection<CheckpointDoc>(CHECKPOINT_COLLECTION).findOne({ _id: name });
    return doc ? BigInt(doc.position) : null;
  }

  async listCollections(): Promise<string[]> {
    this.#assertOpen();
    const infos = await this.#db.listCollections({}, { nameOnly: true }).toArray();
    return infos
      .map((info) => info.name)
      .filter((name) => name !== CHECKPOINT_COLLECTION && !name.startsWith('system.'))
      .sort();
  }

  async dropCollection(collection: string): Promise<void> {
    // The driver already treats a missing collection as dropped.
    await this.#db.dropCollection(this.#collection(collection).collectionName);
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    await this.#client.close();
  }

  #collection(name: string) {
    this.#assertOpen();
    assertCollectionName(name);
    return this.#db.collection<Doc>(name);
  }

  #assertOpen(): void {
    if (this.#closed) throw new DocumentStoreClosedError(this.kind);
  }
}

/** Connects (failing fast when the server is unreachable) and returns the store. */
export async function createMongoDocumentStore(options: MongoDocumentStoreOptions): Promise<DocumentStore> {
  const client = new MongoClient(options.url);
  await client.connect();
  return new MongoDocumentStore(client, options.dbName);
}
