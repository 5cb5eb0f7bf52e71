/** Coalescing a batch's counter upserts: the store ends with the same documents as without it. */
import { describe, expect, it } from 'vitest';
import { createEmbeddedDocumentStore, type Doc, type DocumentStore, type RecordedEvent, type WriteOp } from '@pm/platform';
import { recordedEvent } from '@pm/platform/testing';
import { insightsProjector } from '../projectors/insightsProjector.ts';
import { coalesceIncrements } from './coalesceIncrements.ts';
import type { PositionedWrite } from './entityStateFold.ts';
import { projectBatch } from './projectBatch.ts';
import type { Projector } from './projector.ts';

/** A small deterministic generator (mulberry32), so a failure repeats. */
function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const companyId = 'c1';
const at = (day: number, hour = 8) => new Date(Date.UTC(2026, 4, 1 + day, hour)).toISOString();

/** Products with several shops' URLs observed over days: price moves, stock, error pages, flagged prices, late observations, price changes, an archive. */
function history(seed: number): RecordedEvent[] {
  const rand = seeded(seed);
  const events: RecordedEvent[] = [];
  const record = (type: string, data: Record<string, unknown>, occurredAt: string) => events.push(recordedEvent(type, data, { companyId, occurredAt }));
  const products = Array.from({ length: 12 }, (_, p) => ({ productId: `p${p}`, urls: Array.from({ length: 3 }, (_, u) => ({ urlId: `p${p}u${u}`, sourceId: `s${u}` })) }));
  for (const [p, { productId, urls }] of products.entries()) {
    record('ProductCreated', { productId, companyId, fields: { name: `Produkt ${p}`, sku: `SKU-${p}`, brand: p % 3 === 0 ? null : `Marke ${p % 2}`, pricing: { de: { salesPrice: 50 + p, shippingPrice: p % 2 === 0 ? 4.95 : 0, inStock: p % 5 !== 0 } } } }, at(0, 1));
    for (const { urlId, sourceId } of urls) record('CompetitorUrlAdded', { productId, urlId, url: `https://${sourceId}.example/${urlId}`, sourceId, sourceKind: 'STORE', offerType: 'COMPETITOR_OFFER' }, at(0, 1));
  }
  for (let day = 1; day <= 4; day++) {
    for (const [p, { productId, urls }] of products.entries()) {
      for (const { urlId, sourceId } of urls) {
        if (rand() < 0.1) continue;
        // Now and then a late observation of an earlier day, or a second one the same day.
        const observedDay = rand() < 0.1 ? Math.max(1, day - 1) : day;
        const pageError = rand() < 0.08;
        const flagged = !pageError && rand() < 0.05;
        const outOfStock = !pageError && rand() < 0.15;
        record(
          'OfferObserved',
          {
            urlId,
            productId,
            companyId,
            sourceId,
            jobId: 'j',
            observedAt: at(observedDay, 6 + Math.floor(rand() * 12)),
            pageStatus: pageError ? 'NOT_FOUND_404' : 'OK',
            offer: pageError ? null : { price: outOfStock ? null : ((50 + p) * (0.8 + rand() * 0.4)).toFixed(2), currency: 'EUR', availability: outOfStock ? 'OutOfStock' : 'InStock', shippingCost: rand() < 0.5 ? '4.95' : null },
            plausibility: flagged ? 'FLAGGED' : 'ACCEPTED',
            flagReason: flagged ? 'PRICE_JUMP' : null,
            comparedWith: null,
          },
          at(day, 20),
        );
      }
      if (rand() < 0.05) record('ProductUpdated', { productId, changes: { pricing: { de: { salesPrice: 45 + p, shippingPrice: 0, inStock: rand() < 0.5 } } } }, at(day, 21));
    }
    if (day === 3) record('ProductArchived', { productId: 'p7' }, at(day, 22));
  }
  return events.map((event, i) => ({ ...event, position: BigInt(i + 1) }));
}

/** Projects the events in batches of `size`, with or without coalescing; every collection's documents sorted by id. */
async function project(events: readonly RecordedEvent[], size: number, coalesce: boolean): Promise<Record<string, Doc[]>> {
  const projector: Projector = { ...insightsProjector, state: { ...insightsProjector.state!, coalesceIncrements: coalesce } };
  const docs: DocumentStore = createEmbeddedDocumentStore({ path: ':memory:' });
  try {
    const handles = new Set(projector.handles);
    for (let from = 0; from < events.length; from += size) {
      const batch = events.slice(from, from + size).filter((event) => handles.has(event.type));
      const writes = await projectBatch(projector, batch, (ids) => docs.find(projector.state!.collection, { _id: { $in: ids } }));
      if (writes.length > 0) await docs.applyBatch(writes.map((write) => write.op));
    }
    const result: Record<string, Doc[]> = {};
    for (const collection of Object.keys(projector.collections)) result[collection] = (await docs.find(collection, {})).sort((a, b) => a._id.localeCompare(b._id));
    return result;
  } finally {
    await docs.close();
  }
}

describe('coalesceIncrements', () => {
  it('gives the insights projection the same documents as separate writes, for any batch size', async () => {
    for (const seed of [1, 2, 3]) {
      const events = history(seed);
      for (const size of [7, 100, 1_000]) {
        const separate = await project(events, size, false);
        expect(Object.values(separate).flat().length).toBeGreaterThan(100);
        expect(await project(events, size, true)).toEqual(separate);
      }
    }
  });

  it('merges the upserts of one document into one with the summed increments and the last position', () => {
    const update = (id: string, inc: Record<string, number>, set: Record<string, unknown> = { day: 'd' }): WriteOp => ({ op: 'update', collection: 'days', id, upsert: true, update: { $set: set, $inc: inc } });
    const writes: PositionedWrite[] = [
      { op: update('a', { n: 1, 'w.c': 2 }), position: 1n },
      { op: update('b', { n: 1 }), position: 2n },
      { op: update('a', { n: 1, 'w.c': -1 }), position: 3n },
    ];
    expect(coalesceIncrements(writes)).toEqual([
      { op: update('a', { n: 2, 'w.c': 1 }), position: 3n },
      { op: update('b', { n: 1 }), position: 2n },
    ]);
  });

  it('does not merge increments across a delete of the document, "delete if drained" included', async () => {
    // Drained to n = 0 (its other counter too), deleted, then counted again without that counter.
    const update = (inc: Record<string, number>): WriteOp => ({ op: 'update', collection: 'days', id: 'a', upsert: true, update: { $set: { day: 'd' }, $inc: inc } });
    const writes: PositionedWrite[] = [
      { op: update({ n: 1, s: 10, cheaper: 1 }), position: 1n },
      { op: update({ n: -1, s: -10, cheaper: -1 }), position: 2n },
      { op: { op: 'deleteMany', collection: 'days', filter: { _id: { $in: ['a'] }, n: 0 } }, position: 2n },
      { op: update({ n: 1, s: 10 }), position: 3n },
    ];
    const apply = async (ops: WriteOp[]) => {
      const docs = createEmbeddedDocumentStore({ path: ':memory:' });
      await docs.applyBatch(ops);
      const found = await docs.find('days', {});
      await docs.close();
      return found;
    };
    const merged = coalesceIncrements(writes);
    expect(await apply(merged.map((write) => write.op))).toEqual(await apply(writes.map((write) => write.op)));
    expect(await apply(merged.map((write) => write.op))).toEqual([{ _id: 'a', day: 'd', n: 1, s: 10 }]);
  });
});
