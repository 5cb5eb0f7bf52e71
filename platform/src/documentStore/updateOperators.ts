/**
 * MongoDB update operators for the embedded store, applied in place to a private copy.
 *
 * mingo's updater rebuilds its operator registry on every call (~40 µs per document; its root
 * `update` even more), which made projection writes several times slower than everything else
 * in a batch together. So the common cases — the port's operators on plain dotted paths,
 * `$push` / `$addToSet` with `$each`, `$pull` by value or condition — are applied here, and
 * only the rest (positional paths, `$push` modifiers) goes to mingo.
 */
import { Query } from 'mingo';
import { update as mingoUpdate } from 'mingo/updater';
import { compare, isEqual } from 'mingo/util';
import type { Doc, UpdateSpec } from './documentStore.ts';
import { InvalidDocumentOperationError } from './errors.ts';
import { assertUpdateApplies } from './updateChecks.ts';

type Container = Record<string, unknown> | unknown[];

const ARRAY_INDEX = /^(0|[1-9]\d*)$/;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

/** Applies the update operators to `doc` in place, refusing what MongoDB would refuse. */
export function applyUpdate(doc: Doc, update: UpdateSpec, collection: string): void {
  assertUpdateApplies(doc, update, collection);
  if (isNativeUpdate(update)) {
    applyNativeUpdate(doc, update, collection);
    return;
  }
  try {
    mingoUpdate(doc, update as Parameters<typeof mingoUpdate>[1], undefined, undefined, { cloneMode: 'deep' });
  } catch (error) {
    // mingo refuses e.g. two operators on one path, as MongoDB does: same typed error.
    throw new InvalidDocumentOperationError(`Update of ${doc._id} in ${collection} failed`, {
      collection,
      id: doc._id,
      reason: error instanceof Error ? error.message : String(error),
    });
  }
}

/** Whether `applyNativeUpdate` handles this update itself. */
export function isNativeUpdate(update: UpdateSpec): boolean {
  for (const operator in update) {
    const fields = update[operator]!;
    for (const path in fields) {
      if (path.includes('$')) return false;
      const argument = fields[path];
      if ((operator === '$push' || operator === '$addToSet') && isPlainObject(argument) && Object.keys(argument).some((key) => key.startsWith('$'))) {
        const keys = Object.keys(argument);
        if (keys.length !== 1 || keys[0] !== '$each' || !Array.isArray(argument.$each)) return false;
      }
    }
  }
  return true;
}

/** Applies an update for which `isNativeUpdate` holds; `assertUpdateApplies` has checked types. */
export function applyNativeUpdate(doc: Doc, update: UpdateSpec, collection: string): void {
  assertNoConflicts(doc, update, collection);
  for (const operator in update) {
    const fields = update[operator]!;
    for (const path in fields) {
      const argument = fields[path];
      const segments = path.split('.');
      const last = segments[segments.length - 1]!;
      if (operator === '$unset') {
        const parent = findParent(doc, segments);
        if (Array.isArray(parent)) {
          // MongoDB keeps array positions: an unset element becomes null.
          if (ARRAY_INDEX.test(last) && Number(last) < parent.length) parent[Number(last)] = null;
        } else if (parent) delete parent[last];
        continue;
      }
      const parent = makeParent(doc, segments, path, collection);
      const current = read(parent, last);
      switch (operator) {
        case '$set':
          write(parent, last, argument, path, collection);
          break;
        case '$inc':
          write(parent, last, current === undefined ? argument : (current as number) + (argument as number), path, collection);
          break;
        case '$min':
          if (current === undefined || compare(argument, current) < 0) write(parent, last, argument, path, collection);
          break;
        case '$max':
          if (current === undefined || compare(argument, current) > 0) write(parent, last, argument, path, collection);
          break;
        case '$push': {
          const list = current === undefined ? [] : (current as unknown[]);
          list.push(...eachOf(argument));
          write(parent, last, list, path, collection);
          break;
        }
        case '$addToSet': {
          const list = current === undefined ? [] : (current as unknown[]);
          for (const item of eachOf(argument)) if (!list.some((existing) => isEqual(existing, item))) list.push(item);
          write(parent, last, list, path, collection);
          break;
        }
        case '$pull': {
          if (current === undefined) break;
          const matches = pullMatcher(argument);
          write(parent, last, (current as unknown[]).filter((item) => !matches(item)), path, collection);
          break;
        }
        default:
          throw new InvalidDocumentOperationError(`Unsupported update operator ${operator}`);
      }
    }
  }
}

function eachOf(argument: unknown): unknown[] {
  return isPlainObject(argument) && Array.isArray(argument.$each) ? argument.$each : [argument];
}

/**
 * `$pull` semantics: a document condition is a query on each (document) element, an operator
 * condition (`{ $lt: 5 }`) or a regex applies to each element, anything else removes equal elements.
 */
function pullMatcher(condition: unknown): (item: unknown) => boolean {
  if (condition instanceof RegExp) {
    const query = new Query({ value: condition });
    return (item) => query.test({ value: item });
  }
  if (!isPlainObject(condition)) return (item) => isEqual(item, condition);
  const keys = Object.keys(condition);
  if (keys.length > 0 && keys.every((key) => key.startsWith('$'))) {
    const query = new Query({ value: condition });
    return (item) => query.test({ value: item });
  }
  const query = new Query(condition);
  return (item) => isPlainObject(item) && query.test(item);
}

/** MongoDB refuses one update touching a path twice, or a path and its parent. */
function assertNoConflicts(doc: Doc, update: UpdateSpec, collection: string): void {
  // One pass with a set of the paths: an aggregate's $inc of hundreds of paths checked pair by pair cost O(n²).
  const seen = new Set<string>();
  const conflict = (a: string, b: string): never => {
    throw new InvalidDocumentOperationError(`Update of ${doc._id} in ${collection} touches ${a} and ${b} at once`, {
      collection,
      id: doc._id,
    });
  };
  for (const operator in update) {
    for (const path in update[operator]) {
      if (seen.has(path)) conflict(path, path);
      seen.add(path);
    }
  }
  for (const path of seen) {
    for (let dot = path.indexOf('.'); dot !== -1; dot = path.indexOf('.', dot + 1)) {
      const parent = path.slice(0, dot);
      if (seen.has(parent)) conflict(parent, path);
    }
  }
}

function read(container: Container, key: string): unknown {
  if (Array.isArray(container)) return ARRAY_INDEX.test(key) ? container[Number(key)] : undefined;
  return container[key];
}

function write(container: Container, key: string, value: unknown, path: string, collection: string): void {
  if (!Array.isArray(container)) {
    container[key] = value;
    return;
  }
  if (!ARRAY_INDEX.test(key)) throw new InvalidDocumentOperationError(`Cannot create field ${key} in an array (${path}, ${collection})`);
  const index = Number(key);
  // MongoDB pads with nulls when writing past the end of an array.
  while (container.length < index) container.push(null);
  container[index] = value;
}

/** The container holding the last segment, or undefined when part of the path is missing. */
function findParent(doc: Doc, segments: string[]): Container | undefined {
  let current: unknown = doc;
  for (let i = 0; i < segments.length - 1; i++) {
    if (!isPlainObject(current) && !Array.isArray(current)) return undefined;
    current = read(current, segments[i]!);
  }
  return isPlainObject(current) || Array.isArray(current) ? current : undefined;
}

/** The container holding the last segment, creating missing objects on the way. */
function makeParent(doc: Doc, segments: string[], path: string, collection: string): Container {
  let current: Container = doc;
  for (let i = 0; i < segments.length - 1; i++) {
    const segment = segments[i]!;
    let next = read(current, segment);
    if (next === undefined || next === null) {
      if (next === null) {
        throw new InvalidDocumentOperationError(`Cannot create field ${segments[i + 1]} under null (${path}, ${collection})`);
      }
      next = {};
      write(current, segment, next, path, collection);
    }
    if (!isPlainObject(next) && !Array.isArray(next)) {
      throw new InvalidDocumentOperationError(`Cannot create field ${segments[i + 1]} under a scalar (${path}, ${collection})`);
    }
    current = next;
  }
  return current;
}
