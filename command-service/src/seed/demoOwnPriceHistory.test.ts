import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { eventRegistry } from '@pm/contracts/events';
import { createSqliteEventStore, newId } from '@pm/platform';
import { ownPriceHistoryOf } from './demoOwnPriceHistory.ts';
import { seedDemoPast } from './demoPast.ts';

const now = new Date('2026-11-26T12:00:00Z');
const meta = (companyId: string) => ({ companyId, userId: 'test', correlationId: newId(), causationId: null, occurredAt: now.toISOString(), version: 1 });

describe('demo own price history', () => {
  it('writes past own prices around today’s price, oldest first, within the 90 days, marked as demo history', () => {
    const events = ownPriceHistoryOf({ productId: 'p1', prices: { de: 49.99 } }, { companyId: 'c1', now });
    expect(events.length).toBeGreaterThanOrEqual(4);
    const data = events.map((e) => e.data as { recordedAt: string; salesPrice: number; country: string });
    expect(data[0]!.recordedAt.slice(0, 10)).toBe('2026-08-28');
    expect(data.map((d) => d.recordedAt)).toEqual(data.map((d) => d.recordedAt).sort());
    expect(data.every((d) => d.recordedAt < '2026-11-26' && d.salesPrice >= 45.99 && d.salesPrice <= 53.99 && Number.isInteger(Math.round(d.salesPrice * 100)))).toBe(true);
    expect(events.every((e) => e.metadata.demoHistory === true && e.metadata.occurredAt === (e.data as { recordedAt: string }).recordedAt)).toBe(true);
    expect(events.every((e) => eventRegistry.get(e.type)!.schema.safeParse(e.data).success)).toBe(true);
    expect(ownPriceHistoryOf({ productId: 'p1', prices: { de: 49.99 } }, { companyId: 'c1', now }).map((e) => e.data)).toEqual(events.map((e) => e.data));
  });

  it("appends history for the company's priced products only", async () => {
    const store = createSqliteEventStore({ path: join(mkdtempSync(join(tmpdir(), 'own-history-')), 'events.sqlite') });
    const create = (companyId: string, productId: string, pricing: unknown) => store.append(`product-${productId}`, [{ id: newId(), type: 'ProductCreated', data: { productId, companyId, fields: { name: 'x', sku: productId, pricing } }, metadata: meta(companyId) }]);
    await create('c1', 'a', { de: { salesPrice: 20 } });
    await create('c1', 'b', {});
    await create('c2', 'c', { de: { salesPrice: 30 } });
    const result = await seedDemoPast(store, { companyId: 'c1', now, days: 30, offerOn: () => null });
    expect(result.products).toBe(1);
    expect(await store.readStream('ownprice-a')).toHaveLength(result.ownPrices);
    expect(await store.readStream('ownprice-c')).toHaveLength(0);
    await store.close();
  });
});
