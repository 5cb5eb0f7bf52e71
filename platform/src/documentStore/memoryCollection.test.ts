import { describe, expect, it } from 'vitest';
import type { Doc, Filter, IndexSpec, SortSpec } from './documentStore.ts';
import { MemoryCollection, type SelectOptions } from './memoryCollection.ts';
import { normalizeIndexSpec } from './portValidation.ts';

function generator(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

describe('MemoryCollection index planning', () => {
  it('answers random queries exactly like a collection without indexes, through random writes', () => {
    const random = generator(7);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
    const companies = ['c0', 'c1', 'c2'];
    const statuses = ['new', 'open', 'done'];
    // Mixed types, nulls, missing values and arrays on indexed paths on purpose.
    const statusValue = () => {
      const r = random();
      if (r < 0.08) return [pick(statuses), pick(statuses)];
      if (r < 0.12) return null;
      if (r < 0.15) return undefined;
      if (r < 0.18) return 1;
      return pick(statuses);
    };
    const makeDoc = (id: string): Doc => {
      const doc: Doc = {
        _id: id,
        companyId: random() < 0.05 ? [pick(companies)] : random() < 0.05 ? null : pick(companies),
        status: statusValue(),
        rank: random() < 0.1 ? undefined : random() < 0.05 ? 'high' : Math.floor(random() * 6),
        meta: random() < 0.1 ? 'flat' : { level: Math.floor(random() * 3), tags: random() < 0.2 ? ['x', 'y'] : ['x'] },
      };
      for (const key of Object.keys(doc)) if (doc[key] === undefined) delete doc[key];
      return doc;
    };

    const plain = new MemoryCollection('plain');
    const indexed = new MemoryCollection('indexed');
    const specs: IndexSpec[] = [
      { keys: { companyId: 1, status: 1, rank: -1 } },
      { keys: { companyId: 1, rank: 1 } },
      { keys: { 'meta.level': -1, rank: 1 } },
      { keys: { status: 1 } },
    ];
    for (const spec of specs) {
      indexed.addIndex(indexed.buildIndex(normalizeIndexSpec(spec)));
    }
    const write = (id: string, doc: Doc | null) => {
      plain.set(id, doc);
      indexed.set(id, doc);
    };
    for (let i = 0; i < 300; i++) write(`d${i}`, makeDoc(`d${i}`));

    const filters: Array<() => Filter> = [
      () => ({ companyId: pick(companies) }),
      () => ({ companyId: pick(companies), status: pick(statuses) }),
      () => ({ companyId: pick(companies), status: { $in: [pick(statuses), pick(statuses)] } }),
      () => ({ companyId: { $in: [pick(companies), pick(companies)] }, rank: { $gte: 2 } }),
      () => ({ companyId: pick(companies), status: pick(statuses), rank: Math.floor(random() * 6) }),
      () => ({ $and: [{ companyId: pick(companies) }, { status: { $eq: pick(statuses) } }] }),
      () => ({ 'meta.level': Math.floor(random() * 3) }),
      // Plain equalities an index range satisfies exactly (no test but for multikey candidates).
      () => ({ companyId: { $eq: pick(companies) }, status: pick(statuses), rank: { $in: [Math.floor(random() * 6), 'high'] } }),
      () => ({ companyId: { $in: [pick(companies), pick(companies)] } }),
      () => ({ companyId: pick(companies), rank: Math.floor(random() * 6) }),
      // Pinned equalities plus a rest the range candidates are still tested against.
      () => ({ companyId: pick(companies), status: pick(statuses), $or: [{ 'meta.level': 1 }, { rank: { $lt: 2 } }] }),
      () => ({ 'meta.level': Math.floor(random() * 3), rank: { $lt: 3 } }),
      () => ({ status: pick(statuses) }),
      () => ({ status: 1 }),
      () => ({ companyId: null }),
      () => ({ 'meta.tags': 'y', companyId: pick(companies) }),
      () => ({ $or: [{ companyId: 'c0' }, { status: 'done' }] }),
      () => ({}),
    ];
    const sorts: Array<SortSpec | undefined> = [
      undefined,
      { rank: -1 },
      { rank: 1 },
      { status: 1, rank: -1 },
      { status: -1, rank: 1 },
      { companyId: 1, rank: 1 },
      { rank: 1, _id: -1 },
      { rank: -1, _id: -1 },
      { status: 1, rank: -1, _id: 1 },
      { status: -1, rank: 1, _id: -1 },
      { 'meta.level': 1 },
      { status: 1 },
    ];

    for (let round = 0; round < 600; round++) {
      const filter = pick(filters)();
      const sort = pick(sorts);
      const options: SelectOptions = {
        ...(sort ? { sort } : {}),
        ...(random() < 0.7 ? { limit: 1 + Math.floor(random() * 12) } : {}),
        ...(random() < 0.3 ? { skip: Math.floor(random() * 5) } : {}),
      };
      const label = JSON.stringify([filter, options]);
      const expected = plain.select(filter, options).map((doc) => doc._id);
      const actual = indexed.select(filter, options).map((doc) => doc._id);
      if (sort) expect(actual, label).toEqual(expected);
      else if (options.limit === undefined && options.skip === undefined) expect(actual.sort(), label).toEqual(expected.sort());
      else expect(actual.length, label).toBe(expected.length);
      expect(indexed.count(filter), label).toBe(plain.count(filter));

      if (round % 5 === 0) {
        const id = `d${Math.floor(random() * 340)}`;
        write(id, random() < 0.2 ? null : makeDoc(id));
      }
    }
  });
});
