import { update as mingoUpdate } from 'mingo/updater';
import { describe, expect, it } from 'vitest';
import type { Doc, UpdateSpec } from './documentStore.ts';
import { applyNativeUpdate, applyUpdate, isNativeUpdate } from './updateOperators.ts';

const base = (): Doc => ({
  _id: 'a',
  n: 5,
  label: 'text',
  nested: { count: 1, deep: { x: 'y' } },
  tags: ['a', 'b'],
  points: [
    { t: 1, p: 10 },
    { t: 2, p: 20 },
    { t: 3, p: 30 },
  ],
  nums: [1, 5, 9],
});

// Each update must give what mingo (our reference for MongoDB semantics) gives.
const cases: UpdateSpec[] = [
  { $set: { n: 6, 'nested.count': 2, 'fresh.path.here': true, tags: ['z'] } },
  { $set: { 'nums.1': 50, 'points.0.p': 11 } },
  { $unset: { label: '', 'nested.deep.x': '', 'missing.path': '' } },
  { $inc: { n: -2.5, 'nested.count': 10, 'new.counter': 1 } },
  { $min: { n: 3, 'nested.count': 7, fresh: 'v' } },
  { $max: { n: 3, 'nested.count': 7, label: 'zzz' } },
  { $push: { tags: 'c', 'nested.list': 1, points: { t: 4, p: 40 } } },
  { $push: { tags: { $each: ['c', 'd'] }, nums: { $each: [] } } },
  { $addToSet: { tags: 'a', nums: { $each: [5, 10, 10] }, fresh: 'x' } },
  { $addToSet: { points: { t: 1, p: 10 } } },
  { $pull: { tags: 'a', nums: { $gte: 5 }, missing: 1 } },
  { $pull: { points: { t: { $lt: 3 } } } },
  { $pull: { points: { t: 2, p: 20 } } },
  { $pull: { tags: /^a/ } },
  { $set: { label: 'new' }, $inc: { n: 1 }, $push: { tags: 'q' }, $unset: { nested: '' } },
];

describe('native update operators', () => {
  it.each(cases.map((update) => [JSON.stringify(update), update] as const))('match mingo for %s', (_label, update) => {
    expect(isNativeUpdate(update)).toBe(true);
    const native = base();
    applyNativeUpdate(native, update, 'test');
    const reference = base();
    mingoUpdate(reference, update as never, undefined, undefined, { cloneMode: 'deep' });
    expect(native).toEqual(reference);
  });

  it('keep duplicates already in the array on $addToSet, as MongoDB documents (mingo drops them)', () => {
    const doc: Doc = { _id: 'a', tags: ['a', 'b', 'a'] };
    applyNativeUpdate(doc, { $addToSet: { tags: { $each: ['a', 'c'] } } }, 'test');
    expect(doc.tags).toEqual(['a', 'b', 'a', 'c']);
  });

  it('leave positional paths and $push modifiers to mingo', () => {
    expect(isNativeUpdate({ $set: { 'points.$[].p': 0 } })).toBe(false);
    expect(isNativeUpdate({ $push: { tags: { $each: ['x'], $slice: -5 } } })).toBe(false);
    expect(isNativeUpdate({ $push: { tags: { $each: ['x'] } } })).toBe(true);
  });

  it('hand positional updates to mingo', () => {
    const doc = base();
    applyUpdate(doc, { $set: { 'points.$[].p': 0 }, $push: { nums: { $each: [2], $sort: 1 } } }, 'test');
    expect(doc.points).toEqual([
      { t: 1, p: 0 },
      { t: 2, p: 0 },
      { t: 3, p: 0 },
    ]);
    expect(doc.nums).toEqual([1, 2, 5, 9]);
  });

  it('refuse touching a path and its parent in one update', () => {
    expect(() => applyNativeUpdate(base(), { $set: { nested: {} }, $inc: { 'nested.count': 1 } }, 'test')).toThrow(/touches/);
  });
});
