/**
 * MongoDB refuses some updates that mingo would quietly skip ($inc on a string, $push onto a
 * non-array, a field under a scalar). The embedded store runs these checks first so a
 * projection bug fails the same way in both adapters instead of silently losing the write.
 */
import type { Doc, UpdateSpec } from './documentStore.ts';
import { InvalidDocumentOperationError } from './errors.ts';

const ARRAY_OPERATORS = new Set(['$push', '$addToSet', '$pull']);

export function assertUpdateApplies(doc: Doc, update: UpdateSpec, collection: string): void {
  for (const [operator, fields] of Object.entries(update)) {
    for (const [path, argument] of Object.entries(fields)) {
      // Positional paths ($, $[], $[name]) are left to mingo.
      if (path.includes('$')) continue;
      const fail = (reason: string): never => {
        throw new InvalidDocumentOperationError(`Cannot apply ${operator} to ${path} of ${doc._id} in ${collection}: ${reason}`, {
          collection,
          id: doc._id,
          operator,
          path,
        });
      };
      if (operator === '$inc' && typeof argument !== 'number') fail('the increment is not a number');
      const segments = path.split('.');
      let current: unknown = doc;
      let reached = true;
      for (let i = 0; i < segments.length - 1; i++) {
        if (current === undefined || Array.isArray(current)) {
          reached = false;
          break;
        }
        if (current === null || typeof current !== 'object') {
          if (operator === '$unset') {
            reached = false;
            break;
          }
          fail('a parent field is not an object');
        }
        current = (current as Record<string, unknown>)[segments[i]!];
      }
      if (!reached || Array.isArray(current)) continue;
      if (current !== undefined && (current === null || typeof current !== 'object')) {
        if (operator !== '$unset') fail('a parent field is not an object');
        continue;
      }
      const value = current === undefined ? undefined : (current as Record<string, unknown>)[segments[segments.length - 1]!];
      if (value === undefined) continue;
      if (operator === '$inc' && typeof value !== 'number') fail('the field is not a number');
      if (ARRAY_OPERATORS.has(operator) && !Array.isArray(value)) fail('the field is not an array');
    }
  }
}
