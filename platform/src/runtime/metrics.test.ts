import { describe, expect, it } from 'vitest';
import { createInProcessBus } from '../bus/inProcessBus.ts';
import { createSqliteEventStore } from '../eventStore/sqliteEventStore.ts';
import { tempDatabasePath } from '../eventStore/testSupport/tempStore.ts';
import { newId } from '../ids/ids.ts';
import { httpLabels, meteredBus, meteredEventStore, metricsRegistry } from './metrics.ts';

const value = async (name: string, labels: Record<string, string> = {}): Promise<number> => {
  const metric = metricsRegistry.getSingleMetric(name);
  const data = await metric?.get();
  return data?.values.find((v) => Object.entries(labels).every(([k, l]) => v.labels[k] === l))?.value ?? 0;
};

describe('metrics of the adapters', () => {
  it('labels requests by route pattern, never by raw URL', () => {
    expect(httpLabels('GET', '/api/company/:companyId/products', 200)).toEqual({ method: 'GET', route: '/api/company/:companyId/products', status_code: '200' });
    expect(httpLabels('GET', undefined, 404)).toEqual({ method: 'GET', route: 'unmatched', status_code: '404' });
  });

  it('counts appends, conflicts and reads of the event store', async () => {
    const db = tempDatabasePath();
    const events = meteredEventStore(createSqliteEventStore({ path: db.path }));
    const ok = await value('pm_event_store_appends_total', { result: 'ok' });
    const conflicts = await value('pm_event_store_appends_total', { result: 'conflict' });
    const appended = await value('pm_event_store_appended_events_total');
    const event = () => ({ id: newId(), type: 'BenchEvent', data: {}, metadata: { companyId: null, userId: 'u', correlationId: newId(), causationId: null, occurredAt: new Date().toISOString(), version: 1 } });
    await events.append('s-1', [event(), event()], 'no_stream');
    await expect(events.append('s-1', [event()], 'no_stream')).rejects.toThrow();
    expect(await events.readStream('s-1')).toHaveLength(2);
    expect(await value('pm_event_store_appends_total', { result: 'ok' })).toBe(ok + 1);
    expect(await value('pm_event_store_appends_total', { result: 'conflict' })).toBe(conflicts + 1);
    expect(await value('pm_event_store_appended_events_total')).toBe(appended + 2);
    await events.close();
    db.remove();
  });

  it('counts deliveries and redeliveries per queue and reports its depth', async () => {
    const bus = meteredBus(createInProcessBus());
    await bus.ensureQueue({ name: 'metered', ackWaitMs: 5_000, maxDeliver: 3 });
    await bus.enqueue('metered', { n: 1 });
    const text = await metricsRegistry.getSingleMetricAsString('pm_bus_queue_depth');
    expect(text).toContain('pm_bus_queue_depth{queue="metered"} 1');
    let attempts = 0;
    const done = new Promise<void>((resolve) => {
      void bus.consume('metered', {
        durable: 'metered',
        retryDelayMs: 1,
        handler: async () => {
          attempts += 1;
          if (attempts === 1) throw new Error('first delivery fails');
          resolve();
        },
      });
    });
    await done;
    await expect.poll(() => value('pm_bus_redeliveries_total', { queue: 'metered' })).toBe(1);
    expect(await value('pm_bus_deliveries_total', { queue: 'metered' })).toBe(2);
    await bus.close();
  });
});
