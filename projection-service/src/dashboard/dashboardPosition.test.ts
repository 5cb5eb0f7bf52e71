/** The position tile from store counts equals the position counts over all rows as of the cutoff. */
import { afterAll, describe, expect, it } from 'vitest';
import { staleBefore } from '@pm/contracts/domain';
import { createEmbeddedDocumentStore, type Doc, type Filter, type FindOptions, type RecordedEvent } from '@pm/platform';
import { recordedEvent, tempDatabasePath } from '@pm/platform/testing';
import { priceAnalysisRows, type PriceAnalysisRowDoc } from '../analysis/priceAnalysisRows.ts';
import { evolvePriceAnalysis, type PriceAnalysisState } from '../analysis/priceAnalysisState.ts';
import { rowsAt } from '../analysis/staleRows.ts';
import { PRICE_ANALYSIS, PRICE_ANALYSIS_PRODUCTS } from '../projectors/priceAnalysisProjector.ts';
import { positionCounts } from './dashboardFigures.ts';
import { positionCountsAt } from './dashboardPosition.ts';
import { deepFreeze } from '../runtime/testSupport/projectionSpec.ts';
import { seeded } from '../runtime/testSupport/seededRandom.ts';

const companyId = 'c1';
const temp = tempDatabasePath();
const docs = createEmbeddedDocumentStore({ path: temp.path });
const readModels = {
  find: <T extends Doc>(collection: string, filter?: Filter, options?: FindOptions) => docs.find<T>(collection, filter, options),
  count: (collection: string, filter?: Filter) => docs.count(collection, filter),
};

/** A deterministic pseudo-random sequence (mulberry32). */

/** Products with 0–3 competitor offers seen 0–30 days before 2026-11-26, some without own price, some out of stock. */
function states(count: number): PriceAnalysisState[] {
  const rand = seeded(14);
  return Array.from({ length: count }, (_, p) => {
    const productId = `p${p}`;
    const at = (day: number) => new Date(Date.parse('2026-11-26T06:00:00.000Z') - day * 86_400_000).toISOString();
    const own = rand() < 0.1 ? null : Math.round((50 + rand() * 100) * 100) / 100;
    const events: RecordedEvent[] = [recordedEvent('ProductCreated', { productId, companyId, fields: { name: productId, sku: productId, pricing: { de: { salesPrice: own } } } }, { companyId, occurredAt: at(40) })];
    const offers = Math.floor(rand() * 4);
    for (let o = 0; o < offers; o++) {
      const urlId = `${productId}-u${o}`;
      events.push(recordedEvent('CompetitorUrlAdded', { productId, urlId, url: `https://s${o}.example/${productId}`, sourceId: `s${o}`, sourceKind: 'STORE', offerType: 'COMPETITOR_OFFER' }, { companyId, occurredAt: at(40) }));
      const observedAt = at(Math.floor(rand() * 30));
      const price = ((own ?? 100) * (0.9 + rand() * 0.2)).toFixed(2);
      events.push(recordedEvent('OfferObserved', { urlId, productId, companyId, sourceId: `s${o}`, jobId: `j${p}-${o}`, observedAt, pageStatus: 'OK', offer: { price, currency: 'EUR', availability: rand() < 0.1 ? 'OutOfStock' : 'InStock', shippingCost: rand() < 0.5 ? '4.95' : null }, plausibility: 'ACCEPTED', flagReason: null, comparedWith: null }, { companyId, occurredAt: observedAt }));
    }
    return events.reduce<PriceAnalysisState | null>((state, event) => evolvePriceAnalysis(state, event), null)!;
  });
}

describe('dashboard position from store counts', () => {
  afterAll(async () => {
    await docs.close();
    temp.remove();
  });

  it('equals positionCounts over every row as of the cutoff, in both shipping modes, at several stale ages and tolerances', async () => {
    const products = states(300);
    const rows = products.flatMap((state) => priceAnalysisRows(state));
    await docs.applyBatch([
      ...products.map((doc) => ({ op: 'put' as const, collection: PRICE_ANALYSIS_PRODUCTS, doc })),
      ...rows.map((doc) => ({ op: 'put' as const, collection: PRICE_ANALYSIS, doc })),
    ]);
    const positions = new Set<string>();
    for (const staleAfterDays of [1, 7, 30]) {
      const cutoff = staleBefore(new Date('2026-11-26T12:00:00.000Z'), staleAfterDays);
      const asOfCutoff = await rowsAt(readModels, companyId, rows, cutoff);
      for (const withShipping of [true, false]) {
        for (const tolerancePercent of [0, 2, 5]) {
          const expected = positionCounts(asOfCutoff, withShipping, tolerancePercent);
          expect(await positionCountsAt(readModels, companyId, 'de', withShipping, tolerancePercent, cutoff)).toEqual(expected);
          positions.add(JSON.stringify(expected));
        }
      }
    }
    // The cases differ (stale offers and tolerances matter here), and every kind of row occurs.
    expect(positions.size).toBeGreaterThan(6);
    const all = positionCounts(rows, true, 2);
    expect(Math.min(all.cheapest, all.withinTolerance, all.moreExpensive, all.noOffers, all.noOwnPrice)).toBeGreaterThan(0);
  });

  it('reads the states and rows it is lent (shared finds) without changing them', async () => {
    // What the store lends must stay as it is: frozen here, so a change anywhere in rowsAt or the figures throws.
    const lending = {
      find: async <T extends Doc>(collection: string, filter?: Filter, options?: FindOptions) => {
        const found = await docs.find<T>(collection, filter, options);
        if (options?.shared) deepFreeze(found);
        return found;
      },
      count: readModels.count,
    };
    const cutoff = staleBefore(new Date('2026-11-26T12:00:00.000Z'), 7);
    // The products and rows the test above stored.
    const stored = await docs.find<PriceAnalysisRowDoc>(PRICE_ANALYSIS, { companyId });
    expect(stored.length).toBeGreaterThan(0);
    expect(await rowsAt(lending, companyId, stored, cutoff)).toEqual(await rowsAt(readModels, companyId, stored, cutoff));
    for (const withShipping of [true, false]) {
      expect(await positionCountsAt(lending, companyId, 'de', withShipping, 2, cutoff)).toEqual(await positionCountsAt(readModels, companyId, 'de', withShipping, 2, cutoff));
    }
  });
});
