import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Registry } from 'prom-client';
import { createSqliteEventStore } from '../eventStore/sqliteEventStore.ts';
import type { EventStore, RecordedEvent } from '../eventStore/eventStore.ts';
import { tempDatabasePath } from '../eventStore/testSupport/tempStore.ts';
import type { ServiceView } from './serviceView.ts';
import { createFileSnapshotStore } from './snapshotStore.ts';
import { createViewRuntime, type ViewRuntime } from './viewRuntime.ts';

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
const tick = (n: number) => ({
  id: crypto.randomUUID(),
  type: n % 2 === 0 ? 'Even' : 'Odd',
  data: { n },
  metadata: { companyId: 'c1', userId: 'test', correlationId: 'x', causationId: null, occurredAt: new Date(0).toISOString(), version: 1 },
});

/** Sums the numbers it sees; throws on `poison` while `failing` is set. */
function sumView(name: string, options: { handles?: Set<string>; poison?: number } = {}) {
  const state = { sum: 0, applied: 0, failing: options.poison !== undefined };
  const view: ServiceView = {
    name,
    ...(options.handles ? { handles: options.handles } : {}),
    apply(event: RecordedEvent) {
      const { n } = event.data as { n: number };
      if (state.failing && n === options.poison) throw new Error(`cannot add ${n}`);
      state.sum += n;
      state.applied++;
    },
    snapshot: { version: 1, save: () => ({ sum: state.sum }), restore: (saved) => void (state.sum = (saved as { sum: number }).sum) },
  };
  return { view, state };
}

describe('service view runtime', () => {
  let db: ReturnType<typeof tempDatabasePath>;
  let events: EventStore;
  let runtime: ViewRuntime | null = null;
  let snapshotDir: string;
  beforeEach(() => {
    db = tempDatabasePath();
    events = createSqliteEventStore({ path: db.path });
    snapshotDir = mkdtempSync(join(tmpdir(), 'pm-snapshots-'));
  });
  afterEach(async () => {
    await runtime?.stop();
    runtime = null;
    await events.close();
    db.remove();
    rmSync(snapshotDir, { recursive: true, force: true });
  });
  const append = async (...ns: number[]) => (await events.append('ticks-1', ns.map(tick))).position;

  it('feeds every view from one subscription, catches up with the log at start and follows it', async () => {
    await append(1, 2, 3);
    const all = sumView('all');
    const evens = sumView('evens', { handles: new Set(['Even']) });
    runtime = createViewRuntime({ events, views: [all.view, evens.view], log: silent });
    await runtime.start();
    await runtime.caughtUp;
    expect([all.state.sum, evens.state.sum]).toEqual([6, 2]);
    expect(runtime.readiness()).toBe(true);
    const position = await append(4, 5);
    await runtime.at(position);
    expect([all.state.sum, evens.state.sum, evens.state.applied]).toEqual([15, 6, 2]);
    expect(runtime.health().map((h) => [h.name, h.status, h.position])).toEqual([['all', 'live', '5'], ['evens', 'live', '5']]);
  });

  it('turns readiness red when a view fails on an event, retries, and recovers without a restart once the cause is gone', async () => {
    const broken = sumView('broken', { poison: 2 });
    const healthy = sumView('healthy');
    runtime = createViewRuntime({ events, views: [broken.view, healthy.view], log: silent, retry: { initialMs: 20, maxMs: 50 } });
    await runtime.start();
    const position = await append(1, 2, 3);
    await expect.poll(() => runtime!.readiness()).toMatch(/broken failing \(Even at 2: cannot add 2\), retrying/);
    // The healthy view is not held back by the broken one's event.
    await expect.poll(() => healthy.state.sum).toBe(6);
    expect(broken.state.sum).toBe(1);
    expect(runtime.health().find((h) => h.name === 'broken')).toMatchObject({ status: 'retrying', position: '1' });
    await expect.poll(() => runtime!.health().find((h) => h.name === 'broken')!.failures).toBeGreaterThan(1);

    broken.state.failing = false;
    await runtime.at(position);
    expect(broken.state.sum).toBe(6);
    expect(healthy.state.applied).toBe(3);
    expect(runtime.readiness()).toBe(true);
  });

  it('starts from a persisted snapshot instead of replaying the log', async () => {
    await append(1, 2, 3);
    const snapshots = createFileSnapshotStore(snapshotDir);
    const first = sumView('sum');
    runtime = createViewRuntime({ events, views: [first.view], log: silent, snapshots });
    await runtime.start();
    await runtime.caughtUp;
    await runtime.stop();
    runtime = null;
    await append(10);

    const second = sumView('sum');
    runtime = createViewRuntime({ events, views: [second.view], log: silent, snapshots });
    await runtime.start();
    await runtime.caughtUp;
    expect(second.state).toMatchObject({ sum: 16, applied: 1 });
  });

  it('replays from the start when the snapshot belongs to another log', async () => {
    await append(1, 2, 3);
    const snapshots = createFileSnapshotStore(snapshotDir);
    snapshots.save('sum', { version: 1, position: 3n, eventId: 'an-event-of-another-log', state: { sum: 1000 } });
    const view = sumView('sum');
    runtime = createViewRuntime({ events, views: [view.view], log: silent, snapshots });
    await runtime.start();
    await runtime.caughtUp;
    expect(view.state).toMatchObject({ sum: 6, applied: 3 });
  });

  it('reports position, lag and failures as metrics', async () => {
    await append(1, 2);
    const registry = new Registry();
    const view = sumView('sum', { poison: 3 });
    runtime = createViewRuntime({ events, views: [view.view], log: silent, metrics: registry, retry: { initialMs: 20, maxMs: 50 } });
    await runtime.start();
    await runtime.caughtUp;
    await append(3);
    await expect.poll(async () => (await registry.getSingleMetricAsString('pm_view_failures_total'))).toMatch(/pm_view_failures_total\{view="sum"\} [1-9]/);
    const text = await registry.metrics();
    expect(text).toMatch(/pm_view_position\{view="sum"\} 2/);
    expect(text).toMatch(/pm_view_behind_events\{view="sum"\} 1/);
    expect(text).toMatch(/pm_view_up\{view="sum"\} 0/);
  });
});
