import { Gauge, type EventStore, type Registry } from '@pm/platform';
import type { ProjectionStatus } from './projectionManager.ts';

interface ProjectionSource {
  status(): ProjectionStatus[];
  events: EventStore;
}

/** Every projection manager of the process (tests may run several); the gauges read them all when scraped. */
const sources = new Set<ProjectionSource>();
const registered = new WeakSet<Registry>();

/** Per read model: applied position, events behind the log's head, and whether it runs (1) or retries/stopped (0). */
export function registerProjectionMetrics(registry: Registry, source: ProjectionSource): () => void {
  sources.add(source);
  if (!registered.has(registry)) {
    registered.add(registry);
    const position = new Gauge({ name: 'pm_projection_position', help: 'Log position a read model (projection) has applied', labelNames: ['projection'], registers: [registry], collect() {
      for (const s of sources) for (const p of s.status()) position.set({ projection: p.name }, Number(p.position));
    } });
    const behind = new Gauge({ name: 'pm_projection_behind_events', help: 'Events committed after the read model position (projection lag)', labelNames: ['projection'], registers: [registry], async collect() {
      for (const s of sources) {
        const head = await s.events.headPosition().catch(() => null);
        if (head === null) continue;
        for (const p of s.status()) behind.set({ projection: p.name }, Number(head > BigInt(p.position) ? head - BigInt(p.position) : 0n));
      }
    } });
    const up = new Gauge({ name: 'pm_projection_up', help: '1 while the read model runs, 0 while it retries after a failure or is stopped', labelNames: ['projection'], registers: [registry], collect() {
      for (const s of sources) for (const p of s.status()) up.set({ projection: p.name }, p.status === 'running' ? 1 : 0);
    } });
    const rebuilding = new Gauge({ name: 'pm_projection_rebuilding', help: '1 while a new generation of the read model is rebuilt beside the serving one', labelNames: ['projection'], registers: [registry], collect() {
      for (const s of sources) for (const p of s.status()) rebuilding.set({ projection: p.name }, p.rebuilding ? 1 : 0);
    } });
  }
  return () => sources.delete(source);
}

/**
 * Readiness of the read models (DECISION, docs/operations.md): not ready while a projection
 * fails, nor during startup catch-up — until every read model has applied the log as it was when
 * the service started (the documented bound: the head at start). Once caught up, lag under load
 * never flips readiness (a busy log would make probes flap and pull a healthy instance); it shows
 * in `pm_projection_behind_events` instead. A rebuild runs beside the serving generation and
 * does not count.
 */
export function projectionReadiness(source: ProjectionSource) {
  let headAtStart: bigint | null = null;
  let caughtUp = false;
  return {
    /** Call when the projections start: the head they must reach before the service is ready. */
    async started(): Promise<void> {
      headAtStart = await source.events.headPosition();
    },
    check(): true | string {
      const statuses = source.status();
      const failing = statuses.filter((p) => p.status !== 'running');
      if (failing.length > 0) return failing.map((p) => `${p.name}: ${p.status}`).join(', ');
      if (caughtUp) return true;
      if (headAtStart === null) return 'starting';
      const head = headAtStart;
      const behind = statuses.filter((p) => BigInt(p.position) < head);
      if (behind.length > 0) return `catching up: ${behind.map((p) => `${p.name} (${(head - BigInt(p.position)).toString()} events behind)`).join(', ')}`;
      caughtUp = true;
      return true;
    },
  };
}
