/**
 * The pricing runtime: the pricing view folded from the log, the dispatcher that puts requested
 * runs on the `pricing-runs` work queue, the worker that runs them, and the daily scheduler.
 * Its views run on the process's view runtime (`views`); start(runtime) after the stores are
 * open and the runtime started; stop() lets a run in flight reach its next chunk boundary (a run
 * stopped half-way resumes on the next delivery).
 */
import { createViewRuntime, foldView, type Bus, type Consumer, type EventStore, type ServiceView, type ViewRuntime } from '@pm/platform';
import { runEngine } from '../engine/runEngine.ts';
import { appendRunFailed } from '../runs/runFailure.ts';
import { createRunDispatcher, PRICING_RUN_QUEUE, type PricingRunMessage } from '../runs/runDispatcher.ts';
import { startRunScheduler } from '../runs/runScheduler.ts';
import { createRunWorker, PRICING_SERVICE_ACTOR } from '../runs/runWorker.ts';
import { emptyPricingView, evolvePricingView } from '../view/pricingView.ts';

export interface PricingOptions {
  /** Products per engine call between progress messages. */
  chunkSize: number;
  /** Runs (of different companies) this instance works on at once. */
  runConcurrency: number;
  schedulerIntervalMs: number;
  /** A run not finished (nor reporting progress) within this time is delivered again. */
  ackWaitMs: number;
  maxDeliver: number;
  retryDelayMs: number;
  now?: () => Date;
}

export const DEFAULT_PRICING_OPTIONS: PricingOptions = { chunkSize: 500, runConcurrency: 2, schedulerIntervalMs: 30_000, ackWaitMs: 120_000, maxDeliver: 5, retryDelayMs: 10_000 };

export interface PricingLog {
  info(obj: unknown, msg?: string): void;
  warn(obj: unknown, msg?: string): void;
  error(obj: unknown, msg?: string): void;
}

/** `scheduledRunMayStart`: the morning sync's gate (issue 15 item 9: the scheduled run follows the day's inputs refresh). */
export function createPricingService(deps: { events: EventStore; bus: Bus; log: PricingLog; options?: Partial<PricingOptions>; scheduledRunMayStart?: (companyId: string, localDate: string) => boolean }) {
  const { events, bus, log } = deps;
  const options: PricingOptions = { ...DEFAULT_PRICING_OPTIONS, ...deps.options };
  const view = emptyPricingView();
  const dispatcher = createRunDispatcher(
    (message, msgId) => bus.enqueue(PRICING_RUN_QUEUE, message, { msgId }),
    (error, runId) => log.error({ err: error, runId }, 'could not enqueue the rule-engine run'),
  );
  /** Bump when PricingView's shape changes: older snapshots are then ignored. */
  const viewsOfService: ServiceView[] = [foldView('pricing', view, evolvePricingView, { snapshotVersion: 3 }), dispatcher.view()];
  let runtime: ViewRuntime | null = null;
  /** Resolves once the view has folded the log up to `position`. */
  const viewAt = (position: bigint) => (runtime ? runtime.at(position) : Promise.reject(new Error('The pricing service has not started')));

  let consumer: Consumer | null = null;
  let scheduler: ReturnType<typeof startRunScheduler> | null = null;
  let stopped = false;
  let ready = false;

  /** Without a runtime of the process (tests, tools), the service runs its views on one of its own. */
  let ownRuntime: ViewRuntime | null = null;

  async function start(shared?: ViewRuntime): Promise<void> {
    const views = shared ?? (ownRuntime = createViewRuntime({ events, views: viewsOfService, log }));
    if (ownRuntime) await ownRuntime.start();
    runtime = views;
    await bus.ensureQueue({ name: PRICING_RUN_QUEUE, ackWaitMs: options.ackWaitMs, maxDeliver: options.maxDeliver });
    await views.caughtUp;
    if (stopped) return;
    const resumed = dispatcher.goLive();
    if (resumed > 0) log.info({ resumed }, 'open rule-engine runs enqueued again');
    const handler = createRunWorker({ events, bus, view, runEngine, chunkSize: options.chunkSize, viewAt, log, ...(options.now ? { now: options.now } : {}) });
    consumer = await bus.consume<PricingRunMessage>(PRICING_RUN_QUEUE, {
      durable: 'pricing',
      concurrency: options.runConcurrency,
      retryDelayMs: options.retryDelayMs,
      handler,
      onGiveUp: async (job, error) => {
        log.error({ err: error, runId: job.data.runId }, 'rule-engine run given up after repeated errors');
        await appendRunFailed(events, job.data, error instanceof Error ? error.message : String(error), PRICING_SERVICE_ACTOR);
      },
    });
    scheduler = startRunScheduler({ events, view, requested: dispatcher.knows, intervalMs: options.schedulerIntervalMs, log, ...(options.now ? { now: options.now } : {}), ...(deps.scheduledRunMayStart ? { mayStart: deps.scheduledRunMayStart } : {}) });
    ready = true;
  }

  async function stop(): Promise<void> {
    stopped = true;
    await scheduler?.stop();
    await consumer?.stop();
    await ownRuntime?.stop();
  }

  return { views: viewsOfService, start, stop, view, viewAt, isReady: () => ready, tick: () => scheduler?.tick() ?? Promise.resolve(0) };
}

export type PricingService = ReturnType<typeof createPricingService>;
