import { Query } from 'mingo';
import { describe, expect, it } from 'vitest';
import type { Doc, Filter, SortSpec } from './documentStore.ts';
import { MemoryCollection } from './memoryCollection.ts';
import { normalizeIndexSpec } from './portValidation.ts';

function generator(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const random = generator(11);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const companies = ['c0', 'c1'];
const days = ['2026-11-20', '2026-11-22', '2026-11-24', '2026-11-26', '2026-11-28'];

/** Mostly ISO strings, but also the other types a range condition must not accept through an index. */
function createdAt(arrays: boolean): unknown {
  const r = random();
  if (r < 0.05) return null;
  if (r < 0.1) return undefined;
  if (r < 0.15) return Math.floor(random() * 10);
  if (r < 0.18) return { at: pick(days) };
  if (r < 0.21 && arrays) return [pick(days)];
  return `${pick(days)}T0${Math.floor(random() * 10)}:00:00.000Z`;
}

function makeDoc(id: string, arrays = true): Doc {
  const doc: Doc = { _id: id, companyId: pick(companies), createdAt: createdAt(arrays), rank: random() < 0.1 ? 'x' : Math.floor(random() * 8) };
  if (doc['createdAt'] === undefined) delete doc['createdAt'];
  return doc;
}

function collections() {
  const plain = new MemoryCollection('plain');
  const indexed = new MemoryCollection('indexed');
  const specs: Array<Record<string, 1 | -1>> = [{ companyId: 1, createdAt: -1 }, { companyId: 1, rank: 1 }];
  for (const keys of specs) indexed.addIndex(indexed.buildIndex(normalizeIndexSpec({ keys })));
  const write = (id: string, doc: Doc | null) => {
    plain.set(id, doc);
    indexed.set(id, doc);
  };
  return { plain, indexed, write };
}

const filters: Array<() => Filter> = [
  () => ({ companyId: pick(companies), createdAt: { $gte: pick(days) } }),
  () => ({ companyId: pick(companies), createdAt: { $gt: pick(days), $lt: pick(days) } }),
  () => ({ companyId: pick(companies), createdAt: { $lte: pick(days) } }),
  () => ({ companyId: pick(companies), createdAt: { $gte: 3 } }),
  () => ({ companyId: pick(companies), createdAt: { $gte: 2, $lt: 'z' } }),
  () => ({ companyId: pick(companies), createdAt: { $gte: pick(days), $ne: null } }),
  () => ({ companyId: pick(companies), createdAt: { $gte: pick(days) }, $and: [{ createdAt: { $lt: pick(days) } }] }),
  () => ({ $and: [{ createdAt: { $lt: pick(days) } }], companyId: pick(companies), createdAt: { $gte: pick(days) } }),
  () => ({ companyId: pick(companies), rank: { $gte: 3 } }),
  () => ({ companyId: pick(companies), rank: { $gt: 1, $lte: 5 }, createdAt: { $gte: pick(days) } }),
  () => ({ companyId: pick(companies), rank: { $lt: 'y' } }),
];
const sorts: SortSpec[] = [{ createdAt: -1 }, { createdAt: -1, _id: 1 }, { createdAt: 1 }, { rank: 1 }, { rank: -1, _id: -1 }, { _id: 1 }];

const readAll = (read: (size: number) => Doc[], size: number) => {
  const ids: string[] = [];
  for (let page = read(size); page.length > 0; page = read(size)) {
    expect(page.length).toBeLessThanOrEqual(size);
    ids.push(...page.map((doc) => doc._id));
  }
  return ids;
};

describe('range conditions an index range satisfies exactly', () => {
  it('counts and reads exactly what a collection without indexes finds, through random writes', () => {
    const { plain, indexed, write } = collections();
    for (let i = 0; i < 400; i++) write(`d${i}`, makeDoc(`d${i}`));
    for (let round = 0; round < 500; round++) {
      const filter = pick(filters)();
      const sort = pick(sorts);
      const label = JSON.stringify([filter, sort]);
      const expected = plain.select(filter, { sort }).map((doc) => doc._id);
      expect(indexed.count(filter), label).toBe(expected.length);
      expect(indexed.select(filter, { sort }).map((doc) => doc._id), label).toEqual(expected);
      expect(readAll(indexed.reader(filter, sort), 1 + Math.floor(random() * 50)), label).toEqual(expected);
      if (round % 3 === 0) {
        const id = `d${Math.floor(random() * 450)}`;
        write(id, random() < 0.2 ? null : makeDoc(id));
      }
    }
  });
});

describe('MemoryCollection.reader', () => {
  it('reads an index range lazily: documents deleted or moved since are skipped, the rest come as they are now, in the order taken', () => {
    for (let round = 0; round < 60; round++) {
      const { plain, indexed, write } = collections();
      // No array on the range's key: an array would make the plan take its matches at once.
      for (let i = 0; i < 200; i++) write(`d${i}`, makeDoc(`d${i}`, false));
      const filter = pick(filters.slice(0, 3))();
      // Sorts the index gives whole (with its `_id` order): read lazily.
      const sort = pick<SortSpec>([{ createdAt: -1 }, { createdAt: -1, _id: 1 }, { createdAt: 1, _id: -1 }]);
      const label = JSON.stringify([filter, sort]);
      const before = plain.select(filter, { sort }).map((doc) => doc._id);
      const read = indexed.reader(filter, sort);
      const seen = read(10).map((doc) => doc._id);
      const changed = new Set<string>();
      for (let k = 0; k < 20; k++) {
        const id = `d${Math.floor(random() * 260)}`;
        changed.add(id);
        write(id, random() < 0.3 ? null : random() < 0.5 ? { ...indexed.get(id), _id: id, rank: 99 } : makeDoc(id, false));
      }
      let page = read(7);
      const test = new Query(filter);
      while (page.length > 0) {
        for (const doc of page) {
          // What a page hands out is the committed document, and it still matches.
          expect(doc, label).toBe(plain.get(doc._id));
          expect(test.test(doc), label).toBe(true);
          seen.push(doc._id);
        }
        page = read(7);
      }
      // Every document of the snapshot nobody touched is read, in the snapshot's order; new ones are not.
      expect(seen.filter((id) => !changed.has(id)), label).toEqual(before.filter((id) => !changed.has(id)));
      for (const id of seen) expect(before, label).toContain(id);
    }
  });

  it('takes other plans at once and hands out the matches page by page', () => {
    const { plain, indexed, write } = collections();
    for (let i = 0; i < 100; i++) write(`d${i}`, makeDoc(`d${i}`));
    const filter = { rank: { $gte: 2 } };
    const expected = plain.select(filter, { sort: { rank: 1 } }).map((doc) => doc._id);
    expect(readAll(indexed.reader(filter, { rank: 1 }), 9)).toEqual(expected);
    expect(readAll(indexed.reader(undefined, undefined), 1000).sort()).toEqual(plain.select(undefined).map((doc) => doc._id).sort());
  });
});
