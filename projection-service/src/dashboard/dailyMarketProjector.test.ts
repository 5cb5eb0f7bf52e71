import { describe, expect, it } from 'vitest';
import type { Doc, RecordedEvent } from '@pm/platform';
import { recordedEvent } from '@pm/platform/testing';
import { foldEntityStates } from '../runtime/entityStateFold.ts';
import { MARKET_CHANGE_DAYS, MARKET_COMPANIES, countryChanges, type MarketChangeDayDoc } from './dailyMarketAggregates.ts';
import { DAILY_MARKET_STATES, MARKET_DAYS, dailyMarketProjector, type MarketDayDoc } from './dailyMarketProjector.ts';
import { changesOfDay } from './dashboardFigures.ts';
import { evolveDailyMarket, type DailyMarketState } from './dailyMarketState.ts';
import { marketCents, priceIndexPoints } from './priceIndex.ts';
import { PRICE_INDEX_DAYS, scopeId, type PriceIndexDayDoc } from './priceIndexAggregates.ts';

const companyId = 'c1';
const productId = 'p1';
const recorded = (type: string, data: Record<string, unknown>, occurredAt = '2026-05-01T10:00:00.000Z'): RecordedEvent => recordedEvent(type, data, { companyId, occurredAt });
const created = () => recorded('ProductCreated', { productId, companyId, fields: { name: 'Kuppelzelt Fjord', sku: 'FJ-2', brand: 'Nordkap', pricing: { de: { salesPrice: 100 } } } });
const urlAdded = (urlId: string, sourceId: string) => recorded('CompetitorUrlAdded', { productId, urlId, url: `https://${sourceId}.example/${urlId}`, sourceId, sourceKind: 'STORE', offerType: 'COMPETITOR_OFFER' });
const observed = (urlId: string, day: string, price: string, availability = 'InStock') =>
  recorded('OfferObserved', { urlId, productId, companyId, sourceId: 's', jobId: 'j', observedAt: `${day}T06:00:00.000Z`, pageStatus: 'OK', offer: { price, currency: 'EUR', availability }, plausibility: 'ACCEPTED', flagReason: null, comparedWith: null });

/** The update operators the projector writes ($set, $inc on dotted paths, upserts), applied as the store does. */
function applied(doc: Doc | undefined, id: string, update: Record<string, Record<string, unknown>>): Doc {
  const next = structuredClone(doc ?? { _id: id }) as Record<string, unknown>;
  const at = (path: string): [Record<string, unknown>, string] => {
    const keys = path.split('.');
    let node = next;
    for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
    return [node, keys.at(-1)!];
  };
  for (const [operator, fields] of Object.entries(update)) {
    for (const [path, value] of Object.entries(fields)) {
      const [node, key] = at(path);
      if (operator === '$set') node[key] = value;
      else if (operator === '$inc') node[key] = ((node[key] as number | undefined) ?? 0) + (value as number);
      else throw new Error(`unexpected ${operator}`);
    }
  }
  return next as Doc;
}

/** Runs the projector as the runner does, in batches of `batch` events; answers the day documents (and `store`, every collection). */
async function project(events: RecordedEvent[], batch = events.length, store = new Map<string, Map<string, Doc>>()) {
  const collection = (name: string) => store.get(name) ?? store.set(name, new Map()).get(name)!;
  for (let i = 0; i < events.length; i += batch) {
    const writes = await foldEntityStates(dailyMarketProjector.state!, events.slice(i, i + batch), async (ids) => ids.flatMap((id) => collection(DAILY_MARKET_STATES).get(id) ?? []));
    for (const { op } of writes) {
      if (op.op === 'put') collection(op.collection).set(op.doc._id, structuredClone(op.doc));
      else if (op.op === 'update' && op.upsert) collection(op.collection).set(op.id, applied(collection(op.collection).get(op.id), op.id, op.update as Record<string, Record<string, unknown>>));
      else throw new Error(`unexpected ${op.op}`);
    }
  }
  return new Map([...collection(MARKET_DAYS).values()].map((doc) => [(doc as MarketDayDoc).day, doc as MarketDayDoc]));
}

const events = [
  created(),
  urlAdded('u1', 's1'),
  urlAdded('u2', 's2'),
  observed('u1', '2026-05-01', '105.00'),
  observed('u2', '2026-05-01', '110.00'),
  observed('u1', '2026-05-02', '99.00'),
  observed('u2', '2026-05-02', '112.00'),
  observed('u1', '2026-05-03', '99.00'),
  observed('u2', '2026-05-03', '112.00', 'OutOfStock'),
];

describe('daily market projector', () => {
  it('keeps the end-of-day prices per product and day, carried forward, with the own price', async () => {
    const days = await project(events);
    expect([...days.keys()].sort()).toEqual(['2026-05-01', '2026-05-02', '2026-05-03']);
    expect(days.get('2026-05-01')).toMatchObject({ companyId, productId, brand: 'Nordkap', countries: ['de'], own: { de: 10000 }, offers: { u1: 10500, u2: 11000 }, sources: { u1: 's1', u2: 's2' } });
    expect(days.get('2026-05-03')!.offers).toEqual({ u1: 9900, u2: null });
  });

  it('stores the cheapest in-stock competitor price of each day', async () => {
    const days = await project(events);
    expect([...days.values()].map((doc) => [doc.day, doc.marketCents, marketCents(doc, null)])).toEqual([
      ['2026-05-01', 10500, 10500],
      ['2026-05-02', 9900, 9900],
      ['2026-05-03', 9900, 9900],
    ]);
  });

  it('keeps the price index aggregates: a chained index of the cheapest counted offer, per shop, at any stale age, however the log is cut', async () => {
    // u2 back in stock at 120 on the 4th; u1 was last seen on the 3rd at 99.
    const list = [...events, observed('u2', '2026-05-04', '120.00')];
    const indexes = async (size: number, staleAfterDays: number, storeId: string | null) => {
      const store = new Map<string, Map<string, Doc>>();
      await project(list, size, store);
      const byDay = new Map<string, PriceIndexDayDoc[]>();
      for (const doc of store.get(PRICE_INDEX_DAYS)?.values() ?? []) {
        const aggregate = doc as PriceIndexDayDoc;
        if (aggregate.scope === scopeId({ storeId })) byDay.set(aggregate.day, [aggregate]);
      }
      return priceIndexPoints(byDay, { from: '2026-05-01', to: '2026-05-04', country: 'de', staleAfterDays }).map((p) => [p.marketIndex, p.ownIndex, p.products]);
    };
    for (const size of [1, 3, list.length]) {
      // 105 → 99 (−5.71 %), then unchanged: u1's 99 still counts at 30 days.
      expect(await indexes(size, 30, null)).toEqual([[100, 100, 1], [94.29, 100, 1], [94.29, 100, 1], [94.29, 100, 1]]);
      // At 1 day u1's 99 from the 3rd is stale on the 4th: the market is u2's 120 (100 × 99/105 × 120/99).
      expect(await indexes(size, 1, null)).toEqual([[100, 100, 1], [94.29, 100, 1], [94.29, 100, 1], [114.29, 100, 1]]);
      // Shop s2 alone: 110 → 112, out of stock on the 3rd (no index that day), 120 on the 4th chained from the 2nd's price carried.
      expect((await indexes(size, 30, 's2')).map(([market, , products]) => [market, products])).toEqual([[100, 1], [101.82, 1], [null, 0], [101.82, 1]]);
    }
  });

  it('counts the day\'s changes: prices up and down, new out-of-stock, new undercuts per country', async () => {
    const days = await project(events);
    expect(days.get('2026-05-01')!.changes).toEqual({ priceUp: 0, priceDown: 0, outOfStock: 0, undercuts: {} });
    expect(days.get('2026-05-02')!.changes).toEqual({ priceUp: 1, priceDown: 1, outOfStock: 0, undercuts: { de: 1 } });
    expect(days.get('2026-05-03')!.changes).toEqual({ priceUp: 0, priceDown: 0, outOfStock: 1, undercuts: {} });
  });

  it('carries a URL price into a day begun before the earlier days were filled in (history appended later)', async () => {
    const days = await project([
      created(),
      urlAdded('u1', 's1'),
      urlAdded('u2', 's2'),
      observed('u1', '2026-05-03', '99.00'),
      observed('u1', '2026-05-01', '105.00'),
      observed('u2', '2026-05-01', '110.00'),
      observed('u1', '2026-05-02', '101.00'),
      observed('u2', '2026-05-02', '111.00'),
      observed('u1', '2026-05-03', '98.00'),
    ]);
    expect(days.get('2026-05-03')!.offers).toEqual({ u1: 9800, u2: 11100 });
  });

  it('takes the own prices of past days from the prices recorded for them, whenever they were appended, and the current price from the day it was set', async () => {
    const ownRecorded = (day: string, salesPrice: number) => recorded('OwnPriceRecorded', { productId, companyId, country: 'de', salesPrice, recordedAt: `${day}T03:00:00.000Z` }, `${day}T03:00:00.000Z`);
    // As the demo: the product exists (created on the 10th) before its past is appended, day by day.
    const productNow = recorded('ProductCreated', { productId, companyId, fields: { name: 'Kuppelzelt Fjord', sku: 'FJ-2', brand: 'Nordkap', pricing: { de: { salesPrice: 100 } } } }, '2026-05-10T09:00:00.000Z');
    const past = [ownRecorded('2026-05-01', 90), observed('u1', '2026-05-01', '105.00'), ownRecorded('2026-05-02', 95), observed('u1', '2026-05-02', '105.00'), observed('u1', '2026-05-03', '105.00')];
    const today = observed('u1', '2026-05-10', '105.00');
    const inOrder = [productNow, urlAdded('u1', 's1'), ...past, today];
    const own = (days: Map<string, MarketDayDoc>) => [...days.values()].map((doc) => [doc.day, doc.own['de']]).sort(([a], [b]) => String(a).localeCompare(String(b)));
    const expected = [['2026-05-01', 9000], ['2026-05-02', 9500], ['2026-05-03', 9500], ['2026-05-10', 10000]];
    expect(own(await project(inOrder))).toEqual(expected);
    // The own prices appended after the scrapes (an ERP's price history imported later) give the same days.
    const later = [productNow, urlAdded('u1', 's1'), ...past.filter((event) => event.type === 'OfferObserved'), today, ...past.filter((event) => event.type === 'OwnPriceRecorded')];
    for (const size of [1, 2, later.length]) expect(own(await project(later, size))).toEqual(expected);
    // The own index of the price development moves with them: 90 → 95 → 95 → 100.
    const store = new Map<string, Map<string, Doc>>();
    await project(later, 2, store);
    const byDay = new Map<string, PriceIndexDayDoc[]>();
    for (const doc of store.get(PRICE_INDEX_DAYS)?.values() ?? []) if ((doc as PriceIndexDayDoc).scope === scopeId({})) byDay.set((doc as PriceIndexDayDoc).day, [doc as PriceIndexDayDoc]);
    expect(priceIndexPoints(byDay, { from: '2026-05-01', to: '2026-05-03', country: 'de', staleAfterDays: 30 }).map((point) => point.ownIndex)).toEqual([100, 105.56, 105.56]);
  });

  it('gives the same documents however the log is cut into batches (a rebuildable fold)', async () => {
    const whole = await project(events);
    for (const size of [1, 2, 3]) expect(await project(events, size)).toEqual(whole);
  });

  it("keeps the product's pricing and archived flag at top level (the dashboard's metric reads only those)", () => {
    const fold = (list: RecordedEvent[]) => list.reduce<DailyMarketState | null>((state, event) => evolveDailyMarket(state, event), null)!;
    const state = fold(events);
    expect(state.pricing).toBe(state.product.pricing);
    expect(state.pricing['de']?.salesPrice).toBe(100);
    expect(state.archived).toBe(false);
    const repriced = fold([...events, recorded('ProductUpdated', { productId, changes: { pricing: { de: { salesPrice: 89.9 } } } })]);
    expect(repriced.pricing['de']?.salesPrice).toBe(89.9);
    expect(fold([...events, recorded('ProductArchived', { productId })]).archived).toBe(true);
  });

  describe("the company's aggregates", () => {
    const other = 'p2';
    const otherProduct = (type: string, data: Record<string, unknown>, occurredAt?: string) => recorded(type, { productId: other, ...data }, occurredAt);
    const otherObserved = (urlId: string, day: string, price: string) =>
      recorded('OfferObserved', { urlId, productId: other, companyId, sourceId: 's', jobId: 'j', observedAt: `${day}T07:00:00.000Z`, pageStatus: 'OK', offer: { price, currency: 'EUR', availability: 'InStock' }, plausibility: 'ACCEPTED', flagReason: null, comparedWith: null });
    const twoProducts = [
      ...events,
      otherProduct('ProductCreated', { companyId, fields: { name: 'Schlafsack', sku: 'SS-1', pricing: { de: { salesPrice: 50 }, at: { salesPrice: 52 } } } }),
      otherProduct('CompetitorUrlAdded', { urlId: 'v1', url: 'https://s1.example/v1', sourceId: 's1', sourceKind: 'STORE', offerType: 'COMPETITOR_OFFER' }),
      otherObserved('v1', '2026-05-02', '55.00'),
      otherObserved('v1', '2026-05-03', '49.00'),
      otherObserved('v1', '2026-05-03', '51.00'),
    ];

    it("sum each day's changes per country exactly as the day documents do (archived products and other countries left out), however the log is cut", async () => {
      const archivedOnThe3rd = [...twoProducts, recorded('ProductArchived', { productId }, '2026-05-03T12:00:00.000Z')];
      for (const list of [twoProducts, archivedOnThe3rd]) {
        for (const size of [1, 4, list.length]) {
          const store = new Map<string, Map<string, Doc>>();
          const days = await project(list, size, store);
          for (const day of ['2026-05-01', '2026-05-02', '2026-05-03']) {
            const aggregate = (store.get(MARKET_CHANGE_DAYS)?.get(`${companyId}:${day}`) ?? null) as MarketChangeDayDoc | null;
            const docs = [...days.values(), ...[...(store.get(MARKET_DAYS)?.values() ?? [])].map((d) => d as MarketDayDoc)].filter((doc, i, all) => doc.day === day && all.findIndex((d) => d._id === doc._id) === i);
            for (const country of ['de', 'at']) expect(countryChanges(aggregate, country)).toEqual(changesOfDay(docs, country));
          }
        }
      }
      const store = new Map<string, Map<string, Doc>>();
      await project(archivedOnThe3rd, 1, store);
      // The tent archived on the 3rd: its out-of-stock of that day no longer counts. The sleeping
      // bag's 55 → 49 → 51 does, in both of its countries: down, up, and 49 undercuts its 50 (de) and 52 (at).
      const third = store.get(MARKET_CHANGE_DAYS)!.get(`${companyId}:2026-05-03`) as MarketChangeDayDoc;
      expect(countryChanges(third, 'de')).toEqual({ priceUp: 1, priceDown: 1, outOfStock: 0, undercuts: 1 });
      expect(countryChanges(third, 'at')).toEqual({ priceUp: 1, priceDown: 1, outOfStock: 0, undercuts: 1 });
    });

    it('count changes of the metric inputs (own prices, product fields), not competitor offers', async () => {
      const counter = async (list: RecordedEvent[]) => {
        const store = new Map<string, Map<string, Doc>>();
        await project(list, 1, store);
        return (store.get(MARKET_COMPANIES)?.get(companyId) as { metricInputs: number } | undefined)?.metricInputs;
      };
      const afterOffers = await counter(events);
      expect(afterOffers).toBe(await counter(events.slice(0, 3)));
      expect(await counter([...events, observed('u1', '2026-05-04', '90.00')])).toBe(afterOffers);
      expect(await counter([...events, recorded('ProductUpdated', { productId, changes: { pricing: { de: { salesPrice: 95 } } } })])).toBe(afterOffers! + 1);
      expect(await counter([...events, recorded('ProductUpdated', { productId, changes: { purchasePrice: 40 } })])).toBe(afterOffers! + 1);
      expect(await counter([...events, recorded('ProductArchived', { productId })])).toBe(afterOffers! + 1);
    });
  });
});
