/**
 * One in-process work queue with the semantics of a JetStream work-queue stream plus one durable
 * pull consumer: jobs wait until a consumer has a free slot, the oldest ready job goes first,
 * a delivery not settled within `ackWaitMs` is delivered again, nak may delay redelivery, and
 * after `maxDeliver` deliveries a job is never delivered again.
 */
import { v7 as uuidv7 } from 'uuid';
import type { ConsumeOptions, Consumer, QueueConfig } from './bus.ts';
import { DEDUPE_WINDOW_MS } from './busDefaults.ts';
import { durableConflict, validateDurableName } from './busErrors.ts';
import { MinHeap } from './minHeap.ts';
import { runJob, type DeliveredJob, type ReportError } from './runJob.ts';

interface StoredJob {
  readonly seq: number;
  readonly id: string;
  /** JSON text, parsed per delivery: handlers get a fresh copy, as they would from NATS. */
  readonly payload: string;
  deliveries: number;
  state: 'ready' | 'delayed' | 'inflight';
  /** Identifies the current delivery; settling an older delivery of the job is stale. */
  deliveryToken: number;
  timer: NodeJS.Timeout | undefined;
}

interface ActiveConsumer {
  readonly options: ConsumeOptions<unknown>;
  readonly concurrency: number;
  inFlight: number;
  stopped: boolean;
  readonly running: Set<Promise<void>>;
}

export class InProcessWorkQueue {
  config: QueueConfig;
  readonly #report: ReportError;
  readonly #jobs = new Map<number, StoredJob>();
  readonly #ready = new MinHeap();
  /** msgId → time its dedupe entry expires; insertion order is expiry order. */
  readonly #seenIds = new Map<string, number>();
  readonly #consumers: ActiveConsumer[] = [];
  readonly #timers = new Set<NodeJS.Timeout>();
  #durable: string | null = null;
  #nextSeq = 1;
  #roundRobin = 0;
  #closed = false;

  constructor(config: QueueConfig, report: ReportError) {
    this.config = config;
    this.#report = report;
  }

  /** Jobs stored and not yet acked (waiting or in flight). */
  get depth(): number {
    return this.#jobs.size;
  }

  enqueue(message: unknown, msgId: string | undefined): void {
    const now = Date.now();
    for (const [id, expiresAt] of this.#seenIds) {
      if (expiresAt > now) break;
      this.#seenIds.delete(id);
    }
    if (msgId !== undefined) {
      if (this.#seenIds.has(msgId)) return;
      this.#seenIds.set(msgId, now + DEDUPE_WINDOW_MS);
    }
    const seq = this.#nextSeq++;
    this.#jobs.set(seq, {
      seq,
      id: msgId ?? uuidv7(),
      payload: JSON.stringify(message ?? null),
      deliveries: 0,
      state: 'ready',
      deliveryToken: 0,
      timer: undefined,
    });
    this.#ready.push(seq);
    this.#pump();
  }

  consume<T>(options: ConsumeOptions<T>): Consumer {
    validateDurableName(options.durable);
    if (this.#durable !== null && this.#durable !== options.durable) {
      throw durableConflict(this.config.name, options.durable, this.#durable);
    }
    this.#durable = options.durable;
    const consumer: ActiveConsumer = {
      options: options as ConsumeOptions<unknown>,
      concurrency: Math.max(1, Math.floor(options.concurrency ?? 1)),
      inFlight: 0,
      stopped: false,
      running: new Set(),
    };
    this.#consumers.push(consumer);
    this.#pump();
    return { stop: () => this.#stop(consumer) };
  }

  /** Stops every consumer (waiting for their handlers) and cancels all timers. */
  async close(): Promise<void> {
    this.#closed = true;
    await Promise.all([...this.#consumers].map((consumer) => this.#stop(consumer)));
    for (const timer of this.#timers) clearTimeout(timer);
    this.#timers.clear();
    this.#jobs.clear();
    this.#ready.clear();
  }

  async #stop(consumer: ActiveConsumer): Promise<void> {
    consumer.stopped = true;
    const index = this.#consumers.indexOf(consumer);
    if (index >= 0) this.#consumers.splice(index, 1);
    // Handlers may finish while we wait, and each may start nothing new (stopped), so one pass suffices.
    await Promise.all([...consumer.running]);
  }

  #pump(): void {
    if (this.#closed) return;
    while (this.#ready.size > 0) {
      const consumer = this.#nextFreeConsumer();
      if (!consumer) return;
      const job = this.#popReady();
      if (!job) return;
      this.#deliver(job, consumer);
    }
  }

  #nextFreeConsumer(): ActiveConsumer | undefined {
    const count = this.#consumers.length;
    for (let i = 0; i < count; i++) {
      const consumer = this.#consumers[(this.#roundRobin + i) % count];
      if (consumer && !consumer.stopped && consumer.inFlight < consumer.concurrency) {
        this.#roundRobin = (this.#roundRobin + i + 1) % count;
        return consumer;
      }
    }
    return undefined;
  }

  #popReady(): StoredJob | undefined {
    for (;;) {
      const seq = this.#ready.pop();
      if (seq === undefined) return undefined;
      const job = this.#jobs.get(seq);
      // The heap may hold seqs of jobs settled since they were pushed: skip those.
      if (job && job.state === 'ready') return job;
    }
  }

  #deliver(stored: StoredJob, consumer: ActiveConsumer): void {
    stored.deliveries++;
    stored.deliveryToken++;
    stored.state = 'inflight';
    const token = stored.deliveryToken;
    this.#armAckTimer(stored, token);
    const job = this.#jobFor(stored, token);
    consumer.inFlight++;
    const run = (async () => {
      // Start the handler on a later tick: enqueue() and consume() never run handler code inline.
      await Promise.resolve();
      try {
        await runJob(job, consumer.options, this.config.maxDeliver, this.#report);
      } catch (error) {
        this.#report(error, `job ${stored.id} on queue ${this.config.name}`);
      }
    })();
    consumer.running.add(run);
    void run.finally(() => {
      consumer.running.delete(run);
      consumer.inFlight--;
      this.#pump();
    });
  }

  #jobFor(stored: StoredJob, token: number): DeliveredJob<unknown> {
    let settled = false;
    const isCurrent = () => this.#jobs.get(stored.seq) === stored && stored.deliveryToken === token && stored.state === 'inflight';
    return {
      id: stored.id,
      data: JSON.parse(stored.payload) as unknown,
      deliveryCount: stored.deliveries,
      get settled() {
        return settled;
      },
      ack: async () => {
        if (settled) return;
        settled = true;
        // Like JetStream, an ack from an older delivery still removes a job that is pending.
        this.#remove(stored);
      },
      term: async () => {
        if (settled) return;
        settled = true;
        this.#remove(stored);
      },
      nak: async (delayMs?: number) => {
        if (settled) return;
        settled = true;
        if (!isCurrent()) return;
        this.#clearTimer(stored);
        if (stored.deliveries >= this.config.maxDeliver) {
          this.#remove(stored);
          return;
        }
        if (delayMs && delayMs > 0) {
          stored.state = 'delayed';
          stored.timer = this.#setTimer(() => this.#makeReady(stored), delayMs);
        } else {
          this.#makeReady(stored);
        }
      },
      inProgress: async () => {
        if (settled || !isCurrent()) return;
        this.#armAckTimer(stored, token);
      },
    };
  }

  #armAckTimer(stored: StoredJob, token: number): void {
    this.#clearTimer(stored);
    stored.timer = this.#setTimer(() => {
      if (stored.deliveryToken !== token || stored.state !== 'inflight') return;
      // Out of deliveries: JetStream stops delivering such a job, so it is dropped here.
      if (stored.deliveries >= this.config.maxDeliver) this.#remove(stored);
      else this.#makeReady(stored);
    }, this.config.ackWaitMs);
  }

  #makeReady(stored: StoredJob): void {
    stored.timer = undefined;
    if (this.#jobs.get(stored.seq) !== stored) return;
    stored.state = 'ready';
    this.#ready.push(stored.seq);
    this.#pump();
  }

  #remove(stored: StoredJob): void {
    this.#clearTimer(stored);
    this.#jobs.delete(stored.seq);
  }

  #setTimer(callback: () => void, ms: number): NodeJS.Timeout {
    const timer = setTimeout(() => {
      this.#timers.delete(timer);
      callback();
    }, ms);
    // Pending redeliveries must not keep the process alive.
    timer.unref();
    this.#timers.add(timer);
    return timer;
  }

  #clearTimer(stored: StoredJob): void {
    if (stored.timer === undefined) return;
    clearTimeout(stored.timer);
    this.#timers.delete(stored.timer);
    stored.timer = undefined;
  }
}
