/** The insights projection: given product and offer events → pairs, products, URLs and day aggregates (batching does not change them). */
import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@pm/platform';
import { recordedEvent } from '@pm/platform/testing';
import { INSIGHT_BRAND_DAYS, INSIGHT_BRAND_SHOP_DAYS, INSIGHT_BRANDS, INSIGHT_DAILY, INSIGHT_PAIR_DAYS, INSIGHT_URL_COUNTS } from '../insights/insightsAggregates.ts';
import { INSIGHT_PAIRS, INSIGHT_PRODUCTS, INSIGHT_URLS } from '../insights/insightsDocs.ts';
import { projectionSpec } from '../runtime/testSupport/projectionSpec.ts';
import { INSIGHT_STATES, insightsProjector } from './insightsProjector.ts';

const companyId = 'c1';
const productId = 'p1';
const recorded = (type: string, data: Record<string, unknown>, occurredAt = '2026-05-01T10:00:00.000Z'): RecordedEvent => recordedEvent(type, data, { companyId, occurredAt });
const created = (pricing: Record<string, unknown> = { de: { salesPrice: 100, shippingPrice: 5 } }) => recorded('ProductCreated', { productId, companyId, fields: { name: 'Zelt', sku: 'Z-1', brand: 'Nordkap', pricing } });
const urlAdded = (urlId: string, sourceId: string) => recorded('CompetitorUrlAdded', { productId, urlId, url: `https://${sourceId}.example/${urlId}`, sourceId, sourceKind: 'STORE', offerType: 'COMPETITOR_OFFER' });
const observed = (urlId: string, price: string | null, at: string, options: { availability?: string; pageStatus?: string; plausibility?: string } = {}) =>
  recorded('OfferObserved', {
    urlId,
    productId,
    companyId,
    sourceId: 'ignored',
    jobId: 'j',
    observedAt: at,
    pageStatus: options.pageStatus ?? 'OK',
    offer: options.pageStatus && options.pageStatus !== 'OK' ? null : { price, currency: 'EUR', availability: options.availability ?? 'InStock', shippingCost: '10.00' },
    plausibility: options.plausibility ?? 'ACCEPTED',
    flagReason: options.plausibility === 'FLAGGED' ? 'PRICE_JUMP' : null,
    comparedWith: null,
  });

const day1 = '2026-05-02T08:00:00.000Z';
const day1Later = '2026-05-02T20:00:00.000Z';
const day2 = '2026-05-03T08:00:00.000Z';
const events = [created(), urlAdded('u1', 's1'), urlAdded('u2', 's2'), urlAdded('u3', 's3'), observed('u1', '90.00', day1), observed('u1', '120.00', day1Later), observed('u1', '80.00', day2), observed('u2', null, day1, { availability: 'OutOfStock' }), observed('u3', null, day1, { pageStatus: 'NOT_FOUND_404' })];

describe('insights projector', () => {
  it('pairs each comparable competitor price with the own price, with and without shipping', async () => {
    await projectionSpec(insightsProjector).given(...events).then(INSIGHT_PAIRS, [
      { _id: 'p1:de:u1', companyId, country: 'de', storeId: 's1', brand: 'Nordkap', w: { ownCents: 10_500, competitorCents: 9_000, deviationCents: -1_500, deviationPercent: -14.29 }, o: { ownCents: 10_000, competitorCents: 8_000, deviationCents: -2_000, deviationPercent: -20 }, observedAt: day2 },
    ]);
  });

  it('keeps one day aggregate per shop and day: the last observation of the day counts, batched or not', async () => {
    const expected = [
      { _id: 'c1|de|s1|2026-05-02', storeId: 's1', day: '2026-05-02', o: { n: 1, cheaper: 0, dearer: 1, pctBp: 2_000, cents: 2_000 } },
      { _id: 'c1|de|s1|2026-05-03', storeId: 's1', day: '2026-05-03', o: { n: 1, cheaper: 1, dearer: 0, pctBp: -2_000, cents: -2_000 } },
    ];
    await projectionSpec(insightsProjector).given(...events).then(INSIGHT_DAILY, expected);
    await projectionSpec(insightsProjector).batched(...events).then(INSIGHT_DAILY, expected);
  });

  it("compares a day's prices with the own price of that day: recorded for a past day, the current one from the day it was set", async () => {
    // The product exists (own price 100, shipping 5) before its past is appended in time order: own 80 recorded for 2 May.
    const now = recorded('ProductCreated', { productId, companyId, fields: { name: 'Zelt', sku: 'Z-1', brand: 'Nordkap', pricing: { de: { salesPrice: 100, shippingPrice: 5 } } } }, '2026-05-10T09:00:00.000Z');
    const ownThen = recorded('OwnPriceRecorded', { productId, companyId, country: 'de', salesPrice: 80, recordedAt: '2026-05-02T03:00:00.000Z' }, '2026-05-02T03:00:00.000Z');
    const past = [now, urlAdded('u1', 's1'), ownThen, observed('u1', '90.00', day1), observed('u1', '90.00', '2026-05-10T12:00:00.000Z')];
    const expected = [
      // 2 May: 90 against 80 (+12.5 %); 10 May: 90 against today's 100 (−10 %).
      { _id: 'c1|de|s1|2026-05-02', o: { n: 1, cheaper: 0, dearer: 1, pctBp: 1_250, cents: 1_000 } },
      { _id: 'c1|de|s1|2026-05-10', o: { n: 1, cheaper: 1, dearer: 0, pctBp: -1_000, cents: -1_000 } },
    ];
    await projectionSpec(insightsProjector).given(...past).then(INSIGHT_DAILY, expected);
    await projectionSpec(insightsProjector).batched(...past).then(INSIGHT_DAILY, expected);
    // The current comparison keeps the current own price.
    await projectionSpec(insightsProjector).given(...past).then(INSIGHT_PAIRS, [{ _id: 'p1:de:u1', o: { ownCents: 10_000, competitorCents: 9_000, deviationCents: -1_000, deviationPercent: -10 } }]);
  });

  it("counts a day's observations against the own price at the end of the day: a price changed later that day takes them along", async () => {
    const cheaper = recorded('ProductUpdated', { productId, changes: { pricing: { de: { salesPrice: 80, shippingPrice: 5 } } } }, '2026-05-03T15:00:00.000Z');
    // 3 May: u1 at 80 against 100 (−20 %), then the own price goes to 80 that afternoon: 0 %, neither cheaper nor dearer.
    const expected = [
      { _id: 'c1|de|s1|2026-05-02', o: { n: 1, cheaper: 0, dearer: 1, pctBp: 2_000, cents: 2_000 } },
      { _id: 'c1|de|s1|2026-05-03', o: { n: 1, cheaper: 0, dearer: 0, pctBp: 0, cents: 0 } },
    ];
    await projectionSpec(insightsProjector).given(...events, cheaper).then(INSIGHT_DAILY, expected);
    await projectionSpec(insightsProjector).batched(...events, cheaper).then(INSIGHT_DAILY, expected);
  });

  it('records the URL states: out of stock since, error page, and own stock', async () => {
    const spec = projectionSpec(insightsProjector).given(...events, recorded('ProductUpdated', { productId, changes: { pricing: { de: { salesPrice: 100, shippingPrice: 5, inStock: false } } } }));
    await spec.then(INSIGHT_URLS, [
      { _id: 'u1', reason: null, lastObservedAt: day2, outOfStockSince: null },
      { _id: 'u2', reason: null, outOfStockSince: day1 },
      { _id: 'u3', reason: 'page-error', pageStatus: 'NOT_FOUND_404' },
    ]);
    await spec.then(INSIGHT_PRODUCTS, [{ _id: 'p1:de', ownInStock: false, brand: 'Nordkap', o: { ownCents: 10_000, cheapestCents: 8_000, averageCents: 8_000, offers: 1 } }]);
  });

  it('drops the current documents of an archived product and keeps its history', async () => {
    const spec = projectionSpec(insightsProjector).given(...events, recorded('ProductArchived', { productId }));
    expect(await spec.documents(INSIGHT_PAIRS)).toEqual([]);
    expect(await spec.documents(INSIGHT_URLS)).toEqual([]);
    expect(await spec.documents(INSIGHT_DAILY)).toHaveLength(2);
  });

  it('keeps the current pairs per shop and day of observation: counts, sums and histograms; a drained day is removed', async () => {
    const expected = [
      {
        _id: 'c1|de|s1|2026-05-03',
        storeId: 's1',
        day: '2026-05-03',
        n: 1,
        o: { cheaper: 1, pctBp: -2_000, pctN: 1, cents: -2_000, hp: { c: { 'b-200': 1 }, s: { 'b-200': -2_000 } } },
        w: { cheaper: 1, pctBp: -1_429, pctN: 1, cents: -1_500 },
      },
    ];
    await projectionSpec(insightsProjector).given(...events).then(INSIGHT_PAIR_DAYS, expected);
    await projectionSpec(insightsProjector).batched(...events).then(INSIGHT_PAIR_DAYS, expected);
    await projectionSpec(insightsProjector).given(...events).then(INSIGHT_BRAND_SHOP_DAYS, [{ _id: 'c1|de|Nordkap|s1|2026-05-03', n: 1, o: { n: 1, log: Math.round(Math.log(10_000 / 8_000) * 1e6) } }]);
  });

  it('keeps the brand figures of the current products and the brand index per day', async () => {
    const log = (own: number, other: number) => Math.round(Math.log(own / other) * 1e6);
    await projectionSpec(insightsProjector).given(...events).then(INSIGHT_BRANDS, [{ _id: 'c1|de|Nordkap', products: 1, o: { covered: 1, cheapN: 1, cheapLog: log(10_000, 8_000), avgN: 1, avgLog: log(10_000, 8_000) } }]);
    // Day 1: the last observation of the day (120 €) counts; day 2: 80 €. Batching does not change it.
    const days = [
      { _id: 'c1|de|Nordkap|2026-05-02', day: '2026-05-02', o: { cheapN: 1, cheapLog: log(10_000, 12_000), avgN: 1, avgLog: log(10_000, 12_000) } },
      { _id: 'c1|de|Nordkap|2026-05-03', day: '2026-05-03', o: { cheapN: 1, cheapLog: log(10_000, 8_000) } },
    ];
    await projectionSpec(insightsProjector).given(...events).then(INSIGHT_BRAND_DAYS, days);
    await projectionSpec(insightsProjector).batched(...events).then(INSIGHT_BRAND_DAYS, days);
  });

  it('changes no day aggregate for an observation of a day earlier than the one already counted', async () => {
    const late = observed('u1', '50.00', '2026-05-01T08:00:00.000Z');
    const spec = projectionSpec(insightsProjector).given(...events, late);
    const days = await spec.documents(INSIGHT_DAILY);
    expect(days.map((doc) => doc['day']).sort()).toEqual(['2026-05-02', '2026-05-03']);
  });

  it("stores each product state without the batch's pending day changes (they are written to the day aggregates)", async () => {
    const [state] = await projectionSpec(insightsProjector).given(...events).documents(INSIGHT_STATES);
    expect(state).toBeDefined();
    expect(state).not.toHaveProperty('pending');
    expect(Object.keys(state!['daily'] as object)).not.toHaveLength(0);
  });

  it('writes the same documents whether the events come one by one or in batches (aggregates summed per batch)', async () => {
    // Several products, brands and shops over three days: prices moving, out of stock and back, an error page,
    // a URL removed, a product re-branded and one archived, so aggregates drain, move days and refill.
    const product = (id: string, brand: string, own: number) => recorded('ProductCreated', { productId: id, companyId, fields: { name: `P ${id}`, sku: id, brand, pricing: { de: { salesPrice: own, shippingPrice: 2 } } } });
    const url = (id: string, urlId: string, shop: string) => recorded('CompetitorUrlAdded', { productId: id, urlId, url: `https://${shop}.example/${urlId}`, sourceId: shop, sourceKind: 'STORE', offerType: 'COMPETITOR_OFFER' });
    const seen = (id: string, urlId: string, price: string | null, at: string, availability = 'InStock', pageStatus = 'OK') =>
      recorded('OfferObserved', { urlId, productId: id, companyId, sourceId: 'x', jobId: 'j', observedAt: at, pageStatus, offer: pageStatus === 'OK' ? { price, currency: 'EUR', availability, shippingCost: '3.00' } : null, plausibility: 'ACCEPTED', flagReason: null, comparedWith: null });
    const days = ['2026-05-02T08:00:00.000Z', '2026-05-02T18:00:00.000Z', '2026-05-03T08:00:00.000Z', '2026-05-04T08:00:00.000Z'];
    const all: RecordedEvent[] = [product('a', 'Nordkap', 100), product('b', 'Nordkap', 50), product('c', 'Fjell', 80)];
    for (const id of ['a', 'b', 'c']) for (const shop of ['s1', 's2']) all.push(url(id, `${id}-${shop}`, shop));
    days.forEach((at, d) => {
      all.push(seen('a', 'a-s1', (90 + d * 5).toFixed(2), at), seen('a', 'a-s2', d === 1 ? null : '101.00', at, d === 1 ? 'OutOfStock' : 'InStock'));
      all.push(seen('b', 'b-s1', (45 + d).toFixed(2), at), seen('b', 'b-s2', '55.00', at, 'InStock', d === 2 ? 'NOT_FOUND_404' : 'OK'));
      all.push(seen('c', 'c-s1', '80.00', at), seen('c', 'c-s2', (70 + d * 7).toFixed(2), at));
      if (d === 1) all.push(recorded('ProductUpdated', { productId: 'b', changes: { brand: 'Fjell' } }));
      if (d === 2) all.push(recorded('CompetitorUrlRemoved', { productId: 'c', urlId: 'c-s1' }));
    });
    all.push(recorded('ProductArchived', { productId: 'a' }), seen('c', 'c-s2', null, '2026-05-04T12:00:00.000Z', 'OutOfStock'));
    // Missing fields count 0 in every answer: a batch leaves out paths whose changes sum to 0…
    const withoutZeros = (value: unknown): unknown => {
      if (Array.isArray(value)) return value.map(withoutZeros);
      if (value === null || typeof value !== 'object') return value;
      const kept = Object.entries(value).flatMap(([key, inner]) => {
        const cleaned = withoutZeros(inner);
        return key === '_pos' || cleaned === 0 || (cleaned !== null && typeof cleaned === 'object' && !Array.isArray(cleaned) && Object.keys(cleaned).length === 0) ? [] : [[key, cleaned] as const];
      });
      return Object.fromEntries(kept);
    };
    // …and an aggregate holding only zeros answers like none (the brand list skips brands without products).
    const identity = new Set(['_id', 'companyId', 'country', 'brand', 'storeId', 'day']);
    const sorted = (docs: Record<string, unknown>[]) =>
      docs
        .map((doc) => withoutZeros(doc) as Record<string, unknown>)
        .filter((doc) => Object.keys(doc).some((key) => !identity.has(key)))
        .sort((x, y) => String((x as { _id: string })._id).localeCompare(String((y as { _id: string })._id)));
    const collections = [INSIGHT_PAIRS, INSIGHT_PRODUCTS, INSIGHT_URLS, INSIGHT_PAIR_DAYS, INSIGHT_BRANDS, INSIGHT_BRAND_SHOP_DAYS, INSIGHT_DAILY, INSIGHT_BRAND_DAYS, INSIGHT_URL_COUNTS];
    for (const collection of collections) {
      const one = sorted(await projectionSpec(insightsProjector).given(...all).documents(collection));
      const batched = sorted(await projectionSpec(insightsProjector).batched(...all).documents(collection));
      expect(batched, collection).toEqual(one);
      expect(one.length, collection).toBeGreaterThan(0);
    }
    const states = await projectionSpec(insightsProjector).given(...all).documents(INSIGHT_STATES);
    expect(states).toHaveLength(3);
  });
});
