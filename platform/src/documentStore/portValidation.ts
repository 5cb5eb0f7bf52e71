/**
 * Argument checks shared by both adapters, so that a call the embedded store refuses is also
 * refused in production (and the other way round) instead of diverging silently.
 */
import type { Checkpoint, FindOptions, IndexSpec, PipelineStage, WriteOp } from './documentStore.ts';
import { InvalidDocumentOperationError } from './errors.ts';

/** Holds the checkpoints in the MongoDB adapter; reserved in both adapters for parity. */
export const CHECKPOINT_COLLECTION = '_checkpoints';

/** The update operators the port promises (see `UpdateSpec`). */
const UPDATE_OPERATORS = new Set(['$set', '$unset', '$inc', '$push', '$pull', '$addToSet', '$min', '$max']);

export function assertCollectionName(name: string): void {
  if (
    typeof name !== 'string' ||
    name.length === 0 ||
    name.length > 200 ||
    name.includes('$') ||
    name.includes('\0') ||
    name.startsWith('system.') ||
    name === CHECKPOINT_COLLECTION
  ) {
    throw new InvalidDocumentOperationError(`Invalid collection name: ${JSON.stringify(name)}`, { collection: name });
  }
}

function assertId(id: unknown, collection: string): asserts id is string {
  if (typeof id !== 'string' || id.length === 0) {
    throw new InvalidDocumentOperationError(`Document ids must be non-empty strings (collection ${collection})`, { collection, id: String(id) });
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function assertWriteOps(ops: WriteOp[]): void {
  if (!Array.isArray(ops)) throw new InvalidDocumentOperationError('applyBatch expects an array of operations');
  for (const op of ops) {
    assertCollectionName(op.collection);
    switch (op.op) {
      case 'put':
        if (!isPlainObject(op.doc)) throw new InvalidDocumentOperationError(`put needs a document (collection ${op.collection})`);
        assertId(op.doc._id, op.collection);
        break;
      case 'update': {
        assertId(op.id, op.collection);
        const operators = isPlainObject(op.update) ? Object.keys(op.update) : [];
        if (operators.length === 0) {
          throw new InvalidDocumentOperationError(`update needs update operators (collection ${op.collection})`, { id: op.id });
        }
        for (const operator of operators) {
          if (!UPDATE_OPERATORS.has(operator) || !isPlainObject(op.update[operator])) {
            throw new InvalidDocumentOperationError(`Unsupported update operator ${operator} (collection ${op.collection})`, { id: op.id, operator });
          }
          // Mongo refuses to change _id; refusing it here keeps the embedded adapter identical.
          if (Object.keys(op.update[operator] ?? {}).some((path) => path === '_id' || path.startsWith('_id.'))) {
            throw new InvalidDocumentOperationError(`_id is immutable (collection ${op.collection})`, { id: op.id });
          }
        }
        break;
      }
      case 'delete':
        assertId(op.id, op.collection);
        break;
      case 'deleteMany':
        if (!isPlainObject(op.filter)) throw new InvalidDocumentOperationError(`deleteMany needs a filter (collection ${op.collection})`);
        break;
      default:
        throw new InvalidDocumentOperationError(`Unknown write operation ${String((op as { op: unknown }).op)}`);
    }
  }
}

/** The stages the port promises; others (e.g. $lookup) would work in one adapter only. */
const PIPELINE_STAGES = new Set(['$match', '$sort', '$skip', '$limit', '$project', '$group', '$unwind', '$count', '$addFields', '$set', '$facet']);

export function assertPipeline(pipeline: PipelineStage[], insideFacet = false): void {
  if (!Array.isArray(pipeline)) throw new InvalidDocumentOperationError('aggregate expects an array of stages');
  for (const stage of pipeline) {
    const names = isPlainObject(stage) ? Object.keys(stage) : [];
    const name = names[0];
    if (names.length !== 1 || name === undefined || !PIPELINE_STAGES.has(name) || (insideFacet && name === '$facet')) {
      throw new InvalidDocumentOperationError(`Unsupported aggregation stage ${names.join(',') || JSON.stringify(stage)}`);
    }
    if (name === '$facet') {
      const facets = stage[name];
      if (!isPlainObject(facets)) throw new InvalidDocumentOperationError('$facet needs an object of pipelines');
      for (const sub of Object.values(facets)) assertPipeline(sub as PipelineStage[], true);
    }
  }
}

export function assertCheckpoint(checkpoint: Checkpoint | undefined): void {
  if (checkpoint === undefined) return;
  if (typeof checkpoint.name !== 'string' || checkpoint.name.length === 0) {
    throw new InvalidDocumentOperationError('Checkpoint names must be non-empty strings');
  }
  if (typeof checkpoint.position !== 'bigint' || checkpoint.position < 0n) {
    throw new InvalidDocumentOperationError(`Checkpoint ${checkpoint.name} needs a non-negative bigint position`);
  }
}

export function assertFindOptions(options: FindOptions | undefined): void {
  for (const key of ['skip', 'limit'] as const) {
    const value = options?.[key];
    if (value !== undefined && (!Number.isInteger(value) || value < 0)) {
      throw new InvalidDocumentOperationError(`${key} must be a non-negative integer`, { [key]: value });
    }
  }
}

/** The batch size of `findBatches`: a positive integer, bounded so one batch stays small. */
export function assertBatchSize(batchSize: number): void {
  if (!Number.isInteger(batchSize) || batchSize < 1 || batchSize > 10_000) {
    throw new InvalidDocumentOperationError('batchSize must be an integer from 1 to 10000', { batchSize });
  }
}

export interface NormalizedIndexSpec {
  name: string;
  keys: Array<[path: string, direction: 1 | -1]>;
  unique: boolean;
  substring?: string;
}

/** Fills in MongoDB's default index name (`companyId_1_name_-1`) so both adapters agree on names. */
export function normalizeIndexSpec(spec: IndexSpec): NormalizedIndexSpec {
  const keys = Object.entries(spec.keys ?? {});
  if (keys.length === 0) throw new InvalidDocumentOperationError('An index needs at least one key');
  for (const [path, direction] of keys) {
    if (path.length === 0 || path.startsWith('$') || (direction !== 1 && direction !== -1)) {
      throw new InvalidDocumentOperationError(`Invalid index key ${path}: ${String(direction)}`);
    }
  }
  if (spec.substring !== undefined) {
    if (spec.substring.length === 0 || spec.substring.startsWith('$')) throw new InvalidDocumentOperationError(`Invalid substring field ${spec.substring}`);
    if (spec.unique) throw new InvalidDocumentOperationError('A substring index cannot be unique');
  }
  const keyName = keys.map(([path, direction]) => `${path}_${direction}`).join('_');
  return {
    name: spec.name ?? (spec.substring === undefined ? keyName : `${keyName}_${spec.substring}_substring`),
    keys,
    unique: spec.unique === true,
    ...(spec.substring === undefined ? {} : { substring: spec.substring }),
  };
}
