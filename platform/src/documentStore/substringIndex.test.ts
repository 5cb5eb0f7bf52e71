import { describe, expect, it } from 'vitest';
import { createEmbeddedDocumentStore } from './embeddedDocumentStore.ts';
import type { Doc, Filter, WriteOp } from './documentStore.ts';
import { regexLiteral, trigramsOf } from './substringIndex.ts';
import { containsText } from './textSearch.ts';

/** A small deterministic generator, so a failure repeats. */
function random(seed: number): () => number {
  let s = seed;
  return () => ((s = (s * 1103515245 + 12345) % 2147483648) / 2147483648);
}

const WORDS = ['Kaffee', 'KAFFEEMASCHINE', 'tee', 'Σίσυφος', 'ΣΊΣΥΦΟΣ', 'straße', 'STRASSE', 'a.b*c', '(x)', 'sku-0012', 'SKU-00123', 'produkt 99', 'ſun'];

describe('substring index of the embedded store', () => {
  it('reads literal regexes as containsText writes them, and nothing that is a real pattern', () => {
    expect(regexLiteral(containsText('a.b*c (1) [x] $5 ^ | ?+ {2}\\'))).toBe('a.b*c (1) [x] $5 ^ | ?+ {2}\\');
    expect(regexLiteral(containsText('sku-12/3', { ignoreCase: true }))).toBe('sku-12/3');
    expect(regexLiteral({ $regex: 'a.c' })).toBeNull();
    expect(regexLiteral({ $regex: '\\d+' })).toBeNull();
    expect(regexLiteral({ $regex: 'abc', $options: 'm' })).toBeNull();
    expect(regexLiteral('abc')).toBeNull();
    expect(regexLiteral({ $regex: /abc/ })).toBeNull();
  });

  it('folds case as case-insensitive regexes compare', () => {
    expect(trigramsOf('Kaf')).toEqual(trigramsOf('kAF'));
    expect(trigramsOf('σας')).toEqual(trigramsOf('ΣΑΣ'));
  });

  it('answers "contains" queries exactly like a store without the index, through random writes, updates and deletes', async () => {
    const rand = random(11);
    const pick = <T>(items: readonly T[]) => items[Math.floor(rand() * items.length)]!;
    const indexed = createEmbeddedDocumentStore({ path: ':memory:' });
    const plain = createEmbeddedDocumentStore({ path: ':memory:' });
    await indexed.ensureIndexes('items', [{ keys: { companyId: 1, status: 1 } }, { keys: { companyId: 1 }, substring: 'searchKey' }]);
    try {
      for (let round = 0; round < 8; round++) {
        const ops: WriteOp[] = [];
        for (let i = 0; i < 400; i++) {
          const id = `d${Math.floor(rand() * 700)}`;
          if (rand() < 0.15) ops.push({ op: 'delete', collection: 'items', id });
          else if (rand() < 0.2) ops.push({ op: 'update', collection: 'items', id, update: { $set: { status: pick(['PENDING', 'CONFIRMED']) } } });
          else {
            const searchKey = rand() < 0.05 ? [pick(WORDS), 7] : rand() < 0.05 ? 42 : `${pick(WORDS)} ${Math.floor(rand() * 1000)} ${pick(WORDS)}`;
            const doc: Doc = { _id: id, companyId: rand() < 0.05 ? ['c1', 'c3'] : pick(['c1', 'c1', 'c2']), status: pick(['PENDING', 'CONFIRMED']), searchKey };
            ops.push({ op: 'put', collection: 'items', doc });
          }
        }
        await indexed.applyBatch(ops);
        await plain.applyBatch(ops);
        for (let q = 0; q < 40; q++) {
          const word = pick(WORDS);
          const start = Math.floor(rand() * word.length);
          const text = rand() < 0.3 ? `${Math.floor(rand() * 100)}` : word.slice(start, start + 3 + Math.floor(rand() * 6));
          const filter: Filter = { companyId: pick(['c1', 'c2', 'c3']), searchKey: containsText(rand() < 0.5 ? text.toLowerCase() : text, { ignoreCase: rand() < 0.7 }) };
          if (rand() < 0.5) filter['status'] = 'PENDING';
          const options = { sort: { searchKey: 1 as const }, limit: 20 };
          expect(await indexed.find('items', filter, options)).toEqual(await plain.find('items', filter, options));
          expect(await indexed.count('items', filter)).toBe(await plain.count('items', filter));
        }
      }
    } finally {
      await indexed.close();
      await plain.close();
    }
  });

  it('is declared once, survives a reopen, and refuses a unique substring index', async () => {
    const store = createEmbeddedDocumentStore({ path: ':memory:' });
    await store.ensureIndexes('items', [{ keys: { companyId: 1 }, substring: 'searchKey' }]);
    await store.ensureIndexes('items', [{ keys: { companyId: 1 }, substring: 'searchKey' }]);
    await expect(store.ensureIndexes('other', [{ keys: { companyId: 1 }, substring: 'name', unique: true }])).rejects.toThrow(/cannot be unique/);
    await store.close();
  });
});
