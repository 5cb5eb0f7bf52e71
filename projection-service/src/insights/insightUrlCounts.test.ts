/** The URL counts aggregate: always what counting the URL documents gives, as URLs change state, batched or not. */
import { describe, expect, it } from 'vitest';
import type { Doc, RecordedEvent } from '@pm/platform';
import { recordedEvent } from '@pm/platform/testing';
import { insightsProjector } from '../projectors/insightsProjector.ts';
import { projectionSpec } from '../runtime/testSupport/projectionSpec.ts';
import { INSIGHT_URL_COUNTS } from './insightsAggregates.ts';
import { INSIGHT_URLS } from './insightsDocs.ts';

const companyId = 'c1';
const recorded = (type: string, data: Record<string, unknown>): RecordedEvent => recordedEvent(type, data, { companyId, occurredAt: '2026-05-01T10:00:00.000Z' });
const created = (productId: string) => recorded('ProductCreated', { productId, companyId, fields: { name: productId, sku: productId, brand: 'B', pricing: { de: { salesPrice: 100, shippingPrice: 0 } } } });
const urlAdded = (productId: string, urlId: string) => recorded('CompetitorUrlAdded', { productId, urlId, url: `https://s.example/${urlId}`, sourceId: 's1', sourceKind: 'STORE', offerType: 'COMPETITOR_OFFER' });
const observed = (productId: string, urlId: string, at: string, kind: 'ok' | 'out' | 'error' | 'flagged') =>
  recorded('OfferObserved', {
    urlId,
    productId,
    companyId,
    sourceId: 's1',
    jobId: 'j',
    observedAt: at,
    pageStatus: kind === 'error' ? 'NOT_FOUND_404' : 'OK',
    offer: kind === 'error' ? null : { price: kind === 'out' ? null : '90.00', currency: 'EUR', availability: kind === 'out' ? 'OutOfStock' : 'InStock', shippingCost: null },
    plausibility: kind === 'flagged' ? 'FLAGGED' : 'ACCEPTED',
    flagReason: kind === 'flagged' ? 'PRICE_JUMP' : null,
    comparedWith: null,
  });

/** What counting the URL documents gives. */
function counted(urls: Doc[]): Record<string, unknown> {
  const reason: Record<string, number> = {};
  for (const url of urls) if (url['reason'] !== null) reason[String(url['reason'])] = (reason[String(url['reason'])] ?? 0) + 1;
  return { outOfStock: urls.filter((url) => url['outOfStockSince'] !== null).length, reason };
}

/** The aggregate without its zero counters (a counter that went back to 0 stays as 0). */
function aggregate(docs: Doc[]): Record<string, unknown> {
  const doc = docs.find((found) => found._id === companyId);
  const reason = Object.fromEntries(Object.entries((doc?.['reason'] as Record<string, number> | undefined) ?? {}).filter(([, n]) => n !== 0));
  return { outOfStock: (doc?.['outOfStock'] as number | undefined) ?? 0, reason };
}

const day = (d: number) => `2026-05-0${d}T08:00:00.000Z`;
const steps: RecordedEvent[][] = [
  [created('p1'), urlAdded('p1', 'u1'), urlAdded('p1', 'u2'), urlAdded('p1', 'u3'), created('p2'), urlAdded('p2', 'u4')],
  [observed('p1', 'u1', day(2), 'out'), observed('p1', 'u2', day(2), 'error'), observed('p1', 'u3', day(2), 'flagged')],
  [observed('p1', 'u1', day(3), 'out'), observed('p1', 'u2', day(3), 'ok'), observed('p2', 'u4', day(3), 'out')],
  [observed('p1', 'u1', day(4), 'ok'), observed('p1', 'u3', day(4), 'error'), recorded('CompetitorUrlRemoved', { productId: 'p2', urlId: 'u4' })],
  [recorded('ProductArchived', { productId: 'p1' })],
];

describe('insight URL counts', () => {
  it('equal the URL documents after every step, each event its own batch or all in one', async () => {
    for (let upTo = 1; upTo <= steps.length; upTo++) {
      const events = steps.slice(0, upTo).flat();
      for (const spec of [projectionSpec(insightsProjector).given(...events), projectionSpec(insightsProjector).batched(...events)]) {
        const urls = await spec.documents(INSIGHT_URLS);
        expect(aggregate(await spec.documents(INSIGHT_URL_COUNTS))).toEqual(counted(urls));
      }
    }
  });

  it('counts out of stock and each reason of the check list', async () => {
    const spec = projectionSpec(insightsProjector).given(...steps.slice(0, 3).flat());
    expect(aggregate(await spec.documents(INSIGHT_URL_COUNTS))).toEqual({ outOfStock: 2, reason: { flagged: 1 } });
  });
});
