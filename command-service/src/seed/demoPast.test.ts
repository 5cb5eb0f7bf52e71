import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSqliteEventStore, newId } from '@pm/platform';
import { seedDemoPast } from './demoPast.ts';

const meta = (companyId: string) => ({ companyId, userId: 'test', correlationId: newId(), causationId: null, occurredAt: new Date().toISOString(), version: 1 });

describe('the demo past', () => {
  it('appends the observations of all URLs and the own prices in time order, day by day', async () => {
    const store = createSqliteEventStore({ path: join(mkdtempSync(join(tmpdir(), 'past-')), 'events.sqlite') });
    await store.append('product-p', [{ id: newId(), type: 'ProductCreated', data: { productId: 'p', companyId: 'c1', fields: { name: 'P', sku: 'P', pricing: { de: { salesPrice: 100 } } } }, metadata: meta('c1') }]);
    for (const urlId of ['a', 'b', 'c'])
      await store.append(`product-p-${urlId}`, [{ id: newId(), type: 'CompetitorUrlAdded', data: { productId: 'p', urlId, url: `http://shop-${urlId}.demo.test/p`, sourceId: `s-${urlId}`, sourceKind: 'STORE', offerType: 'COMPETITOR_OFFER' }, metadata: meta('c1') }]);
    const head = await store.headPosition();
    const now = new Date('2026-11-26T12:00:00Z');
    const result = await seedDemoPast(store, { companyId: 'c1', now, days: 30, offerOn: (_url, day) => ({ price: `${90 + Number(day.slice(8, 10))}.00`, currency: 'EUR' }) });
    expect(result).toMatchObject({ urls: 3, observations: 90, products: 1 });
    expect(result.ownPrices).toBeGreaterThan(0);
    const written = await store.readAll({ fromPosition: head });
    expect(written).toHaveLength(90 + result.ownPrices);
    const times = written.map((event) => event.metadata.occurredAt);
    expect(times).toEqual([...times].sort());
    // Every URL's day is in the log before any URL's next day (appended stream by stream, URL a's 30 days came first).
    const days = written.filter((event) => event.type === 'OfferObserved').map((event) => (event.data as { observedAt: string }).observedAt.slice(0, 10));
    expect(days.slice(0, 3).every((day) => day === days[0])).toBe(true);
    expect(new Set(written.map((event) => event.type))).toEqual(new Set(['OfferObserved', 'OwnPriceRecorded']));
    await store.close();
  });
});
