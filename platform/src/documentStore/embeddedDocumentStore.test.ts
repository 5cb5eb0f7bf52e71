import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runDocumentStoreContract } from './documentStore.contract.ts';
import { createEmbeddedDocumentStore } from './embeddedDocumentStore.ts';

runDocumentStoreContract('embedded (SQLite file)', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'docstore-'));
  const path = join(dir, 'read-models.sqlite');
  let store = createEmbeddedDocumentStore({ path });
  return {
    store,
    reopen: async () => {
      await store.close();
      store = createEmbeddedDocumentStore({ path });
      return store;
    },
    dispose: async () => rmSync(dir, { recursive: true, force: true }),
  };
});

runDocumentStoreContract('embedded (:memory:)', async () => ({ store: createEmbeddedDocumentStore({ path: ':memory:' }) }));
