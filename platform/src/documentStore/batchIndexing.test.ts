import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createEmbeddedDocumentStore } from './embeddedDocumentStore.ts';
import type { Doc, IndexSpec, WriteOp } from './documentStore.ts';

/** A small deterministic generator, so a failure repeats. */
function random(seed: number): () => number {
  let s = seed;
  return () => ((s = (s * 1103515245 + 12345) % 2147483648) / 2147483648);
}

describe('embedded store: large batches update the indexes in one pass', () => {
  it('builds an index over the documents it already holds (a new index, a reopened file) that answers like a store without indexes', async () => {
    const rand = random(5);
    const dir = mkdtempSync(join(tmpdir(), 'pm-index-build-'));
    const path = join(dir, 'docs.db');
    const plain = createEmbeddedDocumentStore({ path: ':memory:' });
    try {
      const ops: WriteOp[] = [];
      for (let i = 0; i < 5_000; i++) {
        // Several companies (buckets), ties on price (order by id), some without price, some with an array (multikey).
        const doc: Doc = { _id: `d${i}`, companyId: `c${Math.floor(rand() * 3)}`, status: rand() < 0.5 ? 'PENDING' : 'CONFIRMED', sku: `S-${Math.floor(rand() * 100)}` };
        if (rand() < 0.9) doc['price'] = Math.floor(rand() * 40);
        if (rand() < 0.02) doc['price'] = [1, 2];
        ops.push({ op: 'put', collection: 'items', doc });
      }
      const specs: IndexSpec[] = [{ keys: { companyId: 1, status: 1, price: 1 } }, { keys: { companyId: 1, sku: -1 } }, { keys: { sku: 1, _id: 1 }, unique: true }];
      const first = createEmbeddedDocumentStore({ path });
      await first.applyBatch(ops);
      // Built over the 5,000 documents held already.
      await first.ensureIndexes('items', specs);
      await plain.applyBatch(ops);
      const queries = [
        [{ companyId: 'c1', status: 'PENDING' }, { price: 1 }],
        [{ companyId: 'c0', status: 'CONFIRMED' }, { price: -1 }],
        [{ companyId: 'c2' }, { sku: -1 }],
        [{ companyId: 'c1', status: 'PENDING', price: { $gte: 10, $lt: 30 } }, { price: 1 }],
        [{ sku: 'S-7' }, { _id: 1 }],
      ] as const;
      const check = async (store: typeof first, label: string) => {
        for (const [filter, sort] of queries) {
          expect(await store.find('items', filter, { sort, limit: 60 }), `${label} ${JSON.stringify({ filter, sort })}`).toEqual(await plain.find('items', filter, { sort, limit: 60 }));
          expect(await store.count('items', filter)).toBe(await plain.count('items', filter));
        }
      };
      await check(first, 'new index');
      await first.close();
      // Reopened: the documents load, then every index is built over them.
      const reopened = createEmbeddedDocumentStore({ path });
      await check(reopened, 'reopened');
      // And it keeps working for writes after the build.
      const more: WriteOp[] = [{ op: 'delete', collection: 'items', id: 'd1' }, { op: 'put', collection: 'items', doc: { _id: 'd2', companyId: 'c1', status: 'PENDING', price: 3, sku: 'S-999' } }];
      await reopened.applyBatch(more);
      await plain.applyBatch(more);
      await check(reopened, 'written after');
      await reopened.close();
    } finally {
      await plain.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('answers index-ordered and filtered queries after big batches exactly like a store without indexes', async () => {
    const rand = random(7);
    const indexed = createEmbeddedDocumentStore({ path: ':memory:' });
    const plain = createEmbeddedDocumentStore({ path: ':memory:' });
    await indexed.ensureIndexes('items', [{ keys: { companyId: 1, status: 1, price: 1 } }, { keys: { companyId: 1, sku: -1 } }]);
    try {
      const live = new Map<string, Doc>();
      for (let round = 0; round < 6; round++) {
        const ops: WriteOp[] = [];
        for (let i = 0; i < 300; i++) {
          const id = `d${Math.floor(rand() * 900)}`;
          if (rand() < 0.2 && live.has(id)) {
            ops.push({ op: 'delete', collection: 'items', id });
            live.delete(id);
          } else {
            const doc = { _id: id, companyId: rand() < 0.8 ? 'c1' : 'c2', status: rand() < 0.5 ? 'PENDING' : 'CONFIRMED', price: Math.floor(rand() * 50), sku: `S-${Math.floor(rand() * 100)}` };
            ops.push({ op: 'put', collection: 'items', doc });
            live.set(id, doc);
          }
        }
        await indexed.applyBatch(ops);
        await plain.applyBatch(ops);
        for (const [filter, sort] of [
          [{ companyId: 'c1', status: 'PENDING' }, { price: 1 }],
          [{ companyId: 'c1', status: 'CONFIRMED' }, { price: -1 }],
          [{ companyId: 'c2' }, { sku: -1 }],
          [{ companyId: 'c1', status: 'PENDING', price: { $gte: 10, $lt: 30 } }, { price: 1 }],
        ] as const) {
          const expected = await plain.find('items', filter, { sort, limit: 40 });
          expect(await indexed.find('items', filter, { sort, limit: 40 }), JSON.stringify({ round, filter, sort })).toEqual(expected);
          expect(await indexed.count('items', filter)).toBe(await plain.count('items', filter));
        }
      }
      expect(await indexed.count('items', {})).toBe(live.size);
    } finally {
      await indexed.close();
      await plain.close();
    }
  });

  it('keeps documents whose index keys stay the same findable while many updates of a batch change their other fields', async () => {
    const rand = random(11);
    const indexed = createEmbeddedDocumentStore({ path: ':memory:' });
    const plain = createEmbeddedDocumentStore({ path: ':memory:' });
    await indexed.ensureIndexes('days', [{ keys: { companyId: 1, day: 1 } }, { keys: { companyId: 1, n: -1 } }]);
    try {
      for (let round = 0; round < 5; round++) {
        const ops: WriteOp[] = [];
        for (let i = 0; i < 400; i++) {
          // Mostly the counters of a few documents (their day never changes), sometimes a move to another day.
          const id = `k${Math.floor(rand() * 40)}`;
          const update = rand() < 0.1 ? { $set: { companyId: 'c1', day: `2026-11-${10 + Math.floor(rand() * 9)}` }, $inc: { n: 1 } } : { $set: { companyId: 'c1', day: `2026-11-0${id.length}` }, $inc: { n: 1, [`h.b${Math.floor(rand() * 5)}`]: 1 } };
          ops.push({ op: 'update', collection: 'days', id, update, upsert: true });
        }
        await indexed.applyBatch(ops);
        await plain.applyBatch(ops);
        for (const [filter, sort] of [
          [{ companyId: 'c1' }, { day: 1 }],
          [{ companyId: 'c1', day: { $gte: '2026-11-10' } }, { day: 1 }],
          [{ companyId: 'c1' }, { n: -1 }],
        ] as const) {
          const expected = await plain.find('days', filter, { sort: { ...sort, _id: 1 } });
          expect(await indexed.find('days', filter, { sort: { ...sort, _id: 1 } }), JSON.stringify({ round, filter, sort })).toEqual(expected);
        }
      }
      // Every update of the batch counted once: 5 rounds × 400 increments.
      const all = await indexed.find<Doc & { n: number }>('days', {});
      expect(all.reduce((sum, doc) => sum + doc.n, 0)).toBe(2000);
    } finally {
      await indexed.close();
      await plain.close();
    }
  });
});
