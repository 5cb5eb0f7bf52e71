import { describe, expect, it } from 'vitest';
import { createEmbeddedDocumentStore } from './embeddedDocumentStore.ts';
import { containsText } from './textSearch.ts';

describe('text search', () => {
  it('matches the text literally, with or without case', async () => {
    const docs = createEmbeddedDocumentStore({ path: ':memory:' });
    try {
      await docs.applyBatch([
        { op: 'put', collection: 'c', doc: { _id: '1', name: 'Zelt (2 Personen) 1.5 kg' } },
        { op: 'put', collection: 'c', doc: { _id: '2', name: 'Zelt 2 Personen 125 kg' } },
        { op: 'put', collection: 'c', doc: { _id: '3', name: 'zelt (2 personen)' } },
      ]);
      const ids = async (filter: Record<string, unknown>) => (await docs.find('c', { name: filter })).map((d) => d._id).sort();
      expect(await ids(containsText('(2 Personen) 1.5'))).toEqual(['1']);
      expect(await ids(containsText('(2 personen)', { ignoreCase: true }))).toEqual(['1', '3']);
      expect(await ids(containsText('.*'))).toEqual([]);
    } finally {
      await docs.close();
    }
  });
});
