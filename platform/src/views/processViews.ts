import { join } from 'node:path';
import type { Env } from '../config/env.ts';
import type { EventStore } from '../eventStore/eventStore.ts';
import type { ReadinessCheck } from '../http/healthRoutes.ts';
import { metricsRegistry } from '../runtime/metrics.ts';
import type { ServiceView } from './serviceView.ts';
import { createFileSnapshotStore } from './snapshotStore.ts';
import { createViewRuntime, type ViewRuntimeLog } from './viewRuntime.ts';

/**
 * The one view runtime of a process (`role`: all-in-one, pricing-service, …): every service
 * view of the process on one subscription, snapshots under DATA_DIR/snapshots/<role>, metrics
 * in the process registry. Start it once every service has handed in its views.
 */
export function createProcessViews(env: Pick<Env, 'DATA_DIR'>, events: EventStore, views: ServiceView[], log: ViewRuntimeLog, role: string) {
  return createViewRuntime({ events, views, log, snapshots: createFileSnapshotStore(join(env.DATA_DIR, 'snapshots', role)), metrics: metricsRegistry });
}

/** /readyz: red while a view catches up with the log, or has stopped on an error and retries. */
export const viewsReadiness = (runtime: { readiness(): true | string }): ReadinessCheck => ({ name: 'views', check: async () => runtime.readiness() });
