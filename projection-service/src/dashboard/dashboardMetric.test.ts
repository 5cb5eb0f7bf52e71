/**
 * The top metric's running totals equal the mean over every product (the former computation)
 * after product changes, and a request after a change reads only the changed products.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { createEmbeddedDocumentStore, type Doc, type Filter, type FindOptions, type RecordedEvent } from '@pm/platform';
import { recordedEvent, tempDatabasePath } from '@pm/platform/testing';
import { DAILY_MARKET_STATES, dailyMarketProjector } from './dailyMarketProjector.ts';
import { evolveDailyMarket, type DailyMarketState } from './dailyMarketState.ts';
import { productMetrics, type MetricChannel } from './dashboardFigures.ts';
import { computeTopMetric, topMetricMemo, type TopMetricRequest } from './dashboardMetric.ts';
import { seeded } from '../runtime/testSupport/seededRandom.ts';

const companyId = 'c1';
const temp = tempDatabasePath();
const docs = createEmbeddedDocumentStore({ path: temp.path });
const reads: number[] = [];
const readModels = {
  async find<T extends Doc>(collection: string, filter?: Filter, options?: FindOptions) {
    const found = await docs.find<T>(collection, filter, options);
    reads.push(found.length);
    return found;
  },
};

/** The former computation: every product's values, archived ones left out, mean of the floats rounded to two decimals. */
function everyProductsMean(states: readonly DailyMarketState[], request: TopMetricRequest) {
  const values = states.filter((s) => !s.archived && s.companyId === request.companyId).flatMap((s) => productMetrics(request.metric, s, request.country, request.channels, request.rates));
  const present = values.filter((v): v is number => v !== null && Number.isFinite(v));
  if (present.length === 0) return { value: null, count: 0 };
  return { value: Math.round((present.reduce((a, b) => a + b, 0) / present.length) * 100) / 100, count: present.length };
}

/** A deterministic pseudo-random sequence (mulberry32). */

const states = new Map<string, DailyMarketState>();
async function fold(productId: string, type: string, data: unknown, company = companyId): Promise<void> {
  const event: RecordedEvent = recordedEvent(type, data, { companyId: company });
  const next = evolveDailyMarket(states.get(productId) ?? null, event);
  if (!next) return;
  states.set(productId, next);
  await docs.applyBatch([{ op: 'put', collection: DAILY_MARKET_STATES, doc: next }]);
}

const rand = seeded(21);
const price = (from: number, to: number) => Math.round((from + rand() * (to - from)) * 100) / 100;
const pricing = () => ({ de: { salesPrice: price(20, 200), vatRate: 19, precalculatedShippingCost: rand() < 0.5 ? price(2, 9) : null }, at: { salesPrice: price(20, 200), vatRate: 20 } });

describe('dashboard top metric as running totals', () => {
  afterAll(async () => {
    await docs.close();
    temp.remove();
  });

  it('equals the mean over every product after each kind of product change, reading only the changed products', async () => {
    await docs.ensureIndexes(DAILY_MARKET_STATES, dailyMarketProjector.collections[DAILY_MARKET_STATES]!);
    for (let p = 0; p < 200; p++) {
      await fold(`p${p}`, 'ProductCreated', { productId: `p${p}`, companyId, fields: { name: `P${p}`, sku: `S${p}`, purchasePrice: p % 9 === 0 ? null : price(5, 80), weight: 2, weightUnit: 'KILOGRAMS', pricing: pricing() } });
    }
    await fold('x1', 'ProductCreated', { productId: 'x1', companyId: 'c2', fields: { name: 'X', sku: 'X', purchasePrice: 1, pricing: pricing() } }, 'c2');
    const webshop: MetricChannel = { country: 'de', vatRate: 19, commissionRate: 0, noShippingCost: false };
    const marketplace: MetricChannel = { ...webshop, commissionRate: 12, noShippingCost: true };
    const requests: TopMetricRequest[] = [
      { companyId, country: 'de', inputsVersion: 1, metric: 'PROFIT_MARGIN', channels: [webshop, marketplace], rates: [] },
      { companyId, country: 'de', inputsVersion: 1, metric: 'PURCHASE_MARKUP', channels: [webshop], rates: [] },
      { companyId, country: 'at', inputsVersion: 1, metric: 'PURCHASE_MARKUP', channels: [], rates: [] },
    ];
    // One memo per request: a memo holds one set of settings per company and country (the company's).
    const memos = requests.map(() => topMetricMemo(readModels));
    const memo = memos[0]!;
    const check = async (version: number) => {
      for (const [i, request] of requests.entries()) {
        const at = { ...request, inputsVersion: version };
        const expected = everyProductsMean([...states.values()], at);
        expect(expected.count).toBeGreaterThan(0);
        expect(await memos[i]!.of(at)).toEqual(expected);
        expect(await computeTopMetric(readModels, at)).toEqual(expected);
      }
    };
    await check(1);

    // Offers do not touch the metric inputs: nothing to read again.
    await fold('p3', 'CompetitorUrlAdded', { productId: 'p3', urlId: 'u3', url: 'https://s.example/3', sourceId: 's1', sourceKind: 'STORE', offerType: 'COMPETITOR_OFFER' });
    reads.length = 0;
    expect(await memo.of({ ...requests[0]!, inputsVersion: 2 })).toEqual(everyProductsMean([...states.values()], requests[0]!));
    expect(reads).toEqual([0]);

    // Own prices, purchase prices, archiving and restoring, a new product: the changed ones only.
    await fold('p1', 'ProductUpdated', { productId: 'p1', changes: { pricing: pricing() } });
    await fold('p2', 'ProductUpdated', { productId: 'p2', changes: { purchasePrice: price(5, 80) } });
    await fold('p4', 'ProductArchived', { productId: 'p4' });
    await fold('p5', 'ProductUpdated', { productId: 'p5', changes: { purchasePrice: null } });
    await fold('p9', 'ProductUpdated', { productId: 'p9', changes: { purchasePrice: 12.5 } });
    await fold('p200', 'ProductCreated', { productId: 'p200', companyId, fields: { name: 'New', sku: 'N', purchasePrice: 10, weight: 1, weightUnit: 'KILOGRAMS', pricing: pricing() } });
    await fold('p6', 'ProductUpdated', { productId: 'p6', changes: { name: 'Renamed' } });
    reads.length = 0;
    await check(3);
    expect(reads.filter((n, i) => i % 2 === 0)).toEqual([6, 6, 6]);

    await fold('p4', 'ProductRestored', { productId: 'p4' });
    await fold('p1', 'ProductArchived', { productId: 'p1' });
    await check(4);
    // A change of the settings reads every product again.
    reads.length = 0;
    await memo.of({ ...requests[0]!, inputsVersion: 4, channels: [webshop] });
    expect(reads).toEqual([201]);
  });
});
