import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createEmbeddedDocumentStore, type DocumentStore, type RecordedEvent } from '@pm/platform';
import { OFFERS, offersProjector } from './offersProjector.ts';

const companyId = '01a202fa-b1d3-742b-8831-a2f80152650f';
let position = 0n;

function recorded(type: string, data: Record<string, unknown>): RecordedEvent {
  position += 1n;
  const at = new Date(Date.UTC(2026, 10, 22, 6, Number(position))).toISOString();
  return { id: crypto.randomUUID(), streamId: 'product-p1', revision: position - 1n, position, type, data, metadata: { companyId, userId: 'service:test', correlationId: 'c', causationId: null, occurredAt: at, version: 1 }, recordedAt: at };
}

const added = () => recorded('CompetitorUrlAdded', { productId: 'p1', urlId: 'u1', url: 'https://shop.example/zelt', sourceId: 's1', sourceKind: 'STORE', offerType: 'COMPETITOR_OFFER' });
const observed = (price: string) =>
  recorded('OfferObserved', { urlId: 'u1', productId: 'p1', companyId, sourceId: 's1', jobId: 'j1', observedAt: '2026-11-22T06:30:00.000Z', pageStatus: 'OK', offer: { price, currency: 'EUR', availability: 'InStock' }, plausibility: 'ACCEPTED', flagReason: null, comparedWith: null });

describe('offersProjector', () => {
  let docs: DocumentStore;
  beforeEach(() => {
    docs = createEmbeddedDocumentStore({ path: ':memory:' });
  });
  afterEach(async () => {
    await docs.close();
  });
  const apply = async (...events: RecordedEvent[]) => {
    for (const event of events) await docs.applyBatch(offersProjector.project!(event));
    return docs.findOne(OFFERS, { _id: 'u1' });
  };

  it('lists an added URL as not scraped yet, then its current offer', async () => {
    expect(await apply(added())).toMatchObject({ companyId, productId: 'p1', sourceId: 's1', lastObservation: null, current: null, pending: null });
    expect(await apply(observed('19.99'))).toMatchObject({ current: { price: '19.99', confirmed: false }, lastObservation: { pageStatus: 'OK' } });
  });

  it('does not bring back a removed URL when a late observation arrives', async () => {
    await apply(added(), observed('19.99'));
    expect(await apply(recorded('CompetitorUrlRemoved', { productId: 'p1', urlId: 'u1' }))).toBeNull();
    expect(await apply(observed('18.99'))).toBeNull();
  });
});
