import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSqliteEventStore, newId } from '@pm/platform';
import { historyOfUrl } from './demoHistory.ts';
import { seedDemoPast } from './demoPast.ts';

const meta = (companyId: string) => ({ companyId, userId: 'test', correlationId: newId(), causationId: null, occurredAt: new Date().toISOString(), version: 1 });

describe('demo history', () => {
  const url = { urlId: 'u1', productId: 'p1', sourceId: 's1', url: 'http://shop.demo.test/p/1' };
  const now = new Date('2026-11-26T12:00:00Z');
  const offerOn = (_: unknown, day: string) => ({ price: `${100 + Number(day.slice(8, 10))}.00`, currency: 'EUR' });

  it('writes one observation per past day, oldest first, ending yesterday, marked as demo history', () => {
    const events = historyOfUrl(url, { companyId: 'c1', offerOn, now, days: 90 });
    expect(events).toHaveLength(90);
    const times = events.map((e) => (e.data as { observedAt: string }).observedAt);
    expect(times[0]!.slice(0, 10)).toBe('2026-08-28');
    expect(times.at(-1)!.slice(0, 10)).toBe('2026-11-25');
    expect([...times].sort()).toEqual(times);
    expect(events.every((e) => e.metadata.demoHistory === true && e.metadata.occurredAt === (e.data as { observedAt: string }).observedAt)).toBe(true);
  });

  it('is deterministic in prices and times', () => {
    const strip = (events: ReturnType<typeof historyOfUrl>) => events.map((e) => { const d = e.data as { observedAt: string; offer: unknown }; return [d.observedAt, d.offer]; });
    expect(strip(historyOfUrl(url, { companyId: 'c1', offerOn, now }))).toEqual(strip(historyOfUrl(url, { companyId: 'c1', offerOn, now })));
  });

  it('appends the history of the company URLs only, skipping URLs without prices', async () => {
    const store = createSqliteEventStore({ path: join(mkdtempSync(join(tmpdir(), 'history-')), 'events.sqlite') });
    const add = (companyId: string, urlId: string, address: string) =>
      store.append(`product-${urlId}`, [{ id: newId(), type: 'CompetitorUrlAdded', data: { productId: 'p', urlId, url: address, sourceId: 's', sourceKind: 'STORE', offerType: 'COMPETITOR_OFFER' }, metadata: meta(companyId) }]);
    await add('c1', 'a', 'http://shop.demo.test/a');
    await add('c1', 'b', 'http://unknown.demo.test/b');
    await add('c2', 'c', 'http://shop.demo.test/c');
    const result = await seedDemoPast(store, { companyId: 'c1', now, days: 7, offerOn: (u, day) => (u.url.includes('unknown') ? null : offerOn(u, day)) });
    expect(result).toEqual({ urls: 1, observations: 7, products: 0, ownPrices: 0 });
    expect(await store.readStream('offer-a')).toHaveLength(7);
    expect(await store.readStream('offer-c')).toHaveLength(0);
    await store.close();
  });
});
