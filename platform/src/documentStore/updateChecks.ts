/**
 * MongoDB refuses some updates that mingo would quietly skip ($inc on a string, $push onto a
 * non-array, a field under a scalar). The embedded store runs these checks first so a
 * projection bug fails the same way in both adapters instead of silently losing the write.
 */
import type { Doc, UpdateSpec } from './documentStore.ts';
import { InvalidDocumentOperationError } from './errors.ts';

const ARRAY_OPERATORS = new Set(['$push', '$addToSet', '$pull']);

export function assertUpdateApplies(doc: Doc, update: UpdateSpec, collection: string): void {
  // for…in and one path walk without splitting: an aggregate's update names hundreds of paths per batch.
  for (const operator in update) {
    const fields = update[operator]!;
    for (const path in fields) {
      // Positional paths ($, $[], $[name]) are left to mingo.
      if (path.includes('$')) continue;
      const argument = fields[path];
      if (operator === '$inc' && typeof argument !== 'number') fail(doc, collection, operator, path, 'the increment is not a number');
      let current: unknown = doc;
      let reached = true;
      let start = 0;
      for (let dot = path.indexOf('.'); dot !== -1; dot = path.indexOf('.', start)) {
        if (current === undefined || Array.isArray(current)) {
          reached = false;
          break;
        }
        if (current === null || typeof current !== 'object') {
          if (operator === '$unset') {
            reached = false;
            break;
          }
          fail(doc, collection, operator, path, 'a parent field is not an object');
        }
        current = (current as Record<string, unknown>)[path.slice(start, dot)];
        start = dot + 1;
      }
      if (!reached || Array.isArray(current)) continue;
      if (current !== undefined && (current === null || typeof current !== 'object')) {
        if (operator !== '$unset') fail(doc, collection, operator, path, 'a parent field is not an object');
        continue;
      }
      const value = current === undefined ? undefined : (current as Record<string, unknown>)[path.slice(start)];
      if (value === undefined) continue;
      if (operator === '$inc' && typeof value !== 'number') fail(doc, collection, operator, path, 'the field is not a number');
      if (ARRAY_OPERATORS.has(operator) && !Array.isArray(value)) fail(doc, collection, operator, path, 'the field is not an array');
    }
  }
}

function fail(doc: Doc, collection: string, operator: string, path: string, reason: string): never {
  throw new InvalidDocumentOperationError(`Cannot apply ${operator} to ${path} of ${doc._id} in ${collection}: ${reason}`, {
    collection,
    id: doc._id,
    operator,
    path,
  });
}
