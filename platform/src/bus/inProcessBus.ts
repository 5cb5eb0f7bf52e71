/**
 * Bus adapter for one process (the embedded default). Messages go through JSON like on NATS,
 * so a value that would not survive the wire does not survive here either, and handlers always
 * run on a later tick than the call that triggered them.
 */
import type { Bus, Consumer, ConsumeOptions, QueueConfig, Unsubscribe } from './bus.ts';
import { busClosed, busNoResponders, busTimeout, queueUnknown, validateQueueConfig, validateQueueName } from './busErrors.ts';
import { InProcessWorkQueue } from './inProcessWorkQueue.ts';
import { DEFAULT_REQUEST_TIMEOUT_MS } from './busDefaults.ts';
import { openEnvelope, runResponder } from './replyEnvelope.ts';
import type { ReportError } from './runJob.ts';
import { subjectMatches } from './subjectMatch.ts';

export interface InProcessBusOptions {
  /** Where failures of subscribers, responders and onGiveUp go. Default: console.error. */
  onError?: ReportError;
}

interface Subscription {
  readonly pattern: string;
  readonly handler: (message: unknown, subject: string) => void | Promise<void>;
}

interface Responder {
  readonly pattern: string;
  readonly handler: (message: unknown) => Promise<unknown>;
}

const roundTrip = (message: unknown): unknown => JSON.parse(JSON.stringify(message ?? null)) as unknown;

export function createInProcessBus(options: InProcessBusOptions = {}): Bus {
  const report: ReportError = options.onError ?? ((error, context) => console.error(`in-process bus: ${context}`, error));
  const subscriptions = new Set<Subscription>();
  const responders: Responder[] = [];
  const queues = new Map<string, InProcessWorkQueue>();
  const pendingRequests = new Set<{ timer: NodeJS.Timeout; reject: (error: unknown) => void }>();
  let nextResponder = 0;
  let closed = false;

  const assertOpen = () => {
    if (closed) throw busClosed();
  };

  const queueNamed = (name: string): InProcessWorkQueue => {
    const queue = queues.get(name);
    if (!queue) throw queueUnknown(name);
    return queue;
  };

  return {
    kind: 'in-process',

    async publish(subject, message) {
      assertOpen();
      const payload = JSON.stringify(message ?? null);
      for (const subscription of subscriptions) {
        if (!subjectMatches(subscription.pattern, subject)) continue;
        queueMicrotask(() => {
          // Re-check: an unsubscribe between publish and delivery wins, as on NATS.
          if (!subscriptions.has(subscription)) return;
          try {
            const result = subscription.handler(JSON.parse(payload) as unknown, subject);
            if (result instanceof Promise) result.catch((error: unknown) => report(error, `subscriber of ${subscription.pattern} failed on ${subject}`));
          } catch (error) {
            report(error, `subscriber of ${subscription.pattern} failed on ${subject}`);
          }
        });
      }
    },

    async subscribe(subject, handler): Promise<Unsubscribe> {
      assertOpen();
      const subscription: Subscription = { pattern: subject, handler };
      subscriptions.add(subscription);
      return async () => {
        subscriptions.delete(subscription);
      };
    },

    async request<T>(subject: string, message: unknown, requestOptions?: { timeoutMs?: number }): Promise<T> {
      assertOpen();
      const matching = responders.filter((responder) => subjectMatches(responder.pattern, subject));
      if (matching.length === 0) throw busNoResponders(subject);
      // Responders of a subject form one group: take turns, like a NATS queue group shares work.
      const responder = matching[nextResponder++ % matching.length]!;
      const timeoutMs = requestOptions?.timeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
      const input = roundTrip(message);
      return new Promise<T>((resolve, reject) => {
        const pending = {
          timer: setTimeout(() => {
            pendingRequests.delete(pending);
            reject(busTimeout(subject, timeoutMs));
          }, timeoutMs),
          reject,
        };
        pending.timer.unref();
        pendingRequests.add(pending);
        void (async () => {
          await Promise.resolve();
          let outcome: { ok: true; value: T } | { ok: false; error: unknown };
          try {
            outcome = { ok: true, value: openEnvelope<T>(roundTrip(await runResponder(responder.handler, input))) };
          } catch (error) {
            outcome = { ok: false, error };
          }
          if (!pendingRequests.delete(pending)) return; // timed out or closed meanwhile
          clearTimeout(pending.timer);
          if (outcome.ok) resolve(outcome.value);
          else reject(outcome.error);
        })();
      });
    },

    async reply(subject, handler): Promise<Unsubscribe> {
      assertOpen();
      const responder: Responder = { pattern: subject, handler };
      responders.push(responder);
      return async () => {
        const index = responders.indexOf(responder);
        if (index >= 0) responders.splice(index, 1);
      };
    },

    async ensureQueue(config: QueueConfig) {
      assertOpen();
      validateQueueConfig(config);
      const existing = queues.get(config.name);
      if (existing) existing.config = { ...config };
      else queues.set(config.name, new InProcessWorkQueue({ ...config }, report));
    },

    async enqueue(queue, message, enqueueOptions) {
      assertOpen();
      validateQueueName(queue);
      queueNamed(queue).enqueue(message, enqueueOptions?.msgId);
    },

    async consume<T>(queue: string, consumeOptions: ConsumeOptions<T>): Promise<Consumer> {
      assertOpen();
      return queueNamed(queue).consume(consumeOptions);
    },

    async queueDepth(queue) {
      assertOpen();
      return queueNamed(queue).depth;
    },

    async close() {
      if (closed) return;
      closed = true;
      subscriptions.clear();
      responders.length = 0;
      for (const pending of pendingRequests) {
        clearTimeout(pending.timer);
        pending.reject(busClosed());
      }
      pendingRequests.clear();
      await Promise.all([...queues.values()].map((queue) => queue.close()));
      queues.clear();
    },
  };
}
