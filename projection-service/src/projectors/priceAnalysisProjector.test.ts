import { describe, expect, it } from 'vitest';
import type { Doc, RecordedEvent } from '@pm/platform';
import { foldEntityStates } from '../runtime/entityStateFold.ts';
import { deepFreeze } from '../runtime/testSupport/projectionSpec.ts';
import { PRICE_ANALYSIS, PRICE_ANALYSIS_PRODUCTS, priceAnalysisProjector } from './priceAnalysisProjector.ts';
import { recordedEvent } from '@pm/platform/testing';

const companyId = 'c1';
const productId = 'p1';

function recorded(type: string, data: Record<string, unknown>, occurredAt = '2026-05-01T10:00:00.000Z'): RecordedEvent {
  return recordedEvent(type, data, { companyId, occurredAt });
}

const created = (fields: Record<string, unknown> = {}) =>
  recorded('ProductCreated', { productId, companyId, fields: { name: 'Kuppelzelt Fjord', sku: 'FJ-2', brand: 'Nordkap', pricing: { de: { salesPrice: 100, shippingPrice: 4.9 } }, ...fields } });
const urlAdded = (urlId: string, sourceId: string, offerType = 'COMPETITOR_OFFER', sourceKind = 'STORE') =>
  recorded('CompetitorUrlAdded', { productId, urlId, url: `https://${sourceId}.example/${urlId}`, sourceId, sourceKind, offerType });
const observed = (urlId: string, offer: Record<string, unknown> | null, options: { plausibility?: string; flagReason?: string; pageStatus?: string; at?: string } = {}) =>
  recorded('OfferObserved', {
    urlId,
    productId,
    companyId,
    sourceId: 'ignored',
    jobId: 'j',
    observedAt: options.at ?? '2026-05-02T08:00:00.000Z',
    pageStatus: options.pageStatus ?? 'OK',
    offer: offer === null ? null : { currency: 'EUR', availability: 'InStock', shippingCost: null, ...offer },
    plausibility: options.plausibility ?? 'ACCEPTED',
    flagReason: options.flagReason ?? null,
    comparedWith: null,
  });

/** Runs the projector as the runner does (load, fold, write) over an in-memory store. */
async function project(events: RecordedEvent[], store = new Map<string, Map<string, Doc>>()) {
  const spec = priceAnalysisProjector.state!;
  const collection = (name: string) => store.get(name) ?? store.set(name, new Map()).get(name)!;
  // The fold is pure (it gets the store's own documents in production): frozen, so a change throws.
  const load = async (ids: string[]) => ids.flatMap((id) => collection(PRICE_ANALYSIS_PRODUCTS).get(id) ?? []).map((doc) => (spec.pure ? (deepFreeze(doc), doc) : doc));
  const writes = await foldEntityStates(spec, events, load);
  for (const { op } of writes) {
    if (op.op === 'put') collection(op.collection).set(op.doc._id, structuredClone(op.doc));
    else if (op.op === 'delete') collection(op.collection).delete(op.id);
    else throw new Error(`unexpected ${op.op}`);
  }
  return { store, rows: [...collection(PRICE_ANALYSIS).values()], row: (country = 'de') => collection(PRICE_ANALYSIS).get(`${productId}:${country}`) };
}

describe('price analysis projector', () => {
  it('finds the cheapest in-stock competitor offer with and without shipping and the deviation from the own price', async () => {
    const { row, rows } = await project([
      created(),
      urlAdded('u1', 's1'),
      urlAdded('u2', 's2'),
      urlAdded('u3', 's3'),
      observed('u1', { price: '89.00', shippingCost: '9.90' }),
      observed('u2', { price: '95.00', shippingCost: null }),
      observed('u3', { price: '70.00', availability: 'OutOfStock' }),
    ]);
    expect(rows).toHaveLength(1);
    expect(row()).toMatchObject({
      companyId,
      productId,
      country: 'de',
      currency: 'EUR',
      name: 'Kuppelzelt Fjord',
      own: { priceCents: 10_000, shippingCents: 490, source: 'SALES_PRICE' },
      urlCount: 3,
      offerCount: 2,
      outOfStockCount: 1,
      sourceIds: ['s1', 's2', 's3'],
      lastObservedAt: '2026-05-02T08:00:00.000Z',
      // Without shipping 89.00 is cheapest: 100.00 is 11.00 (12.36 %) above it; rank 3 of the two buyable offers + own.
      withoutShipping: { ownCents: 10_000, cheapest: { urlId: 'u1', sourceId: 's1', priceCents: 8_900, shippingCents: 990, totalCents: 8_900 }, deviationCents: 1_100, deviationPercent: 12.36, rank: 3, position: 'not-cheapest' },
      // With shipping 95.00 (no shipping shown) beats 89.00 + 9.90; own 100.00 + 4.90.
      withShipping: { ownCents: 10_490, cheapest: { urlId: 'u2', totalCents: 9_500 }, deviationCents: 990, deviationPercent: 10.42, rank: 3, position: 'not-cheapest' },
      has: { brand: true, ownPrice: true, offers: true, deviation: true, lastObservedAt: true },
    });
  });

  it('keeps a flagged price out until a later scrape confirms it', async () => {
    const events = [created(), urlAdded('u1', 's1'), observed('u1', { price: '120.00' }), observed('u1', { price: '12.00' }, { plausibility: 'FLAGGED', flagReason: 'PRICE_JUMP', at: '2026-05-03T08:00:00.000Z' })];
    const first = await project(events);
    expect(first.row()).toMatchObject({ flaggedCount: 1, offerCount: 1, withoutShipping: { cheapestCents: 12_000, deviationCents: -2_000, rank: 1, position: 'cheapest' } });
    const { row } = await project([observed('u1', { price: '12.00' }, { plausibility: 'CONFIRMED', flagReason: 'PRICE_JUMP', at: '2026-05-04T08:00:00.000Z' })], first.store);
    expect(row()).toMatchObject({ flaggedCount: 0, withoutShipping: { cheapestCents: 1_200, deviationCents: 8_800, position: 'not-cheapest' } });
  });

  it('does not use a first price that is flagged', async () => {
    const { row } = await project([created(), urlAdded('u1', 's1'), observed('u1', { price: '0.00' }, { plausibility: 'FLAGGED', flagReason: 'ZERO_PRICE' })]);
    expect(row()).toMatchObject({ offerCount: 0, flaggedCount: 1, withShipping: { cheapest: null, deviationCents: null, position: 'no-offers' }, has: { offers: false, deviation: false } });
  });

  it('drops an offer whose page is gone and counts it as an error', async () => {
    const { row } = await project([created(), urlAdded('u1', 's1'), observed('u1', { price: '80.00' }), observed('u1', null, { pageStatus: 'NOT_FOUND_404', at: '2026-05-05T08:00:00.000Z' })]);
    expect(row()).toMatchObject({ offerCount: 0, errorCount: 1, lastObservedAt: '2026-05-05T08:00:00.000Z', withShipping: { position: 'no-offers' } });
  });

  it('follows own price edits, archiving and restoring, and removed URLs', async () => {
    const first = await project([created(), urlAdded('u1', 's1'), urlAdded('u2', 's2'), observed('u1', { price: '90.00' }), observed('u2', { price: '95.00' })]);
    expect(first.row()).toMatchObject({ withoutShipping: { deviationCents: 1_000, rank: 3 } });

    const edited = await project([recorded('ProductUpdated', { productId, changes: { name: 'Fjord 2', pricing: { de: { salesPrice: 85 } } } }, '2026-05-06T00:00:00.000Z')], first.store);
    expect(edited.row()).toMatchObject({ name: 'Fjord 2', own: { priceCents: 8_500, shippingCents: null }, withShipping: { ownCents: 8_500, deviationCents: -500, deviationPercent: -5.56, rank: 1, position: 'cheapest' } });
    const state = edited.store.get(PRICE_ANALYSIS_PRODUCTS)!.get(productId)!;
    expect(state['ownPriceHistory']).toEqual({
      de: [
        { at: '2026-05-01T10:00:00.000Z', salesPrice: 100, shippingPrice: 4.9 },
        { at: '2026-05-06T00:00:00.000Z', salesPrice: 85, shippingPrice: null },
      ],
    });

    const removed = await project([recorded('CompetitorUrlRemoved', { productId, urlId: 'u1' })], edited.store);
    expect(removed.row()).toMatchObject({ urlCount: 1, offerCount: 1, sourceIds: ['s2'], withoutShipping: { cheapest: { urlId: 'u2' } } });
    // A scrape that finishes after its URL was removed changes nothing.
    const late = await project([observed('u1', { price: '10.00' })], removed.store);
    expect(late.row()).toMatchObject({ urlCount: 1, withoutShipping: { cheapest: { urlId: 'u2' } } });

    const archived = await project([recorded('ProductArchived', { productId })], late.store);
    expect(archived.rows).toHaveLength(0);
    const restored = await project([recorded('ProductRestored', { productId })], archived.store);
    expect(restored.row()).toMatchObject({ name: 'Fjord 2', withoutShipping: { cheapest: { urlId: 'u2' } } });
  });

  it('uses a scraped own shop offer only without a sales price, and never as a competitor', async () => {
    const { row } = await project([
      created({ pricing: { de: { salesPrice: null } } }),
      urlAdded('own', 'myshop', 'OWN_OFFER'),
      urlAdded('lead', 'myshop', 'OWN_LEAD_OFFER'),
      urlAdded('u1', 's1'),
      observed('own', { price: '50.00' }),
      observed('lead', { price: '99.00', shippingCost: '1.00' }),
      observed('u1', { price: '90.00' }),
    ]);
    expect(row()).toMatchObject({ urlCount: 1, offerCount: 1, sourceIds: ['s1'], own: { priceCents: 9_900, shippingCents: 100, source: 'OWN_OFFER', urlId: 'lead' }, withShipping: { ownCents: 10_000, deviationCents: 1_000 } });
  });

  it('lists a product in the countries it has prices for, or in every country without any, and compares only offers in the country currency', async () => {
    const unpriced = await project([created({ pricing: undefined }), urlAdded('u1', 's1'), observed('u1', { price: '20.00', currency: 'GBP' })]);
    expect(unpriced.rows.map((r) => r['country']).sort()).toEqual(['at', 'be', 'ch', 'de', 'es', 'fr', 'gb', 'it', 'lu', 'nl', 'pl', 'us']);
    expect(unpriced.row('gb')).toMatchObject({ currency: 'GBP', offerCount: 1, own: null, withShipping: { position: 'no-own-price', cheapestCents: 2_000 }, has: { ownPrice: false, offers: true, deviation: false } });
    expect(unpriced.row('de')).toMatchObject({ currency: 'EUR', offerCount: 0, withShipping: { position: 'no-offers' } });

    const priced = await project([recorded('ProductUpdated', { productId, changes: { pricing: { de: { salesPrice: 30 }, at: { salesPrice: 31 } } } })], unpriced.store);
    expect(priced.rows.map((r) => r['country']).sort()).toEqual(['at', 'de']);
  });
});
