import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Bus, ConsumeOptions } from '../bus/bus.ts';
import { WrongExpectedRevisionError } from '../eventStore/errors.ts';
import type { EventStore } from '../eventStore/eventStore.ts';

/**
 * The process's Prometheus registry, served at `/metrics`: process metrics, HTTP latencies,
 * event-store traffic, bus queues, view and projection positions and lag, scrape outcomes and
 * pricing-run durations (the list: docs/operations.md, "Metrics").
 */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });

/** Request latency by route pattern (never the raw URL: ids would explode the series), method and status. */
export const httpRequestDuration = new Histogram({
  name: 'pm_http_request_duration_seconds',
  help: 'HTTP request latency by route pattern, method and status code',
  labelNames: ['method', 'route', 'status_code'],
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

export const eventStoreAppends = new Counter({ name: 'pm_event_store_appends_total', help: 'Append calls to the event store by result (ok, conflict, error)', labelNames: ['result'], registers: [metricsRegistry] });
export const eventStoreAppendedEvents = new Counter({ name: 'pm_event_store_appended_events_total', help: 'Events appended to the event store', registers: [metricsRegistry] });
export const eventStoreReadEvents = new Counter({ name: 'pm_event_store_read_events_total', help: 'Events read from the event store by operation (stream, all, subscription)', labelNames: ['operation'], registers: [metricsRegistry] });

export const busDeliveries = new Counter({ name: 'pm_bus_deliveries_total', help: 'Work-queue jobs delivered to this process, by queue', labelNames: ['queue'], registers: [metricsRegistry] });
export const busRedeliveries = new Counter({ name: 'pm_bus_redeliveries_total', help: 'Work-queue deliveries after the first (retries and expired acks), by queue', labelNames: ['queue'], registers: [metricsRegistry] });

/** Trial outcomes of the scraper by source and page status label (spec §8; TIMED_OUT and FETCH_FAILED for failed fetches). */
export const scrapeOutcomes = new Counter({ name: 'pm_scrape_outcomes_total', help: 'Scrape trial outcomes by source and page status', labelNames: ['source', 'page_status'], registers: [metricsRegistry] });

/** Rule-engine run durations by outcome. */
export const pricingRunDuration = new Histogram({
  name: 'pm_pricing_run_duration_seconds',
  help: 'Pricing (rule engine) run durations by outcome',
  labelNames: ['outcome'],
  buckets: [0.1, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 600],
  registers: [metricsRegistry],
});

const ROUTE_UNMATCHED = 'unmatched';

/** The label set of one answered request: the route's pattern (`/api/products/:productId`), or "unmatched". */
export function httpLabels(method: string, routePattern: string | undefined, statusCode: number): { method: string; route: string; status_code: string } {
  return { method, route: routePattern ?? ROUTE_UNMATCHED, status_code: String(statusCode) };
}

/** The event store with its appends and reads counted (every method passes through unchanged). */
export function meteredEventStore(store: EventStore): EventStore {
  return {
    kind: store.kind,
    async append(streamId, events, expected) {
      try {
        const result = await store.append(streamId, events, expected);
        eventStoreAppends.inc({ result: 'ok' });
        eventStoreAppendedEvents.inc(events.length);
        return result;
      } catch (error) {
        eventStoreAppends.inc({ result: error instanceof WrongExpectedRevisionError ? 'conflict' : 'error' });
        throw error;
      }
    },
    async readStream(streamId, options) {
      const events = await store.readStream(streamId, options);
      eventStoreReadEvents.inc({ operation: 'stream' }, events.length);
      return events;
    },
    async readAll(options) {
      const events = await store.readAll(options);
      eventStoreReadEvents.inc({ operation: 'all' }, events.length);
      return events;
    },
    readEvent: (streamId, eventId) => store.readEvent(streamId, eventId),
    streamRevision: (streamId) => store.streamRevision(streamId),
    headPosition: () => store.headPosition(),
    subscribeToAll(options) {
      return store.subscribeToAll({
        ...options,
        handler: async (batch) => {
          eventStoreReadEvents.inc({ operation: 'subscription' }, batch.length);
          await options.handler(batch);
        },
      });
    },
    close: () => store.close(),
  };
}

/** Every metered bus of the process with the queues it set up (tests run several products in one process). */
const meteredBuses = new Map<Bus, Set<string>>();
const busQueueDepth = new Gauge({
  name: 'pm_bus_queue_depth',
  help: 'Work-queue jobs stored and not yet acked (waiting or in flight), by queue',
  labelNames: ['queue'],
  registers: [metricsRegistry],
  async collect() {
    busQueueDepth.reset();
    for (const [bus, queues] of meteredBuses) {
      for (const queue of queues) {
        const jobs = await bus.queueDepth(queue).catch(() => null);
        if (jobs !== null) busQueueDepth.set({ queue }, jobs);
      }
    }
  },
});

/** The bus with its work-queue deliveries and redeliveries counted, and the depth of the queues it set up as a gauge. */
export function meteredBus(bus: Bus): Bus {
  const queues = new Set<string>();
  meteredBuses.set(bus, queues);
  return {
    kind: bus.kind,
    publish: (subject, message) => bus.publish(subject, message),
    subscribe: (subject, handler) => bus.subscribe(subject, handler),
    request: (subject, message, options) => bus.request(subject, message, options),
    reply: (subject, handler) => bus.reply(subject, handler),
    async ensureQueue(config) {
      await bus.ensureQueue(config);
      queues.add(config.name);
    },
    enqueue: (queue, message, options) => bus.enqueue(queue, message, options),
    consume<T>(queue: string, options: ConsumeOptions<T>) {
      return bus.consume<T>(queue, {
        ...options,
        handler: async (job) => {
          busDeliveries.inc({ queue });
          if (job.deliveryCount > 1) busRedeliveries.inc({ queue });
          await options.handler(job);
        },
      });
    },
    queueDepth: (queue) => bus.queueDepth(queue),
    async close() {
      meteredBuses.delete(bus);
      await bus.close();
    },
  };
}

/** For services' own gauges (read models' lag) without a direct prom-client dependency. */
export { Gauge, type Registry } from 'prom-client';
