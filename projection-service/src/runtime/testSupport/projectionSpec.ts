import { expect } from 'vitest';
import { createEmbeddedDocumentStore, type Doc, type DocumentStore, type Filter, type RecordedEvent } from '@pm/platform';
import { projectBatch } from '../projectBatch.ts';
import type { Projector } from '../projector.ts';

/**
 * Emmett-style projection specification: given events (each its own batch, or `batched` in
 * one), then the documents of a collection. Runs the production batch logic (`projectBatch`)
 * against an in-memory embedded document store.
 *
 *   await projectionSpec(offersProjector).given(added, observed).then(OFFERS, [{ _id: 'u1', … }]);
 */
/** Freezes a value and everything in it (a pure fold's loaded states in tests: a change throws). */
export function deepFreeze(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const inner of Object.values(value)) deepFreeze(inner);
}

export function projectionSpec(projector: Projector) {
  async function run(batches: RecordedEvent[][]): Promise<DocumentStore> {
    const docs = createEmbeddedDocumentStore({ path: ':memory:' });
    const handles = new Set(projector.handles);
    for (const batch of batches) {
      const handled = batch.filter((e) => handles.has(e.type));
      const stateCollection = projector.state?.collection ?? '';
      // A pure fold gets the store's own documents, as in production; frozen here so that a change of one throws.
      const pure = projector.state?.pure === true;
      const load = async (ids: string[]) => {
        const states = await docs.find(stateCollection, { _id: { $in: ids } }, { shared: pure });
        if (pure) for (const state of states) deepFreeze(state);
        return states;
      };
      const writes = await projectBatch(projector, handled, load);
      if (writes.length > 0) await docs.applyBatch(writes.map((w) => w.op));
    }
    return docs;
  }
  const givenBatches = (batches: RecordedEvent[][]) => ({
    /** The collection holds exactly these documents (compared with toMatchObject, sorted by _id). */
    async then(collection: string, expected: Record<string, unknown>[], filter: Filter = {}): Promise<void> {
      const docs = await run(batches);
      try {
        const found = (await docs.find(collection, filter)).sort((a, b) => a._id.localeCompare(b._id));
        expect(found).toMatchObject([...expected].sort((a, b) => String(a['_id']).localeCompare(String(b['_id']))));
      } finally {
        await docs.close();
      }
    },
    /** The documents of a collection, for assertions of their own. */
    async documents(collection: string, filter: Filter = {}): Promise<Doc[]> {
      const docs = await run(batches);
      try {
        return await docs.find(collection, filter);
      } finally {
        await docs.close();
      }
    },
  });
  return {
    given: (...events: RecordedEvent[]) => givenBatches(events.map((e) => [e])),
    batched: (...events: RecordedEvent[]) => givenBatches([events]),
  };
}
