import { Query } from 'mingo';
import { describe, expect, it } from 'vitest';
import type { Doc, Filter } from './documentStore.ts';
import { compileFastMatch } from './fastMatch.ts';

function generator(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

describe('native filter matching', () => {
  it('decides exactly as mingo on random documents and filters', () => {
    const random = generator(3);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
    // Mixed types, nulls, missing fields, arrays and nested documents on purpose.
    const values = ['a', 'b', 'Ab', 'zelt', '', 0, 1, 2.5, -3, true, false, null, new Date(0)] as const;
    const value = (): unknown => {
      const r = random();
      if (r < 0.1) return [pick(values), pick(values)];
      if (r < 0.15) return { level: pick(values) };
      if (r < 0.2) return undefined;
      return pick(values);
    };
    const makeDoc = (i: number): Doc => {
      const doc: Record<string, unknown> = { _id: `d${i}`, a: value(), b: value(), meta: random() < 0.2 ? [{ level: 1 }] : random() < 0.1 ? 'flat' : { level: value(), flag: pick([true, false, undefined]) } };
      for (const key of Object.keys(doc)) if (doc[key] === undefined) delete doc[key];
      return doc as Doc;
    };
    const docs = Array.from({ length: 120 }, (_, i) => makeDoc(i));
    const operand = () => pick(values.filter((v) => !(v instanceof Date)));
    const path = () => pick(['a', 'b', 'meta.level', 'meta.flag', 'missing', 'meta.level.deep']);
    const condition = (): unknown => {
      switch (Math.floor(random() * 14)) {
        case 0: return operand();
        case 1: return { $eq: operand() };
        case 2: return { $ne: operand() };
        case 3: return { $in: [operand(), operand()] };
        case 4: return { $nin: [operand(), operand()] };
        case 5: return { [pick(['$gt', '$gte', '$lt', '$lte'])]: pick([0, 1, 'a', 'b', -1]) };
        case 6: return { $gte: 0, $lt: 2 };
        case 7: return { $regex: pick(['^a', 'b$', 'zel', '']), ...(random() < 0.5 ? { $options: 'i' } : {}) };
        case 8: return { $exists: random() < 0.5 };
        case 9: return null;
        case 10: return { $in: [null, 'a'] };
        // Lists long enough to be matched through a set (with and without null).
        case 11: return { $in: Array.from({ length: 10 }, operand) };
        case 12: return { $nin: Array.from({ length: 10 }, operand) };
        default: return { $size: 2 }; // unsupported: mingo decides
      }
    };
    const filter = (depth = 0): Filter => {
      const result: Filter = {};
      const n = 1 + Math.floor(random() * 2);
      for (let i = 0; i < n; i++) result[path()] = condition();
      if (depth === 0 && random() < 0.3) result[pick(['$or', '$and'])] = [filter(1), filter(1)];
      return result;
    };

    let compiled = 0;
    for (let round = 0; round < 400; round++) {
      const f = filter();
      const fast = compileFastMatch(f);
      if (!fast) continue;
      compiled++;
      const query = new Query(f);
      for (const doc of docs) {
        const decided = fast(doc);
        if (decided !== undefined) expect(decided, JSON.stringify([f, doc])).toBe(query.test(doc));
      }
    }
    expect(compiled).toBeGreaterThan(200);
  });

  it('leaves array paths and unsupported operators to mingo', () => {
    expect(compileFastMatch({ a: { $size: 1 } })).toBeNull();
    expect(compileFastMatch({ a: { b: 1 } })).toBeNull();
    expect(compileFastMatch({ a: /x/g })).toBeNull();
    expect(compileFastMatch({ $nor: [{ a: 1 }] })).toBeNull();
    const test = compileFastMatch({ 'tags.name': 'x', b: 1 })!;
    expect(test({ _id: '1', tags: [{ name: 'x' }], b: 1 })).toBeUndefined();
    expect(test({ _id: '2', tags: { name: 'x' }, b: 1 })).toBe(true);
    // A decided false wins over an undecided member.
    expect(test({ _id: '3', tags: [{ name: 'x' }], b: 2 })).toBe(false);
  });
});
