/**
 * One runtime for a process's service views: one subscription to the log fanned out to every
 * view, per-view checkpoints, retry with backoff when a view (or the store) fails, readiness and
 * health that say when a view is behind or stopped, metrics, and snapshots so a start resumes
 * from a persisted checkpoint instead of position 0.
 */
import { Counter, Gauge, type Registry } from 'prom-client';
import type { EventStore, RecordedEvent, Subscription } from '../eventStore/eventStore.ts';
import type { ServiceView } from './serviceView.ts';
import { noSnapshots, type SnapshotStore } from './snapshotStore.ts';

export type ViewStatus = 'starting' | 'catching-up' | 'live' | 'retrying' | 'stopped';

export interface ViewHealth {
  name: string;
  status: ViewStatus;
  position: string;
  /** Events committed after the view's position when last measured. */
  behind: string;
  /** Failures since the view last applied an event. */
  failures: number;
  lastError: string | null;
}

export interface ViewRuntimeLog {
  info(obj: unknown, msg?: string): void;
  warn(obj: unknown, msg?: string): void;
  error(obj: unknown, msg?: string): void;
}

export interface ViewRuntimeOptions {
  events: EventStore;
  views: ServiceView[];
  log: ViewRuntimeLog;
  snapshots?: SnapshotStore;
  batchSize?: number;
  /** Backoff after a failure: initial delay, doubled per consecutive failure up to the maximum. */
  retry?: { initialMs: number; maxMs: number };
  /** How often a live view's snapshot is written, when it has moved at least `snapshotMinEvents`. */
  snapshotEveryMs?: number;
  snapshotMinEvents?: number;
  metrics?: Registry;
}

interface Entry {
  view: ServiceView;
  position: bigint;
  eventId: string;
  status: ViewStatus;
  failures: number;
  lastError: string | null;
  snapshotPosition: bigint;
}

const DEFAULTS = { batchSize: 1_000, retry: { initialMs: 250, maxMs: 30_000 }, snapshotEveryMs: 60_000, snapshotMinEvents: 10_000 };

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function createViewRuntime(options: ViewRuntimeOptions) {
  const { events, log } = options;
  const snapshots = options.snapshots ?? noSnapshots;
  const batchSize = options.batchSize ?? DEFAULTS.batchSize;
  const retry = options.retry ?? DEFAULTS.retry;
  const names = new Set<string>();
  const entries: Entry[] = options.views.map((view) => {
    if (names.has(view.name)) throw new Error(`Two service views are named ${view.name}`);
    names.add(view.name);
    return { view, position: 0n, eventId: '', status: 'starting', failures: 0, lastError: null, snapshotPosition: 0n };
  });

  let subscription: Subscription | null = null;
  let retryTimer: NodeJS.Timeout | null = null;
  let snapshotTimer: NodeJS.Timeout | null = null;
  let stopped = false;
  /** Head of the log when the runtime started: "caught up" means every view has read this far. */
  let startHead = 0n;
  let knownHead = 0n;
  let storeFailures = 0;
  let storeError: string | null = null;
  let markCaughtUp = () => {};
  const caughtUp = new Promise<void>((resolve) => (markCaughtUp = resolve));
  const waiters: { position: bigint; resolve: () => void }[] = [];

  const metrics = options.metrics ? registerMetrics(options.metrics) : null;

  const minPosition = () => entries.reduce((min, e) => (e.position < min ? e.position : min), entries[0]?.position ?? knownHead);

  function settle(): void {
    const at = minPosition();
    for (const entry of entries) if (entry.status === 'catching-up' && entry.position >= startHead) entry.status = 'live';
    if (at >= startHead) markCaughtUp();
    for (let i = waiters.length - 1; i >= 0; i--) {
      const waiter = waiters[i]!;
      if (at >= waiter.position) {
        waiters.splice(i, 1);
        waiter.resolve();
      }
    }
  }

  /** Restores a view from its snapshot when the snapshot fits this log: its event still stands at its position. */
  async function restore(entry: Entry, head: bigint): Promise<void> {
    const spec = entry.view.snapshot;
    // Read once: a large view's snapshot is the bulk of a start's work.
    const saved = spec ? snapshots.load(entry.view.name) : null;
    if (!spec || !saved) return;
    let fits = saved.version === spec.version && saved.position > 0n && saved.position <= head;
    if (fits) {
      const [event] = await events.readAll({ fromPosition: saved.position - 1n, maxCount: 1 });
      fits = event?.position === saved.position && event.id === saved.eventId;
    }
    if (!fits) {
      log.warn({ view: entry.view.name, position: saved.position.toString() }, 'view snapshot does not fit this log; replaying from the start');
      return;
    }
    spec.restore(saved.state);
    entry.position = saved.position;
    entry.eventId = saved.eventId;
    entry.snapshotPosition = saved.position;
  }

  async function start(): Promise<void> {
    startHead = await events.headPosition();
    knownHead = startHead;
    for (const entry of entries) {
      await restore(entry, startHead);
      entry.status = 'catching-up';
    }
    log.info({ views: entries.map((e) => ({ name: e.view.name, from: e.position.toString() })), head: startHead.toString() }, 'service views starting');
    settle();
    subscribe();
    if (options.snapshotEveryMs !== 0 && entries.some((e) => e.view.snapshot)) {
      snapshotTimer = setInterval(() => saveSnapshots(options.snapshotMinEvents ?? DEFAULTS.snapshotMinEvents), options.snapshotEveryMs ?? DEFAULTS.snapshotEveryMs);
      snapshotTimer.unref();
    }
  }

  function subscribe(): void {
    if (stopped) return;
    subscription = events.subscribeToAll({ fromPosition: minPosition(), batchSize, handler: applyBatch, onError: failed });
  }

  async function applyBatch(batch: RecordedEvent[]): Promise<void> {
    const last = batch.at(-1);
    if (!last) return;
    if (last.position > knownHead) knownHead = last.position;
    let failure: unknown = null;
    for (const entry of entries) {
      for (const event of batch) {
        if (event.position <= entry.position) continue;
        try {
          if (!entry.view.handles || entry.view.handles.has(event.type)) entry.view.apply(event);
        } catch (error) {
          // The view keeps its position before this event; the others go on with the batch.
          entry.status = 'retrying';
          entry.failures++;
          entry.lastError = `${event.type} at ${event.position}: ${message(error)}`;
          metrics?.failures.inc({ view: entry.view.name });
          log.error({ err: error, view: entry.view.name, position: event.position.toString(), type: event.type }, 'service view failed on an event; retrying');
          failure ??= error;
          break;
        }
        entry.position = event.position;
        entry.eventId = event.id;
        if (entry.status === 'retrying' || entry.failures > 0) {
          entry.status = entry.position >= startHead ? 'live' : 'catching-up';
          entry.failures = 0;
          entry.lastError = null;
          log.info({ view: entry.view.name }, 'service view recovered');
        }
      }
    }
    storeFailures = 0;
    storeError = null;
    settle();
    // Ends this subscription; `failed` subscribes again after a pause, from the lowest view position.
    if (failure) throw failure;
  }

  function failed(error: unknown): void {
    subscription = null;
    if (stopped) return;
    const viewFailure = entries.some((e) => e.status === 'retrying');
    if (!viewFailure) {
      storeFailures++;
      storeError = message(error);
      log.error({ err: error }, 'reading the event log for the service views failed; retrying');
    }
    const consecutive = Math.max(storeFailures, ...entries.map((e) => e.failures), 1);
    const delay = Math.min(retry.maxMs, retry.initialMs * 2 ** (consecutive - 1));
    retryTimer = setTimeout(() => {
      retryTimer = null;
      subscribe();
    }, delay);
    retryTimer.unref();
  }

  function saveSnapshots(minEvents: number): void {
    for (const entry of entries) {
      const spec = entry.view.snapshot;
      if (!spec || entry.status !== 'live' || entry.position - entry.snapshotPosition < BigInt(minEvents) || entry.position === 0n) continue;
      try {
        snapshots.save(entry.view.name, { version: spec.version, position: entry.position, eventId: entry.eventId, state: spec.save() });
        entry.snapshotPosition = entry.position;
      } catch (error) {
        log.warn({ err: error, view: entry.view.name }, 'could not save the view snapshot; the next start replays more of the log');
      }
    }
  }

  function health(): ViewHealth[] {
    return entries.map((e) => ({
      name: e.view.name,
      status: e.status,
      position: e.position.toString(),
      behind: (knownHead > e.position ? knownHead - e.position : 0n).toString(),
      failures: e.failures,
      lastError: e.lastError ?? (storeError && e.status !== 'stopped' ? `event log: ${storeError}` : null),
    }));
  }

  /** True when every view is live; otherwise what is behind or failing (for /readyz). */
  function readiness(): true | string {
    const problems = health()
      .filter((h) => h.status !== 'live' || h.lastError !== null)
      .map((h) => (h.status === 'retrying' || h.lastError ? `${h.name} failing (${h.lastError ?? 'error'}), retrying` : `${h.name} ${h.status} (${h.behind} events behind)`));
    return problems.length === 0 ? true : problems.join('; ');
  }

  async function stop(): Promise<void> {
    stopped = true;
    if (retryTimer) clearTimeout(retryTimer);
    if (snapshotTimer) clearInterval(snapshotTimer);
    await subscription?.stop();
    subscription = null;
    saveSnapshots(1);
    for (const entry of entries) entry.status = 'stopped';
    for (const waiter of waiters.splice(0)) waiter.resolve();
    metrics?.unregister();
  }

  function registerMetrics(registry: Registry) {
    const position = new Gauge({ name: 'pm_view_position', help: 'Log position a service view has applied', labelNames: ['view'], registers: [registry], collect() {
      for (const e of entries) position.set({ view: e.view.name }, Number(e.position));
    } });
    const behind = new Gauge({ name: 'pm_view_behind_events', help: 'Events committed after the view position', labelNames: ['view'], registers: [registry], async collect() {
      knownHead = await events.headPosition().catch(() => knownHead);
      for (const e of entries) behind.set({ view: e.view.name }, Number(knownHead > e.position ? knownHead - e.position : 0n));
    } });
    const up = new Gauge({ name: 'pm_view_up', help: '1 while the service view is live, 0 while catching up, retrying or stopped', labelNames: ['view'], registers: [registry], collect() {
      for (const e of entries) up.set({ view: e.view.name }, e.status === 'live' ? 1 : 0);
    } });
    const failures = new Counter({ name: 'pm_view_failures_total', help: 'Events a service view failed to apply (each retry counts)', labelNames: ['view'], registers: [registry] });
    return {
      failures,
      unregister: () => {
        for (const name of ['pm_view_position', 'pm_view_behind_events', 'pm_view_up', 'pm_view_failures_total']) registry.removeSingleMetric(name);
      },
    };
  }

  return {
    start,
    stop,
    /** Resolves once every view has read the log as it was when the runtime started. */
    caughtUp,
    /** Resolves once every view has applied the log up to `position`. */
    at: (position: bigint): Promise<void> => (minPosition() >= position ? Promise.resolve() : new Promise<void>((resolve) => waiters.push({ position, resolve }))),
    /** The lowest position every view has applied. */
    position: minPosition,
    health,
    readiness,
    /** Writes due snapshots now (tests, shutdown hooks). */
    saveSnapshots: () => saveSnapshots(1),
  };
}

export type ViewRuntime = ReturnType<typeof createViewRuntime>;
