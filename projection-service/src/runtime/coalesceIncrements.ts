import type { Filter, UpdateSpec, WriteOp } from '@pm/platform';
import type { PositionedWrite } from './entityStateFold.ts';

interface Group {
  at: number;
  set: Record<string, unknown>;
  inc: Record<string, number>;
  /** Every path the group's $set and $inc touch, and each one's dotted prefixes. */
  paths: Set<string>;
  prefixes: Set<string>;
}

/** Upserts made only of $set and $inc: the shape a counter aggregate writes. */
function incrementOnly(op: WriteOp): op is Extract<WriteOp, { op: 'update' }> {
  if (op.op !== 'update' || !op.upsert) return false;
  for (const key of Object.keys(op.update)) if (key !== '$set' && key !== '$inc') return false;
  return true;
}

/** The ids a filter names with `_id: 'x'` or `_id: { $in: [...] }`, or null (it may match any document). */
function namedIds(filter: Filter): unknown[] | null {
  const id = filter['_id'];
  if (typeof id === 'string') return [id];
  if (id && typeof id === 'object' && !Array.isArray(id)) {
    const list = (id as Record<string, unknown>)['$in'];
    if (Object.keys(id).length === 1 && Array.isArray(list)) return list;
  }
  return null;
}

const prefixesOf = (path: string): string[] => {
  const found: string[] = [];
  for (let dot = path.indexOf('.'); dot !== -1; dot = path.indexOf('.', dot + 1)) found.push(path.slice(0, dot));
  return found;
};

/** Whether the op's paths can join the group without touching a path twice in two operators or a path and its parent. */
function fits(group: Group, set: Record<string, unknown>, inc: Record<string, number>): boolean {
  for (const path of Object.keys(set)) {
    if (path in group.inc || group.prefixes.has(path)) return false;
    for (const prefix of prefixesOf(path)) if (group.paths.has(prefix)) return false;
  }
  for (const path of Object.keys(inc)) {
    if (path in group.set || group.prefixes.has(path)) return false;
    for (const prefix of prefixesOf(path)) if (group.paths.has(prefix)) return false;
  }
  return true;
}

function join(group: Group, set: Record<string, unknown>, inc: Record<string, number>): void {
  for (const [path, value] of Object.entries(set)) group.set[path] = value;
  for (const [path, value] of Object.entries(inc)) group.inc[path] = (group.inc[path] ?? 0) + value;
  for (const path of [...Object.keys(set), ...Object.keys(inc)]) {
    if (group.paths.has(path)) continue;
    group.paths.add(path);
    for (const prefix of prefixesOf(path)) group.prefixes.add(prefix);
  }
}

/**
 * Merges a batch's $set/$inc upserts of one document into one update at the place of the first,
 * with the sums of the increments, the last value of each $set path, and the latest position. A
 * batch of 1,000 observations then updates each day aggregate once instead of once per product.
 * Sums of integers are exact in any order; the only reordering is that later increments of a
 * document land before the other writes between them (projectors opt in when that is safe —
 * their deletes of a document only remove one its increments drained, see `EntityState`).
 * Puts or deletes of a document in between close its group (a `deleteMany` closes the groups of
 * the ids it names, or of its whole collection when it names none).
 */
export function coalesceIncrements(writes: readonly PositionedWrite[]): PositionedWrite[] {
  const out: PositionedWrite[] = [];
  const open = new Map<string, Group>();
  const groups: Group[] = [];
  for (const write of writes) {
    const { op } = write;
    if (!incrementOnly(op)) {
      if (op.op === 'put') open.delete(`${op.collection}\u0000${op.doc._id}`);
      else if (op.op === 'delete') open.delete(`${op.collection}\u0000${op.id}`);
      else if (op.op === 'deleteMany') {
        // A "delete if drained" names its ids: later increments must land after it, as they did.
        const ids = namedIds(op.filter);
        if (ids) for (const id of ids) open.delete(`${op.collection}\u0000${id}`);
        else for (const key of [...open.keys()]) if (key.startsWith(`${op.collection}\u0000`)) open.delete(key);
      }
      out.push(write);
      continue;
    }
    const key = `${op.collection}\u0000${op.id}`;
    const set = (op.update['$set'] ?? {}) as Record<string, unknown>;
    const inc = (op.update['$inc'] ?? {}) as Record<string, number>;
    const group = open.get(key);
    if (group && fits(group, set, inc)) {
      join(group, set, inc);
      const first = out[group.at]!;
      if (write.position > first.position) out[group.at] = { ...first, position: write.position };
      continue;
    }
    const fresh: Group = { at: out.length, set: {}, inc: {}, paths: new Set(), prefixes: new Set() };
    join(fresh, set, inc);
    open.set(key, fresh);
    groups.push(fresh);
    out.push(write);
  }
  // Each group's first op becomes the merged update.
  for (const group of groups) {
    const { op, position } = out[group.at]!;
    if (op.op !== 'update') continue;
    const update: UpdateSpec = {};
    if (Object.keys(group.set).length > 0) update['$set'] = group.set;
    if (Object.keys(group.inc).length > 0) update['$inc'] = group.inc;
    out[group.at] = { op: { ...op, update }, position };
  }
  return out;
}
