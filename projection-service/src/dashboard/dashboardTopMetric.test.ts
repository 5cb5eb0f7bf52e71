/** The dashboard's top metric computed for every company after a start: the first request then reads no product. */
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_METRIC_SETTINGS } from '@pm/contracts';
import { createEmbeddedDocumentStore, type Doc, type Filter, type FindOptions } from '@pm/platform';
import { recordedEvent, tempDatabasePath } from '@pm/platform/testing';
import { PRICING_SETTINGS } from '../projectors/pricingSettingsProjector.ts';
import { MARKET_COMPANIES, type MarketCompanyDoc } from './dailyMarketAggregates.ts';
import { DAILY_MARKET_STATES, dailyMarketProjector } from './dailyMarketProjector.ts';
import { evolveDailyMarket } from './dailyMarketState.ts';
import { computeTopMetric } from './dashboardMetric.ts';
import { createDashboardTopMetric, type PricingSettingsDoc } from './dashboardTopMetric.ts';

const temp = tempDatabasePath();
const docs = createEmbeddedDocumentStore({ path: temp.path });
/** Product states read per `find` of the daily-market states. */
const stateReads: number[] = [];
const readModels = {
  async find<T extends Doc>(collection: string, filter?: Filter, options?: FindOptions) {
    const found = await docs.find<T>(collection, filter, options);
    if (collection === DAILY_MARKET_STATES) stateReads.push(found.length);
    return found;
  },
  findOne: <T extends Doc>(collection: string, filter: Filter) => docs.findOne<T>(collection, filter),
};

async function product(companyId: string, productId: string, purchasePrice: number, salesPrice: number): Promise<void> {
  const state = evolveDailyMarket(null, recordedEvent('ProductCreated', { productId, companyId, fields: { name: productId, sku: productId, purchasePrice, weight: 2, weightUnit: 'KILOGRAMS', pricing: { de: { salesPrice, vatRate: 19, precalculatedShippingCost: 4.9 }, at: { salesPrice, vatRate: 20, precalculatedShippingCost: 6.9 } } } }, { companyId }));
  if (state) await docs.applyBatch([{ op: 'put', collection: DAILY_MARKET_STATES, doc: state }]);
}

describe('dashboard top metric after a start', () => {
  afterAll(async () => {
    await docs.close();
    temp.remove();
  });

  it('is computed for every company and each country it sells in, so the first request reads no product', async () => {
    await docs.ensureIndexes(DAILY_MARKET_STATES, dailyMarketProjector.collections[DAILY_MARKET_STATES]!);
    for (let p = 0; p < 20; p++) await product('c1', `a${p}`, 10 + p, 30 + 2 * p);
    for (let p = 0; p < 5; p++) await product('c2', `b${p}`, 20, 25 + p);
    const austria = { name: 'Shop AT', country: 'at', currency: 'EUR', commissionRate: 0, vatRate: 20, noShippingCost: false } as const;
    const germany = { name: 'Shop DE', country: 'de', currency: 'EUR', commissionRate: 10, vatRate: 19, noShippingCost: false } as const;
    await docs.applyBatch([
      { op: 'put', collection: MARKET_COMPANIES, doc: { _id: 'c1', metricInputs: 20 } },
      { op: 'put', collection: MARKET_COMPANIES, doc: { _id: 'c2', metricInputs: 5 } },
      { op: 'put', collection: PRICING_SETTINGS, doc: { _id: 'c1', metrics: DEFAULT_METRIC_SETTINGS, channels: { at: austria } } },
      { op: 'put', collection: PRICING_SETTINGS, doc: { _id: 'c2', metrics: DEFAULT_METRIC_SETTINGS, channels: { de: germany } } },
    ]);
    const company = async (id: string) => docs.findOne<MarketCompanyDoc>(MARKET_COMPANIES, { _id: id });
    const settings = async (id: string) => docs.findOne<PricingSettingsDoc>(PRICING_SETTINGS, { _id: id });

    // Without the warm-up the first request reads every product of the company.
    const cold = createDashboardTopMetric(readModels);
    stateReads.length = 0;
    const coldAnswer = await cold.of('c1', 'de', await company('c1'), await settings('c1'));
    expect(stateReads).toEqual([20]);
    expect(coldAnswer.count).toBeGreaterThan(0);

    const topMetric = createDashboardTopMetric(readModels);
    expect(await topMetric.warm()).toBe(3); // c1: de and at (its channel), c2: de
    stateReads.length = 0;
    expect(await topMetric.of('c1', 'de', await company('c1'), await settings('c1'))).toEqual(coldAnswer);
    const c1Austria = await topMetric.of('c1', 'at', await company('c1'), await settings('c1'));
    const c2 = await topMetric.of('c2', 'de', await company('c2'), await settings('c2'));
    expect(stateReads).toEqual([]);
    expect(c1Austria).toEqual(await computeTopMetric(readModels, { companyId: 'c1', country: 'at', inputsVersion: 20, metric: DEFAULT_METRIC_SETTINGS.topMetric, channels: [austria], rates: [] }));
    expect(c2).toEqual(await computeTopMetric(readModels, { companyId: 'c2', country: 'de', inputsVersion: 5, metric: DEFAULT_METRIC_SETTINGS.topMetric, channels: [germany], rates: [] }));
    expect(c1Austria.count).toBeGreaterThan(0);
    expect(c2.count).toBeGreaterThan(0);
  });

  it('brought up to date again, computes what a settings change or a new company needs and reads nothing when nothing changed', async () => {
    const company = async (id: string) => docs.findOne<MarketCompanyDoc>(MARKET_COMPANIES, { _id: id });
    const settings = async (id: string) => docs.findOne<PricingSettingsDoc>(PRICING_SETTINGS, { _id: id });
    const topMetric = createDashboardTopMetric(readModels);
    await topMetric.warm();

    // Nothing changed: the next warm-up reads no product.
    stateReads.length = 0;
    expect(await topMetric.warm()).toBe(3);
    expect(stateReads).toEqual([]);

    // The metric changed and a company was added since: the warm-up computes both, so their requests read no product.
    const markup = { ...DEFAULT_METRIC_SETTINGS, topMetric: 'PURCHASE_MARKUP' } as const;
    expect(markup.topMetric).not.toBe(DEFAULT_METRIC_SETTINGS.topMetric);
    for (let p = 0; p < 4; p++) await product('c3', `n${p}`, 10, 20 + p);
    await docs.applyBatch([
      { op: 'update', collection: PRICING_SETTINGS, id: 'c1', update: { $set: { metrics: markup } } },
      { op: 'put', collection: MARKET_COMPANIES, doc: { _id: 'c3', metricInputs: 4 } },
    ]);
    stateReads.length = 0;
    expect(await topMetric.warm()).toBe(4);
    expect(stateReads).toEqual([20, 20, 4]); // c1 in de and at under the new metric, c3 in de; c2 unchanged
    stateReads.length = 0;
    const c1 = await topMetric.of('c1', 'de', await company('c1'), await settings('c1'));
    const c3 = await topMetric.of('c3', 'de', await company('c3'), await settings('c3'));
    expect(stateReads).toEqual([]);
    expect(c1).toEqual(await computeTopMetric(readModels, { companyId: 'c1', country: 'de', inputsVersion: 20, metric: 'PURCHASE_MARKUP', channels: [], rates: [] }));
    expect(c3).toEqual(await computeTopMetric(readModels, { companyId: 'c3', country: 'de', inputsVersion: 4, metric: DEFAULT_METRIC_SETTINGS.topMetric, channels: [], rates: [] }));
    expect(c3.count).toBe(4);
  });

  it('leaves a company it does not remember to its first request once the memo is full, rather than forget another', async () => {
    // Room for the first company's products (20 products in 2 countries) and no more.
    const topMetric = createDashboardTopMetric(readModels, { memoProducts: 40 });
    stateReads.length = 0;
    await topMetric.warm();
    expect(stateReads).toEqual([20, 20]); // c1 in de and at; c2 and c3 not warmed
    // Again: what it remembers is brought up to date (nothing to read), nothing is computed anew.
    stateReads.length = 0;
    await topMetric.warm();
    expect(stateReads).toEqual([]);
  });

  it('stops between companies when the service stops', async () => {
    const topMetric = createDashboardTopMetric(readModels);
    expect(await topMetric.warm(() => true)).toBe(0);
  });
});
