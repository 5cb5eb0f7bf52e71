/** "The last 30 days" of the insights are today and the 29 days before (`rangeFirstDay`), as on the price development. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandDetailSchema, priceDeviationsSchema } from '@pm/contracts';
import { streams } from '@pm/contracts/events';
import type { Actor } from '@pm/platform';
import { startQueryTestApp, type QueryTestApp } from '../runtime/testSupport/queryTestApp.ts';
import { registerInsightQueries } from './insightsQueries.ts';
import { writeProductObservedOnce } from './testSupport.ts';

const companyId = '01a216b5-973a-7479-83b5-4895cced4601';
const sourceId = '01a216b5-0000-7000-8000-0000000006c1';
const viewer: Actor = { userId: 'u-viewer', companyId, email: 'viewer@example.com', role: 'COMPANY_VIEWER', isAdmin: false };
const DAY_MS = 86_400_000;
const products = { 0: '01a216b5-0000-7000-8000-0000000006b0', 29: '01a216b5-0000-7000-8000-0000000006b1', 30: '01a216b5-0000-7000-8000-0000000006b2' } as const;

describe('the period of the insights', () => {
  let t: QueryTestApp;
  let position: string;
  const base = `/api/company/${companyId}/insights`;
  const now = Date.now();
  const dayAgo = (days: number) => new Date(now - days * DAY_MS).toISOString().slice(0, 10);
  beforeAll(async () => {
    t = await startQueryTestApp([viewer], (app, readModels) => registerInsightQueries(app, readModels));
    await t.write(streams.source(sourceId), [{ type: 'SourceRegistered', data: { sourceId, fields: { kind: 'STORE', name: 'Alpha Outdoor', hostname: 'alpha-outdoor.example', shippingCostModel: 'COST_ON_PRODUCT_PAGE', scrapeFrequency: 'DAILY', scrapingEnabled: true } } }], null, 'u-platform');
    // The stale age covers all three offers, so only the period decides.
    await t.write(streams.priceAnalysisSettings(companyId), [{ type: 'PriceAnalysisSettingsSet', data: { companyId, settings: { deltaMode: 'PERCENT', withShippingCost: true, tolerancePercent: 2, staleAfterDays: 60 } } }], companyId);
    for (const [daysAgo, productId] of Object.entries(products)) {
      position = await writeProductObservedOnce(t, { companyId, sourceId, productId, label: daysAgo, observedAt: `${dayAgo(Number(daysAgo))}T06:00:00.000Z` });
    }
  });
  afterAll(async () => {
    await t.stop();
  });

  it('counts today and the 29 days before in the last 30 days, not the day before those', async () => {
    const deviations = priceDeviationsSchema.parse((await t.get(`${base}/price-deviations?minPosition=${position}&range=30d`, viewer.userId)).json());
    expect(deviations.since).toBe(dayAgo(29));
    expect(deviations.overall.products).toBe(2);
    const brand = brandDetailSchema.parse((await t.get(`${base}/brands/Vaude?minPosition=${position}&range=30d`, viewer.userId)).json());
    expect(brand.trend.map((point) => point.day)).toEqual([dayAgo(29), dayAgo(0)]);
    expect(brand.shops).toEqual([expect.objectContaining({ storeId: sourceId, products: 2 })]);
    // All time has every day.
    const all = brandDetailSchema.parse((await t.get(`${base}/brands/Vaude?minPosition=${position}&range=all`, viewer.userId)).json());
    expect(all.trend.map((point) => point.day)).toEqual([dayAgo(30), dayAgo(29), dayAgo(0)]);
  });
});
