/** The company's stale age applies where the insights compare current offers (deviations, a shop's products, a brand per shop), not to the trends. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandDetailSchema, priceDeviationsSchema, shopDeviationPageSchema } from '@pm/contracts';
import { streams } from '@pm/contracts/events';
import type { Actor } from '@pm/platform';
import { startQueryTestApp, type QueryTestApp } from '../runtime/testSupport/queryTestApp.ts';
import { registerInsightQueries } from './insightsQueries.ts';
import { writeProductObservedOnce } from './testSupport.ts';

const companyId = '01a216b5-973a-7479-83b5-4895cced4501';
const sourceId = '01a216b5-0000-7000-8000-0000000005c1';
const fresh = '01a216b5-0000-7000-8000-0000000005b1';
const old = '01a216b5-0000-7000-8000-0000000005b2';
const viewer: Actor = { userId: 'u-viewer', companyId, email: 'viewer@example.com', role: 'COMPANY_VIEWER', isAdmin: false };
const DAY_MS = 86_400_000;

describe('insights and the stale age', () => {
  let t: QueryTestApp;
  let position: string;
  const base = `/api/company/${companyId}/insights`;
  beforeAll(async () => {
    t = await startQueryTestApp([viewer], (app, readModels) => registerInsightQueries(app, readModels));
    await t.write(streams.source(sourceId), [{ type: 'SourceRegistered', data: { sourceId, fields: { kind: 'STORE', name: 'Alpha Outdoor', hostname: 'alpha-outdoor.example', shippingCostModel: 'COST_ON_PRODUCT_PAGE', scrapeFrequency: 'DAILY', scrapingEnabled: true } } }], null, 'u-platform');
    const now = Date.now();
    for (const [productId, daysAgo] of [[fresh, 0], [old, 10]] as const) {
      position = await writeProductObservedOnce(t, { companyId, sourceId, productId, label: daysAgo, observedAt: new Date(now - daysAgo * DAY_MS).toISOString() });
    }
  });
  afterAll(async () => {
    await t.stop();
  });

  const answers = async () => {
    const deviations = priceDeviationsSchema.parse((await t.get(`${base}/price-deviations?minPosition=${position}&range=all`, viewer.userId)).json());
    const shop = shopDeviationPageSchema.parse((await t.get(`${base}/price-deviations/${sourceId}?minPosition=${position}&range=all`, viewer.userId)).json());
    const brand = brandDetailSchema.parse((await t.get(`${base}/brands/Vaude?minPosition=${position}&range=all`, viewer.userId)).json());
    return { deviations, shop, brand };
  };

  it('leaves out a pair whose offer is older than the stale age (default 7 days) and keeps the trend', async () => {
    const { deviations, shop, brand } = await answers();
    expect(deviations.overall.products).toBe(1);
    expect(deviations.shops[0]!.trend.map((point) => point.products)).toEqual([1, 1]);
    expect(shop.total).toBe(1);
    expect(shop.items.map((item) => item.productId)).toEqual([fresh]);
    expect(brand.shops).toEqual([expect.objectContaining({ storeId: sourceId, products: 1 })]);
    expect(brand.trend).toHaveLength(2);
  });

  it('counts it again with a stale age of 30 days', async () => {
    position = await t.write(streams.priceAnalysisSettings(companyId), [{ type: 'PriceAnalysisSettingsSet', data: { companyId, settings: { deltaMode: 'PERCENT', withShippingCost: true, tolerancePercent: 2, staleAfterDays: 30 } } }], companyId);
    const { deviations, shop, brand } = await answers();
    expect(deviations.overall.products).toBe(2);
    expect(shop.items.map((item) => item.productId).sort()).toEqual([fresh, old].sort());
    expect(brand.shops).toEqual([expect.objectContaining({ storeId: sourceId, products: 2 })]);
  });
});
