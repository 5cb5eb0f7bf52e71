/**
 * Reads the equality conditions out of a MongoDB filter so the embedded store can narrow the
 * candidates through an index before `mingo` evaluates the whole filter on them.
 * The result only ever narrows to a superset of the matches; anything unusual is ignored.
 */
import type { Filter } from './documentStore.ts';

/** Values an index bucket is keyed by (Map keys keep 1, '1' and true apart, like MongoDB). */
export type IndexableScalar = string | number | boolean;

export function isIndexableScalar(value: unknown): value is IndexableScalar {
  return typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && !Number.isNaN(value));
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof RegExp) && !(value instanceof Date);
}

/** `v`, `{ $eq: v }`, `{ $in: [v...] }` (other operators beside them only narrow further). */
function allowedValues(condition: unknown): IndexableScalar[] | null {
  if (isIndexableScalar(condition)) return [condition];
  if (!isPlainObject(condition)) return null;
  const keys = Object.keys(condition);
  // `{ a: { b: 1 } }` is an exact sub-document match, not operators.
  if (keys.length === 0 || !keys.every((key) => key.startsWith('$'))) return null;
  if ('$eq' in condition && isIndexableScalar(condition.$eq)) return [condition.$eq];
  const values = condition.$in;
  if (Array.isArray(values) && values.every(isIndexableScalar)) return [...new Set(values)];
  return null;
}

/**
 * Field path → values the field must equal one of, from the filter's top level and from the
 * members of a top-level `$and`.
 */
export function equalityConditions(filter: Filter | undefined): Map<string, IndexableScalar[]> {
  const result = new Map<string, IndexableScalar[]>();
  const visit = (clause: Record<string, unknown>) => {
    for (const [path, condition] of Object.entries(clause)) {
      if (path === '$and' && Array.isArray(condition)) {
        for (const member of condition) if (isPlainObject(member)) visit(member);
        continue;
      }
      if (path.startsWith('$')) continue;
      const values = allowedValues(condition);
      if (values === null) continue;
      const known = result.get(path);
      // Both conditions must hold, so either one narrows correctly; keep the tighter one.
      if (known === undefined || values.length < known.length) result.set(path, values);
    }
  };
  if (filter) visit(filter);
  return result;
}

/** A condition that is nothing but `v`, `{ $eq: v }` or `{ $in: [v...] }` on scalars. */
function isPlainEquality(condition: unknown): boolean {
  if (isIndexableScalar(condition)) return true;
  if (!isPlainObject(condition)) return false;
  const keys = Object.keys(condition);
  if (keys.length !== 1) return false;
  if (keys[0] === '$eq') return isIndexableScalar(condition.$eq);
  return keys[0] === '$in' && Array.isArray(condition.$in) && condition.$in.every(isIndexableScalar);
}

/**
 * The part of the filter an index range pinned on `pinned` does not already guarantee: the
 * filter without its plain equalities on those paths (empty when the range satisfies it all).
 */
export function residualFilter(filter: Filter, pinned: readonly string[], exactRange?: { path: string; bounds: RangeBounds }): Filter {
  const residual: Filter = {};
  for (const [path, condition] of Object.entries(filter)) {
    if (pinned.includes(path) && isPlainEquality(condition)) continue;
    if (exactRange && path === exactRange.path && isExactly(condition, exactRange.bounds)) continue;
    residual[path] = condition;
  }
  return residual;
}

/** A condition that is nothing but the given range (`{ $gte: a, $lt: b }`), so a range cut at those bounds satisfies it. */
function isExactly(condition: unknown, bounds: RangeBounds): boolean {
  if (!isPlainObject(condition)) return false;
  let lower = false;
  let upper = false;
  for (const [operator, value] of Object.entries(condition)) {
    if ((operator === '$gt' || operator === '$gte') && !lower) {
      lower = bounds.lower !== undefined && bounds.lower.value === value && bounds.lower.inclusive === (operator === '$gte');
      if (!lower) return false;
    } else if ((operator === '$lt' || operator === '$lte') && !upper) {
      upper = bounds.upper !== undefined && bounds.upper.value === value && bounds.upper.inclusive === (operator === '$lte');
      if (!upper) return false;
    } else return false;
  }
  return lower === (bounds.lower !== undefined) && upper === (bounds.upper !== undefined);
}

/** Bounds of a range condition on a field (`$gt`/`$gte`/`$lt`/`$lte` with a string or number). */
export interface RangeBounds {
  lower?: { value: string | number; inclusive: boolean };
  upper?: { value: string | number; inclusive: boolean };
}

const rangeValue = (value: unknown): value is string | number => typeof value === 'string' || (typeof value === 'number' && !Number.isNaN(value));

/**
 * Field path → the range its top-level condition (or a top-level `$and` member's) sets. Only
 * narrows: the condition stays in the filter and is still tested on every candidate.
 */
export function rangeConditions(filter: Filter | undefined): Map<string, RangeBounds> {
  const result = new Map<string, RangeBounds>();
  const visit = (clause: Record<string, unknown>) => {
    for (const [path, condition] of Object.entries(clause)) {
      if (path === '$and' && Array.isArray(condition)) {
        for (const member of condition) if (isPlainObject(member)) visit(member);
        continue;
      }
      if (path.startsWith('$') || !isPlainObject(condition)) continue;
      const bounds: RangeBounds = result.get(path) ?? {};
      for (const [operator, value] of Object.entries(condition)) {
        if (!rangeValue(value)) continue;
        if (operator === '$gt' || operator === '$gte') bounds.lower ??= { value, inclusive: operator === '$gte' };
        if (operator === '$lt' || operator === '$lte') bounds.upper ??= { value, inclusive: operator === '$lte' };
      }
      if (bounds.lower || bounds.upper) result.set(path, bounds);
    }
  };
  if (filter) visit(filter);
  return result;
}
