/**
 * Contract every DocumentStore adapter must pass. Adapter test files call
 * `runDocumentStoreContract` with a factory that opens a fresh, empty store per test.
 *
 * Sorts in these tests end with `_id` wherever ties are possible: MongoDB leaves the order of
 * ties unspecified, so only a total order is a contract.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppError } from '../errors/appError.ts';
import type { Doc, DocumentStore, Filter, FindOptions, IndexSpec, UpdateSpec, WriteOp } from './documentStore.ts';

export interface DocumentStoreSubject {
  store: DocumentStore;
  /** Closes the store and opens the same data again; omit when the adapter cannot. */
  reopen?: () => Promise<DocumentStore>;
  /** Frees what the factory created (files, databases); called after the store is closed. */
  dispose?: () => Promise<void>;
}

export type DocumentStoreFactory = () => Promise<DocumentStoreSubject>;

const PRODUCTS: Doc[] = [
  { _id: 'p1', companyId: 'c1', name: 'Anvil', price: 30, tags: ['tools', 'heavy'], stock: { qty: 5, warehouse: 'north' }, active: true },
  { _id: 'p2', companyId: 'c1', name: 'Bucket', price: 5, tags: ['garden'], stock: { qty: 0, warehouse: 'south' }, active: false },
  { _id: 'p3', companyId: 'c1', name: 'Chisel', price: 12.5, tags: ['tools'], stock: { qty: 12, warehouse: 'north' }, active: true },
  { _id: 'p4', companyId: 'c2', name: 'Drill', price: 80, tags: ['tools', 'power'], stock: { qty: 3, warehouse: 'east' }, active: true },
  { _id: 'p5', companyId: 'c2', name: 'Easel', price: 45, tags: [], stock: { qty: 7, warehouse: 'south' }, active: true },
  { _id: 'p6', companyId: 'c2', name: 'anvil mini', price: 30, tags: ['tools'], active: false },
];

const put = (collection: string, doc: Doc): WriteOp => ({ op: 'put', collection, doc });
const ids = (docs: Array<{ _id: unknown }>) => docs.map((doc) => doc._id);

/** Deterministic pseudo-random numbers, so failures reproduce. */
function generator(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    return error as AppError;
  }
  throw new Error('expected the promise to reject');
}

export function runDocumentStoreContract(name: string, factory: DocumentStoreFactory): void {
  describe(`DocumentStore contract: ${name}`, () => {
    let subject: DocumentStoreSubject;
    let store: DocumentStore;

    beforeEach(async () => {
      subject = await factory();
      store = subject.store;
    });

    afterEach(async () => {
      await store.close();
      await subject.dispose?.();
    });

    const seedProducts = () => store.applyBatch(PRODUCTS.map((doc) => put('products', doc)));

    describe('reads', () => {
      it('finds, finds one, counts and lists distinct values', async () => {
        await seedProducts();
        expect(await store.find('products', {}, { sort: { _id: 1 } })).toEqual(PRODUCTS);
        expect(await store.findOne('products', { name: 'Chisel' })).toEqual(PRODUCTS[2]);
        expect(await store.findOne('products', { name: 'Nothing' })).toBeNull();
        expect(await store.count('products')).toBe(6);
        expect(await store.count('products', { companyId: 'c1' })).toBe(3);
        expect(await store.count('missing')).toBe(0);
        expect(await store.find('missing')).toEqual([]);
        expect(((await store.distinct('products', 'companyId')) as string[]).sort()).toEqual(['c1', 'c2']);
        // Array fields contribute their elements, as in MongoDB.
        expect(((await store.distinct('products', 'tags', { companyId: 'c1' })) as string[]).sort()).toEqual(['garden', 'heavy', 'tools']);
        expect(((await store.distinct('products', 'stock.warehouse', { active: true })) as string[]).sort()).toEqual(['east', 'north', 'south']);
      });

      it.each<[string, Filter, string[]]>([
        ['$eq', { price: { $eq: 30 } }, ['p1', 'p6']],
        ['implicit equality', { companyId: 'c2', active: true }, ['p4', 'p5']],
        ['$in', { name: { $in: ['Anvil', 'Drill', 'Nope'] } }, ['p1', 'p4']],
        ['$gt', { price: { $gt: 30 } }, ['p4', 'p5']],
        ['$gte/$lt', { price: { $gte: 12.5, $lt: 45 } }, ['p1', 'p3', 'p6']],
        ['$ne', { companyId: { $ne: 'c1' } }, ['p4', 'p5', 'p6']],
        ['$regex', { name: { $regex: '^anvil', $options: 'i' } }, ['p1', 'p6']],
        ['$and', { $and: [{ companyId: 'c1' }, { price: { $lt: 20 } }] }, ['p2', 'p3']],
        ['$or', { $or: [{ price: { $gt: 50 } }, { name: 'Bucket' }] }, ['p2', 'p4']],
        ['nested field', { 'stock.warehouse': 'north' }, ['p1', 'p3']],
        ['nested comparison', { 'stock.qty': { $lte: 3 } }, ['p2', 'p4']],
        ['$exists', { stock: { $exists: false } }, ['p6']],
        ['array contains', { tags: 'tools' }, ['p1', 'p3', 'p4', 'p6']],
        ['array $in', { tags: { $in: ['garden', 'power'] } }, ['p2', 'p4']],
        ['array $all', { tags: { $all: ['tools', 'heavy'] } }, ['p1']],
        ['array $size', { tags: { $size: 0 } }, ['p5']],
      ])('filters with %s', async (_label, filter, expected) => {
        await seedProducts();
        expect(ids(await store.find('products', filter, { sort: { _id: 1 } }))).toEqual(expected);
        expect(await store.count('products', filter)).toBe(expected.length);
      });

      it('sorts by several keys, descending, and pages with skip/limit', async () => {
        await seedProducts();
        expect(ids(await store.find('products', {}, { sort: { price: -1, name: 1 } }))).toEqual(['p4', 'p5', 'p1', 'p6', 'p3', 'p2']);
        expect(ids(await store.find('products', {}, { sort: { companyId: 1, price: 1 } }))).toEqual(['p2', 'p3', 'p1', 'p6', 'p5', 'p4']);
        expect(ids(await store.find('products', {}, { sort: { 'stock.qty': -1, _id: 1 }, limit: 2 }))).toEqual(['p3', 'p5']);
        expect(ids(await store.find('products', {}, { sort: { _id: 1 }, skip: 2, limit: 2 }))).toEqual(['p3', 'p4']);
        expect(ids(await store.find('products', {}, { sort: { _id: -1 }, skip: 4 }))).toEqual(['p2', 'p1']);
        expect(await store.findOne('products', { companyId: 'c2' }, { sort: { price: 1, _id: 1 } })).toMatchObject({ _id: 'p6' });
      });

      it('hands out the matches in sort order batch by batch, as copies', async () => {
        await seedProducts();
        const batches: Doc[][] = [];
        for await (const batch of store.findBatches('products', { price: { $gte: 0 } }, { sort: { price: -1, name: 1 }, batchSize: 4 })) batches.push(batch);
        expect(batches.map((batch) => batch.length)).toEqual([4, 2]);
        expect(ids(batches.flat())).toEqual(['p4', 'p5', 'p1', 'p6', 'p3', 'p2']);
        batches[0]![0]!['name'] = 'changed';
        expect(await store.findOne('products', { _id: 'p4' })).toMatchObject({ name: 'Drill' });
        const none: Doc[][] = [];
        for await (const batch of store.findBatches('products', { companyId: 'nobody' }, { batchSize: 10 })) none.push(batch);
        expect(none).toEqual([]);
        await expect(async () => {
          for await (const _batch of store.findBatches('products', {}, { batchSize: 0 })) break;
        }).rejects.toThrow(/batchSize/);
      });

      it('maps the matches batch by batch as they are stored, in sort order, reading the named fields', async () => {
        await seedProducts();
        await store.ensureIndexes('products', [{ keys: { companyId: 1, price: -1 } }]);
        type Product = Doc & { companyId: string; name: string; price: number };
        const rows = async (filter: Filter, sort: FindOptions['sort'], batchSize: number) => {
          const batches: string[][] = [];
          for await (const batch of store.mapBatches<Product, 'name' | 'price', string>('products', filter, { fields: ['name', 'price'], ...(sort ? { sort } : {}), batchSize }, (doc) => `${doc._id} ${doc.name} ${doc.price}`)) batches.push(batch);
          return batches;
        };
        // An index range (a tenant, a range on the next key) and a sort no index gives.
        expect(await rows({ companyId: 'c1', price: { $gte: 5 } }, { price: -1 }, 2)).toEqual([['p1 Anvil 30', 'p3 Chisel 12.5'], ['p2 Bucket 5']]);
        expect(await rows({ companyId: 'c1', price: { $gt: 5, $lte: 30 } }, { price: 1 }, 10)).toEqual([['p3 Chisel 12.5', 'p1 Anvil 30']]);
        expect(await rows({ active: true }, { name: 1 }, 3)).toEqual([['p1 Anvil 30', 'p3 Chisel 12.5', 'p4 Drill 80'], ['p5 Easel 45']]);
        expect(await rows({ companyId: 'nobody' }, { price: -1 }, 10)).toEqual([]);
        await expect(rows({}, undefined, 0)).rejects.toThrow(/batchSize/);
        await expect(async () => {
          for await (const _batch of store.mapBatches<Doc, 'stock.qty', unknown>('products', {}, { fields: ['stock.qty'], batchSize: 10 }, (doc) => doc)) break;
        }).rejects.toThrow(/top-level/);
      });

      it('projects fields in and out', async () => {
        await seedProducts();
        expect(await store.find('products', { companyId: 'c1' }, { sort: { _id: 1 }, projection: { name: 1, 'stock.qty': 1 } })).toEqual([
          { _id: 'p1', name: 'Anvil', stock: { qty: 5 } },
          { _id: 'p2', name: 'Bucket', stock: { qty: 0 } },
          { _id: 'p3', name: 'Chisel', stock: { qty: 12 } },
        ]);
        expect(await store.findOne('products', { _id: 'p4' }, { projection: { _id: 0, name: 1 } })).toEqual({ name: 'Drill' });
        expect(await store.findOne('products', { _id: 'p4' }, { projection: { tags: 0, stock: 0 } })).toEqual({
          _id: 'p4',
          companyId: 'c2',
          name: 'Drill',
          price: 80,
          active: true,
        });
      });

      it('returns copies that callers cannot use to change the store', async () => {
        const original: Doc = { _id: 'x', nested: { n: 1 }, list: [1] };
        await store.applyBatch([put('things', original)]);
        (original.nested as { n: number }).n = 99;

        const [found] = await store.find('things');
        (found!.nested as { n: number }).n = 2;
        (found!.list as number[]).push(2);
        const one = await store.findOne('things', { _id: 'x' });
        (one!.nested as { n: number }).n = 3;
        const [aggregated] = await store.aggregate<Doc>('things', [{ $match: { _id: 'x' } }]);
        (aggregated!.nested as { n: number }).n = 4;
        const [grouped] = await store.aggregate<{ docs: Doc[]; first: { n: number } }>('things', [
          { $group: { _id: null, docs: { $push: '$$ROOT' }, first: { $first: '$nested' } } },
        ]);
        (grouped!.docs[0]!.nested as { n: number }).n = 5;
        grouped!.first.n = 6;
        const [unwound] = await store.aggregate<Doc>('things', [{ $unwind: { path: '$list', includeArrayIndex: 'i' } }]);
        expect(unwound).toMatchObject({ list: 1, i: 0 });

        expect(await store.findOne('things', { _id: 'x' })).toEqual({ _id: 'x', nested: { n: 1 }, list: [1] });
      });
    });

    describe('writes', () => {
      it('applies update operators', async () => {
        await seedProducts();
        await store.applyBatch([
          { op: 'update', collection: 'products', id: 'p1', update: { $set: { 'stock.qty': 6, color: 'black' }, $unset: { active: '' }, $inc: { price: 2.5 } } },
          { op: 'update', collection: 'products', id: 'p2', update: { $push: { tags: 'plastic' }, $inc: { sold: 3 } } },
          { op: 'update', collection: 'products', id: 'p3', update: { $addToSet: { tags: { $each: ['tools', 'sharp'] } } } },
          { op: 'update', collection: 'products', id: 'p4', update: { $pull: { tags: 'power' }, $min: { price: 70 }, $max: { 'stock.qty': 10 } } },
        ]);
        expect(await store.findOne('products', { _id: 'p1' })).toEqual({
          _id: 'p1',
          companyId: 'c1',
          name: 'Anvil',
          price: 32.5,
          tags: ['tools', 'heavy'],
          stock: { qty: 6, warehouse: 'north' },
          color: 'black',
        });
        expect(await store.findOne('products', { _id: 'p2' })).toMatchObject({ tags: ['garden', 'plastic'], sold: 3 });
        expect(await store.findOne('products', { _id: 'p3' })).toMatchObject({ tags: ['tools', 'sharp'] });
        expect(await store.findOne('products', { _id: 'p4' })).toMatchObject({ tags: ['tools'], price: 70, stock: { qty: 10, warehouse: 'east' } });
      });

      it('upserts only when asked to', async () => {
        await store.applyBatch([
          { op: 'update', collection: 'counters', id: 'a', update: { $inc: { n: 1 }, $push: { seen: 'e1' } }, upsert: true },
          { op: 'update', collection: 'counters', id: 'b', update: { $inc: { n: 1 } } },
        ]);
        await store.applyBatch([{ op: 'update', collection: 'counters', id: 'a', update: { $inc: { n: 1 }, $push: { seen: 'e2' } }, upsert: true }]);
        expect(await store.find('counters')).toEqual([{ _id: 'a', n: 2, seen: ['e1', 'e2'] }]);
      });

      it('replaces whole documents with put', async () => {
        await seedProducts();
        await store.applyBatch([put('products', { _id: 'p1', companyId: 'c1', name: 'Anvil II' })]);
        expect(await store.findOne('products', { _id: 'p1' })).toEqual({ _id: 'p1', companyId: 'c1', name: 'Anvil II' });
      });

      it('deletes one document and many by filter', async () => {
        await seedProducts();
        await store.applyBatch([
          { op: 'delete', collection: 'products', id: 'p1' },
          { op: 'delete', collection: 'products', id: 'nope' },
          { op: 'deleteMany', collection: 'products', filter: { companyId: 'c2', price: { $gte: 45 } } },
        ]);
        expect(ids(await store.find('products', {}, { sort: { _id: 1 } }))).toEqual(['p2', 'p3', 'p6']);
        await store.applyBatch([{ op: 'deleteMany', collection: 'products', filter: {} }]);
        expect(await store.count('products')).toBe(0);
      });

      it("deletes by ids those that still match the rest of the filter, counting the batch's own changes", async () => {
        await store.applyBatch([put('days', { _id: 'a', n: 0 }), put('days', { _id: 'b', n: 0 }), put('days', { _id: 'c', n: 2 })]);
        await store.applyBatch([
          { op: 'update', collection: 'days', id: 'c', update: { $inc: { n: -2 } } },
          { op: 'update', collection: 'days', id: 'a', update: { $inc: { n: 1 } } },
          { op: 'deleteMany', collection: 'days', filter: { _id: { $in: ['a', 'c', 'missing'] }, n: 0 } },
          { op: 'deleteMany', collection: 'days', filter: { _id: 'b', n: 1 } },
        ]);
        expect(await store.find('days', {}, { sort: { _id: 1 } })).toEqual([{ _id: 'a', n: 1 }, { _id: 'b', n: 0 }]);
      });

      it('applies the operations of a batch in order', async () => {
        await store.applyBatch([
          put('items', { _id: 'a', n: 1, kind: 'x' }),
          { op: 'update', collection: 'items', id: 'a', update: { $inc: { n: 10 } } },
          put('items', { _id: 'b', n: 5, kind: 'x' }),
          { op: 'deleteMany', collection: 'items', filter: { n: { $lt: 10 } } },
          put('items', { _id: 'c', n: 1, kind: 'y' }),
          { op: 'delete', collection: 'items', id: 'c' },
          { op: 'update', collection: 'other', id: 'z', update: { $set: { ok: true } }, upsert: true },
        ]);
        expect(await store.find('items')).toEqual([{ _id: 'a', n: 11, kind: 'x' }]);
        expect(await store.find('other')).toEqual([{ _id: 'z', ok: true }]);
      });

      it('applies many updates of one document in a batch, leaving the put object of the caller as it was', async () => {
        const original = { _id: 'a', n: 1, h: { b1: 1 } };
        const ops: WriteOp[] = [put('items', original)];
        for (let i = 0; i < 50; i++) ops.push({ op: 'update', collection: 'items', id: 'a', update: { $inc: { n: 1, [`h.b${i % 3}`]: 1 } } });
        for (let i = 0; i < 20; i++) ops.push({ op: 'update', collection: 'counts', id: 'c', update: { $set: { day: 'd1' }, $inc: { n: 2 } }, upsert: true });
        ops.push({ op: 'delete', collection: 'counts', id: 'c' }, { op: 'update', collection: 'counts', id: 'c', update: { $inc: { n: 1 } } });
        ops.push({ op: 'update', collection: 'counts', id: 'd', update: { $inc: { n: 1 } }, upsert: true }, { op: 'delete', collection: 'counts', id: 'd' }, { op: 'update', collection: 'counts', id: 'd', update: { $inc: { n: 7 } }, upsert: true });
        await store.applyBatch(ops);
        expect(original).toEqual({ _id: 'a', n: 1, h: { b1: 1 } });
        expect(await store.find('items')).toEqual([{ _id: 'a', n: 51, h: { b0: 17, b1: 18, b2: 16 } }]);
        expect(await store.find('counts')).toEqual([{ _id: 'd', n: 7 }]);
      });

      it('keeps what updates wrote apart from the caller, the same in memory as after a reopen', async () => {
        const value = { deep: { n: 1 } };
        await store.applyBatch([put('items', { _id: 'a', n: 1, h: { x: 1 } })]);
        await store.applyBatch([
          { op: 'update', collection: 'items', id: 'a', update: { $inc: { n: 2, 'h.y': 3 }, $set: { label: 'ä', flag: true, none: null } } },
          { op: 'update', collection: 'items', id: 'b', update: { $set: { value }, $inc: { n: 1 } }, upsert: true },
        ]);
        value.deep.n = 99;
        const expected = [
          { _id: 'a', n: 3, h: { x: 1, y: 3 }, label: 'ä', flag: true, none: null },
          { _id: 'b', value: { deep: { n: 1 } }, n: 1 },
        ];
        expect(await store.find('items', {}, { sort: { _id: 1 } })).toEqual(expected);
        const [found] = await store.find('items', { _id: 'a' });
        (found!.h as Record<string, number>).x = 5;
        expect(await store.find('items', {}, { sort: { _id: 1 } })).toEqual(expected);
        if (subject.reopen) {
          store = await subject.reopen();
          expect(await store.find('items', {}, { sort: { _id: 1 } })).toEqual(expected);
        }
      });

      it('rejects invalid updates without applying any of the batch', async () => {
        await store.applyBatch([put('items', { _id: 'a', label: 'text', list: [1] })]);
        const invalid: UpdateSpec[] = [{ $inc: { label: 1 } }, { $push: { label: 'x' } }, { $set: { _id: 'b' } }, { $rename: { label: 'name' } }];
        for (const update of invalid) {
          const error = await rejection(
            store.applyBatch([put('items', { _id: 'b' }), { op: 'update', collection: 'items', id: 'a', update }]),
          );
          expect(error.code, JSON.stringify(update)).toBe('INVALID_DOCUMENT_OPERATION');
        }
        expect(await store.find('items')).toEqual([{ _id: 'a', label: 'text', list: [1] }]);
      });

      it('stores the checkpoint with the batch', async () => {
        expect(await store.getCheckpoint('products')).toBeNull();
        await store.applyBatch([put('products', PRODUCTS[0]!)], { name: 'products', position: 5n });
        expect(await store.getCheckpoint('products')).toBe(5n);
        const big = 2n ** 62n + 7n;
        await store.applyBatch([], { name: 'products', position: big });
        expect(await store.getCheckpoint('products')).toBe(big);
        expect(await store.getCheckpoint('other')).toBeNull();
      });
    });

    describe('indexes', () => {
      it('are idempotent to declare', async () => {
        await seedProducts();
        const specs: IndexSpec[] = [{ keys: { companyId: 1, price: -1 } }, { keys: { name: 1 }, unique: true, name: 'byName' }];
        await store.ensureIndexes('products', specs);
        await store.ensureIndexes('products', specs);
        expect(await store.count('products', { companyId: 'c1' })).toBe(3);
      });

      it('give the same answers as unindexed queries', async () => {
        const random = generator(42);
        const categories = ['books', 'games', 'tools', 'food'];
        const docs: Doc[] = [];
        for (let i = 0; i < 400; i++) {
          const doc: Doc = {
            _id: `d${String(i).padStart(4, '0')}`,
            companyId: `c${Math.floor(random() * 4)}`,
            category: random() < 0.1 ? [categories[i % 4], categories[(i + 1) % 4]] : categories[Math.floor(random() * 4)],
            price: Math.floor(random() * 20),
            name: `item ${Math.floor(random() * 50)}`,
            stock: { qty: Math.floor(random() * 5) },
          };
          if (random() < 0.1) delete doc.price;
          if (random() < 0.05) doc.companyId = null;
          docs.push(doc);
        }
        await store.applyBatch(docs.flatMap((doc) => [put('plain', doc), put('indexed', doc)]));
        await store.ensureIndexes('indexed', [
          { keys: { companyId: 1, price: -1 } },
          { keys: { companyId: 1, category: 1, name: 1 } },
          { keys: { category: 1 } },
          { keys: { 'stock.qty': 1, price: 1 } },
        ]);
        const queries: Array<[Filter, FindOptions]> = [
          [{ companyId: 'c1' }, { sort: { price: -1, _id: 1 }, limit: 10 }],
          [{ companyId: 'c1' }, { sort: { price: 1, _id: 1 }, skip: 5, limit: 7 }],
          [{ companyId: 'c2', price: { $gte: 10 } }, { sort: { price: -1, _id: 1 } }],
          [{ companyId: 'c3', price: 7 }, { sort: { _id: 1 } }],
          [{ companyId: { $in: ['c0', 'c3'] } }, { sort: { name: 1, _id: 1 }, limit: 15 }],
          [{ companyId: 'c1', category: 'books' }, { sort: { name: 1, _id: 1 } }],
          [{ companyId: 'c1', category: { $in: ['books', 'food'] } }, { sort: { name: -1, _id: -1 }, limit: 5 }],
          [{ companyId: 'c2' }, { sort: { category: 1, name: 1, _id: 1 }, limit: 20 }],
          [{ category: 'games' }, { sort: { _id: 1 } }],
          [{ $and: [{ companyId: 'c0' }, { 'stock.qty': { $gt: 1 } }] }, { sort: { price: -1, _id: 1 }, limit: 8 }],
          [{ 'stock.qty': 3 }, { sort: { price: 1, _id: 1 } }],
          [{ companyId: 'c1', name: { $regex: '^item 1' } }, { sort: { price: -1, _id: 1 }, projection: { price: 1 } }],
          [{ companyId: null }, { sort: { _id: 1 } }],
          [{ companyId: 'nobody' }, { sort: { _id: 1 } }],
          // Ranges on the key after the equalities (narrowed through the index in the embedded store), both directions.
          [{ companyId: 'c1', price: { $lt: 8 } }, { sort: { price: -1, _id: 1 } }],
          [{ companyId: 'c1', price: { $gt: 4, $lte: 12 } }, { sort: { price: -1, _id: 1 }, limit: 6 }],
          [{ companyId: 'c2', category: 'tools', name: { $gte: 'item 2', $lt: 'item 4' } }, { sort: { name: 1, _id: 1 } }],
          [{ companyId: 'c0', category: 'food', name: { $gt: 'item 3' } }, { sort: { _id: 1 } }],
          [{ 'stock.qty': 2, price: { $gte: 'a' } }, { sort: { _id: 1 } }],
          [{ 'stock.qty': { $in: [1, 4] }, price: { $lte: 3 } }, { sort: { _id: 1 } }],
        ];
        for (const [filter, options] of queries) {
          const plain = await store.find('plain', filter, options);
          expect(await store.find('indexed', filter, options), JSON.stringify([filter, options])).toEqual(plain);
          expect(await store.count('indexed', filter)).toBe(await store.count('plain', filter));
        }
        // Still equal after the indexed collection changes.
        const changes: WriteOp[] = [
          { op: 'update', collection: 'indexed', id: 'd0001', update: { $set: { companyId: 'c1', price: 99 } } },
          { op: 'delete', collection: 'indexed', id: 'd0002' },
          { op: 'deleteMany', collection: 'indexed', filter: { companyId: 'c3', price: { $lt: 5 } } },
          put('indexed', { _id: 'new', companyId: 'c1', category: 'books', price: 3, name: 'item 1' }),
        ];
        await store.applyBatch([...changes, ...changes.map((op) => ({ ...op, collection: 'plain' }))]);
        for (const [filter, options] of queries) {
          expect(await store.find('indexed', filter, options), JSON.stringify([filter, options])).toEqual(await store.find('plain', filter, options));
        }
      });

      it('reject a batch that violates a unique index, leaving no trace', async () => {
        await store.ensureIndexes('users', [{ keys: { companyId: 1, email: 1 }, unique: true }]);
        await store.applyBatch([put('users', { _id: 'u1', companyId: 'c1', email: 'a@x' })], { name: 'users', position: 1n });

        const clash = await rejection(
          store.applyBatch(
            [put('users', { _id: 'u2', companyId: 'c1', email: 'b@x' }), put('users', { _id: 'u3', companyId: 'c1', email: 'a@x' })],
            { name: 'users', position: 2n },
          ),
        );
        expect(clash.code).toBe('DUPLICATE_KEY');
        const withinBatch = await rejection(
          store.applyBatch([put('users', { _id: 'u4', companyId: 'c2', email: 'z@x' }), put('users', { _id: 'u5', companyId: 'c2', email: 'z@x' })]),
        );
        expect(withinBatch.code).toBe('DUPLICATE_KEY');
        expect(ids(await store.find('users', {}, { sort: { _id: 1 } }))).toEqual(['u1']);
        expect(await store.getCheckpoint('users')).toBe(1n);

        // Same email in another company, and an email handed over within one batch, are fine.
        await store.applyBatch([
          put('users', { _id: 'u6', companyId: 'c2', email: 'a@x' }),
          { op: 'update', collection: 'users', id: 'u1', update: { $set: { email: 'new@x' } } },
          put('users', { _id: 'u7', companyId: 'c1', email: 'a@x' }),
        ]);
        expect(ids(await store.find('users', { email: 'a@x' }, { sort: { _id: 1 } }))).toEqual(['u6', 'u7']);
      });

      it('cannot be made unique over duplicate data', async () => {
        await seedProducts();
        const error = await rejection(store.ensureIndexes('products', [{ keys: { price: 1 }, unique: true }]));
        expect(error.code).toBe('DUPLICATE_KEY');
        // The failed index is not enforced.
        await store.applyBatch([put('products', { ...PRODUCTS[0]!, _id: 'p7' })]);
        expect(await store.count('products', { price: 30 })).toBe(3);
      });
    });

    describe('aggregation', () => {
      it('runs $match + $group + $sort', async () => {
        await seedProducts();
        const result = await store.aggregate('products', [
          { $match: { active: true } },
          { $group: { _id: '$companyId', total: { $sum: '$price' }, count: { $sum: 1 } } },
          { $sort: { total: -1 } },
        ]);
        expect(result).toEqual([
          { _id: 'c2', total: 125, count: 2 },
          { _id: 'c1', total: 42.5, count: 2 },
        ]);
      });

      it('runs $unwind, $addFields/$set, $project, $skip, $limit and $count', async () => {
        await seedProducts();
        expect(
          await store.aggregate('products', [
            { $unwind: '$tags' },
            { $group: { _id: '$tags', n: { $sum: 1 } } },
            { $sort: { n: -1, _id: 1 } },
            { $skip: 1 },
            { $limit: 2 },
          ]),
        ).toEqual([
          { _id: 'garden', n: 1 },
          { _id: 'heavy', n: 1 },
        ]);
        expect(
          await store.aggregate('products', [
            { $match: { companyId: 'c1' } },
            { $addFields: { value: { $multiply: ['$price', '$stock.qty'] } } },
            { $set: { expensive: { $gt: ['$price', 20] } } },
            { $project: { _id: 1, value: 1, expensive: 1 } },
            { $sort: { value: -1, _id: 1 } },
          ]),
        ).toEqual([
          { _id: 'p1', value: 150, expensive: true },
          { _id: 'p3', value: 150, expensive: false },
          { _id: 'p2', value: 0, expensive: false },
        ]);
        expect(await store.aggregate('products', [{ $match: { price: { $gt: 20 } } }, { $count: 'n' }])).toEqual([{ n: 4 }]);
      });

      it('runs $facet', async () => {
        await seedProducts();
        const [result] = await store.aggregate('products', [
          { $match: { companyId: 'c1' } },
          {
            $facet: {
              total: [{ $count: 'n' }],
              cheapest: [{ $sort: { price: 1 } }, { $limit: 1 }, { $project: { _id: 0, name: 1 } }],
            },
          },
        ]);
        expect(result).toEqual({ total: [{ n: 3 }], cheapest: [{ name: 'Bucket' }] });
      });

      it('refuses stages outside the port', async () => {
        await seedProducts();
        const error = await rejection(store.aggregate('products', [{ $lookup: { from: 'x', localField: 'a', foreignField: 'b', as: 'c' } }]));
        expect(error.code).toBe('INVALID_DOCUMENT_OPERATION');
      });
    });

    describe('collections', () => {
      it('lists and drops collections', async () => {
        await seedProducts();
        await store.applyBatch([put('offers', { _id: 'o1' })]);
        await store.ensureIndexes('offers', [{ keys: { companyId: 1 } }]);
        expect((await store.listCollections()).sort()).toEqual(['offers', 'products']);
        await store.dropCollection('offers');
        await store.dropCollection('never-existed');
        expect(await store.listCollections()).toEqual(['products']);
        expect(await store.find('offers')).toEqual([]);
        // A dropped collection comes back empty and without its indexes.
        await store.applyBatch([put('offers', { _id: 'o1', companyId: 'c1' }), put('offers', { _id: 'o2', companyId: 'c1' })]);
        expect(await store.count('offers', { companyId: 'c1' })).toBe(2);
      });

      it('refuses reserved collection names', async () => {
        const error = await rejection(store.applyBatch([put('_checkpoints', { _id: 'x' })]));
        expect(error.code).toBe('INVALID_DOCUMENT_OPERATION');
      });
    });

    it('keeps documents, indexes and checkpoints across close and reopen', async (context) => {
      if (!subject.reopen) {
        context.skip();
        return;
      }
      await seedProducts();
      await store.ensureIndexes('users', [{ keys: { email: 1 }, unique: true }]);
      await store.applyBatch([put('users', { _id: 'u1', email: 'a@x' })], { name: 'users', position: 9n });
      store = await subject.reopen();
      expect(await store.find('products', {}, { sort: { _id: 1 } })).toEqual(PRODUCTS);
      expect(await store.getCheckpoint('users')).toBe(9n);
      expect((await store.listCollections()).sort()).toEqual(['products', 'users']);
      const error = await rejection(store.applyBatch([put('users', { _id: 'u2', email: 'a@x' })]));
      expect(error.code).toBe('DUPLICATE_KEY');
    });
  });
}
