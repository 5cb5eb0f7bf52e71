import { collectDefaultMetrics, Registry } from 'prom-client';

/** The process's Prometheus registry, served at `/metrics` (process metrics, view positions and lag, …). */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });
