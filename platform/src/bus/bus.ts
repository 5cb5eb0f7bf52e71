/**
 * Bus port. Three kinds of traffic:
 *  - notices: publish/subscribe, at most once, fire-and-forget (live notifications, progress);
 *  - request/reply: one responder per request among those listening (queue group);
 *  - work queues: durable, at-least-once jobs with ack, nak with delay, redelivery when a job is
 *    not acked within `ackWaitMs`, and a maximum number of deliveries.
 *
 * Subjects are dot-separated tokens; subscriptions may use `*` (one token) and `>` (the rest).
 */

export type Unsubscribe = () => Promise<void>;

export interface QueueConfig {
  /** Queue name: letters, digits, `_` and `-`. */
  name: string;
  /** A delivered job that is neither acked nor nakked within this time is delivered again. */
  ackWaitMs: number;
  /** After this many deliveries a failing job is given up (and `onGiveUp` is called). */
  maxDeliver: number;
}

export interface Job<T = unknown> {
  /** Stable id of the enqueued message (the `msgId` given to `enqueue`, or generated). */
  readonly id: string;
  readonly data: T;
  /** 1 on the first delivery. */
  readonly deliveryCount: number;
  ack(): Promise<void>;
  /** Deliver again after `delayMs` (default: at once). */
  nak(delayMs?: number): Promise<void>;
  /** Give up on the job now: never delivered again. */
  term(): Promise<void>;
  /** Extend the ack deadline for long work. */
  inProgress(): Promise<void>;
}

export interface ConsumeOptions<T> {
  /** Durable consumer name; several consumers with the same name share the work. */
  durable: string;
  /** Jobs handled at once by this consumer. Default 1. */
  concurrency?: number;
  /**
   * Called for each delivery. If it resolves without settling the job, the job is acked;
   * if it throws, the job is nakked (redelivered after `retryDelayMs`) until `maxDeliver`.
   */
  handler: (job: Job<T>) => Promise<void>;
  retryDelayMs?: number;
  /** Called once when a job fails on its last allowed delivery, before it is dropped. */
  onGiveUp?: (job: Job<T>, error: unknown) => Promise<void> | void;
}

export interface Consumer {
  /** Stop fetching; resolves when in-flight handlers have finished. Unsettled jobs are redelivered later. */
  stop(): Promise<void>;
}

export interface Bus {
  readonly kind: string;
  publish(subject: string, message: unknown): Promise<void>;
  subscribe(subject: string, handler: (message: unknown, subject: string) => void | Promise<void>): Promise<Unsubscribe>;
  request<T = unknown>(subject: string, message: unknown, options?: { timeoutMs?: number }): Promise<T>;
  /** Answer requests on `subject`; responders with the same subject share requests. */
  reply(subject: string, handler: (message: unknown) => Promise<unknown>): Promise<Unsubscribe>;
  ensureQueue(config: QueueConfig): Promise<void>;
  /** `msgId` de-duplicates: enqueuing the same id twice within the dedupe window stores it once. */
  enqueue(queue: string, message: unknown, options?: { msgId?: string }): Promise<void>;
  consume<T = unknown>(queue: string, options: ConsumeOptions<T>): Promise<Consumer>;
  /** Jobs stored in the queue and not yet acked (waiting or in flight), for the metrics. */
  queueDepth(queue: string): Promise<number>;
  close(): Promise<void>;
}
