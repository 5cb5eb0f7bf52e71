/** A shared find (`FindOptions.shared`): the embedded store lends the documents it holds, and never changes a lent one afterwards. */
import { describe, expect, it } from 'vitest';
import { createEmbeddedDocumentStore } from './embeddedDocumentStore.ts';

describe('embedded store, shared find', () => {
  it('answers the same documents as a copying find, and later writes replace them instead of changing them', async () => {
    const store = createEmbeddedDocumentStore({ path: ':memory:' });
    await store.applyBatch([
      { op: 'put', collection: 'states', doc: { _id: 'a', n: 1, nested: { list: [1, 2] } } },
      { op: 'put', collection: 'states', doc: { _id: 'b', n: 2, nested: { list: [] } } },
    ]);
    const lent = await store.find('states', { _id: { $in: ['a', 'b'] } }, { shared: true });
    expect(lent).toEqual(await store.find('states', { _id: { $in: ['a', 'b'] } }));
    const before = structuredClone(lent);

    await store.applyBatch([
      { op: 'update', collection: 'states', id: 'a', update: { $inc: { n: 5 }, $push: { 'nested.list': 3 } } },
      { op: 'put', collection: 'states', doc: { _id: 'b', n: 9, nested: { list: [7] } } },
    ]);
    // What was lent is as it was; the store answers the new documents.
    expect(lent).toEqual(before);
    expect(await store.find('states', {}, { sort: { _id: 1 } })).toEqual([
      { _id: 'a', n: 6, nested: { list: [1, 2, 3] } },
      { _id: 'b', n: 9, nested: { list: [7] } },
    ]);
    await store.close();
  });

  it('with a projection of top-level fields lends those fields, and later writes replace them instead of changing them', async () => {
    const store = createEmbeddedDocumentStore({ path: ':memory:' });
    await store.applyBatch([{ op: 'put', collection: 'states', doc: { _id: 'a', n: 1, nested: { list: [1, 2] }, other: 'x' } }]);
    const [first] = await store.find<{ _id: string; nested: { list: number[] } }>('states', {}, { shared: true, projection: { nested: 1 } });
    const [second] = await store.find<{ _id: string; nested: { list: number[] } }>('states', {}, { shared: true, projection: { nested: 1 } });
    expect(first).toEqual({ _id: 'a', nested: { list: [1, 2] } });
    // Lent, not copied: both answers hold the store's one value.
    expect(second!.nested).toBe(first!.nested);
    await store.applyBatch([{ op: 'update', collection: 'states', id: 'a', update: { $push: { 'nested.list': 3 } } }]);
    expect(first!.nested).toEqual({ list: [1, 2] });
    expect(await store.find('states', {}, { projection: { nested: 1 } })).toEqual([{ _id: 'a', nested: { list: [1, 2, 3] } }]);
    await store.close();
  });

  it('copies for a projection of a nested path', async () => {
    const store = createEmbeddedDocumentStore({ path: ':memory:' });
    await store.applyBatch([{ op: 'put', collection: 'states', doc: { _id: 'a', nested: { list: [1, 2], more: { deep: 1 } } } }]);
    const [picked] = await store.find<{ _id: string; nested: { more: { deep: number } } }>('states', {}, { shared: true, projection: { 'nested.more': 1 } });
    picked!.nested.more.deep = 99;
    expect(await store.find('states')).toEqual([{ _id: 'a', nested: { list: [1, 2], more: { deep: 1 } } }]);
    await store.close();
  });

  it('still copies when a projection is asked for', async () => {
    const store = createEmbeddedDocumentStore({ path: ':memory:' });
    await store.applyBatch([{ op: 'put', collection: 'states', doc: { _id: 'a', n: 1, other: 'x' } }]);
    const [picked] = await store.find('states', {}, { shared: true, projection: { n: 1 } });
    picked!['n'] = 99;
    expect(await store.find('states')).toEqual([{ _id: 'a', n: 1, other: 'x' }]);
    await store.close();
  });
});
