import type { Doc, RecordedEvent, WriteOp } from '@pm/platform';
import type { EntityState, StateChange } from './projector.ts';

/** A write and the position of the event that caused it (stamped as `_pos`). */
export interface PositionedWrite {
  op: WriteOp;
  position: bigint;
}

interface Folded {
  before: Doc | null;
  after: Doc | null;
  position: bigint;
}

/**
 * Folds a batch's events into the entity states they touch: loads those states once, applies
 * `evolve` in log order, and returns the state puts/deletes and the derived writes of every state
 * that changed (per state with `derive`, or for all of them at once with `deriveBatch`). Pure
 * apart from `load`.
 */
export async function foldEntityStates(spec: EntityState, events: readonly RecordedEvent[], load: (ids: string[]) => Promise<Doc[]>): Promise<PositionedWrite[]> {
  const touched = events.map((event) => ({ event, id: spec.idOf(event) })).filter((t): t is { event: RecordedEvent; id: string } => t.id !== null);
  if (touched.length === 0) return [];
  const loaded = await load([...new Set(touched.map((t) => t.id))]);
  const states = new Map<string, Folded>();
  for (const doc of loaded) {
    const { _pos: _position, ...state } = doc;
    states.set(doc._id, { before: state, after: state, position: 0n });
  }
  for (const { event, id } of touched) {
    const folded = states.get(id) ?? { before: null, after: null, position: 0n };
    const next = spec.evolve(folded.after, event);
    if (next !== folded.after) states.set(id, { ...folded, after: next, position: event.position });
    else if (!states.has(id)) states.set(id, folded);
  }
  const writes: PositionedWrite[] = [];
  const changes: StateChange[] = [];
  let last = 0n;
  for (const [id, { before, after, position }] of states) {
    if (before === after) continue;
    if (after) writes.push({ op: { op: 'put', collection: spec.collection, doc: spec.stored ? spec.stored(after) : after }, position });
    else writes.push({ op: { op: 'delete', collection: spec.collection, id }, position });
    if (spec.deriveBatch) {
      changes.push({ id, before, after });
      if (position > last) last = position;
    } else for (const op of spec.derive(before, after)) writes.push({ op, position });
  }
  if (spec.deriveBatch && changes.length > 0) for (const op of spec.deriveBatch(changes)) writes.push({ op, position: last });
  return writes;
}
