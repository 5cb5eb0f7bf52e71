/**
 * Contract every Bus adapter passes. Each test uses its own subjects and queue names, so the
 * suite can share one NATS server across tests.
 */
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../errors/appError.ts';
import type { Bus, Consumer, Job, QueueConfig } from './bus.ts';

/** Short on purpose: the redelivery tests wait a few multiples of this. */
const ACK_WAIT_MS = 600;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function waitFor(condition: () => boolean, timeoutMs = 5_000, what = 'condition'): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(10);
  }
}

/** A promise plus the function that settles it: lets a test hold a handler and release it. */
function gate(): { promise: Promise<void>; open: () => void } {
  let open = () => {};
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

const unique = (prefix: string) => `${prefix}${randomUUID().replaceAll('-', '').slice(0, 12)}`;

interface Delivery {
  id: string;
  data: unknown;
  deliveryCount: number;
  at: number;
}

const record = (job: Job, into: Delivery[]) => into.push({ id: job.id, data: job.data, deliveryCount: job.deliveryCount, at: Date.now() });

/** Adapters take an `onError` for failures they cannot throw to a caller (subscribers, responders, onGiveUp). */
export type BusFactory = (options: { onError: (error: unknown, context: string) => void }) => Promise<Bus>;

export function runBusContract(name: string, factory: BusFactory): void {
  describe(`Bus contract: ${name}`, () => {
    const cleanups: (() => Promise<void>)[] = [];
    let reported: { error: unknown; context: string }[] = [];
    const onError = (error: unknown, context: string) => {
      reported.push({ error, context });
    };

    afterEach(async () => {
      // Consumers first (their handlers may still use the bus), then buses.
      while (cleanups.length > 0) await cleanups.pop()!();
      reported = [];
    });

    const openBus = async (): Promise<Bus> => {
      const bus = await factory({ onError });
      cleanups.push(() => bus.close());
      return bus;
    };

    const queue = async (bus: Bus, overrides: Partial<QueueConfig> = {}): Promise<string> => {
      const config: QueueConfig = { name: unique('q_'), ackWaitMs: ACK_WAIT_MS, maxDeliver: 5, ...overrides };
      await bus.ensureQueue(config);
      return config.name;
    };

    const consume = async (bus: Bus, queueName: string, options: Parameters<Bus['consume']>[1]): Promise<Consumer> => {
      const consumer = await bus.consume(queueName, options);
      cleanups.push(() => consumer.stop());
      return consumer;
    };

    describe('notices', () => {
      it('delivers to exact, `*` and `>` subscriptions that match', async () => {
        const bus = await openBus();
        const root = unique('t');
        const exact: string[] = [];
        const star: string[] = [];
        const rest: { message: unknown; subject: string }[] = [];
        await bus.subscribe(`${root}.live.a`, (_message, subject) => {
          exact.push(subject);
        });
        await bus.subscribe(`${root}.live.*`, (_message, subject) => {
          star.push(subject);
        });
        await bus.subscribe(`${root}.live.>`, (message, subject) => {
          rest.push({ message, subject });
        });

        await bus.publish(`${root}.live.a`, { n: 1 });
        await bus.publish(`${root}.live.b`, { n: 2 });
        await bus.publish(`${root}.live.a.deep`, { n: 3 });
        await bus.publish(`${root}.other`, { n: 4 });
        await bus.publish(`${root}.live`, { n: 5 });

        await waitFor(() => rest.length === 3 && star.length === 2 && exact.length === 1, 3_000, 'notices');
        await sleep(100);
        expect(exact).toEqual([`${root}.live.a`]);
        expect(star.sort()).toEqual([`${root}.live.a`, `${root}.live.b`]);
        expect(rest.map((r) => r.subject).sort()).toEqual([`${root}.live.a`, `${root}.live.a.deep`, `${root}.live.b`]);
        expect(rest.find((r) => r.subject === `${root}.live.a.deep`)?.message).toEqual({ n: 3 });
      });

      it('reaches subscribers on another bus instance', async () => {
        const publisher = await openBus();
        const subscriber = await openBus();
        const root = unique('t');
        const got: unknown[] = [];
        await subscriber.subscribe(`${root}.x`, (message) => {
          got.push(message);
        });
        await publisher.publish(`${root}.x`, { hello: 'world' });
        // The in-process bus is per instance; only a shared transport crosses instances.
        if (publisher.kind === 'in-process') return;
        await waitFor(() => got.length === 1, 3_000, 'notice across connections');
        expect(got).toEqual([{ hello: 'world' }]);
      });

      it('stops delivering after unsubscribe', async () => {
        const bus = await openBus();
        const root = unique('t');
        const got: unknown[] = [];
        const unsubscribe = await bus.subscribe(`${root}.x`, (message) => {
          got.push(message);
        });
        await bus.publish(`${root}.x`, 1);
        await waitFor(() => got.length === 1, 3_000, 'first notice');
        await unsubscribe();
        await bus.publish(`${root}.x`, 2);
        await sleep(150);
        expect(got).toEqual([1]);
      });

      it('keeps delivering when a subscriber throws, and reports the failure', async () => {
        const bus = await openBus();
        const root = unique('t');
        const got: unknown[] = [];
        await bus.subscribe(`${root}.x`, () => {
          throw new Error('subscriber failure');
        });
        await bus.subscribe(`${root}.x`, async (message) => {
          got.push(message);
        });
        await bus.publish(`${root}.x`, 1);
        await bus.publish(`${root}.x`, 2);
        await waitFor(() => got.length === 2 && reported.length === 2, 3_000, 'notices despite a failing subscriber');
        expect(reported.map((r) => (r.error as Error).message)).toEqual(['subscriber failure', 'subscriber failure']);
      });
    });

    describe('request/reply', () => {
      it('answers a request', async () => {
        const bus = await openBus();
        const subject = unique('rpc.');
        await bus.reply(subject, async (message) => ({ echo: message }));
        await expect(bus.request(subject, { a: 1 })).resolves.toEqual({ echo: { a: 1 } });
      });

      it('rethrows an AppError of the responder with its code, message and details', async () => {
        const bus = await openBus();
        const subject = unique('rpc.');
        await bus.reply(subject, async () => {
          throw new AppError('PRODUCT_NOT_FOUND', 'nope', { field: 'x' });
        });
        await expect(bus.request(subject, {})).rejects.toMatchObject({ code: 'PRODUCT_NOT_FOUND', message: 'nope', details: { field: 'x' } });
      });

      it('turns other responder failures into INTERNAL', async () => {
        const bus = await openBus();
        const subject = unique('rpc.');
        await bus.reply(subject, async () => {
          throw new Error('boom');
        });
        await expect(bus.request(subject, {})).rejects.toMatchObject({ code: 'INTERNAL' });
      });

      it('times out with BUS_TIMEOUT', async () => {
        const bus = await openBus();
        const subject = unique('rpc.');
        // The responder answers only after the request has given up: the timeout, not the answer, ends it.
        let answer = () => {};
        const answered = new Promise<void>((resolve) => (answer = resolve));
        await bus.reply(subject, async () => {
          await answered;
          return 'late';
        });
        await expect(bus.request(subject, {}, { timeoutMs: 150 })).rejects.toMatchObject({ code: 'BUS_TIMEOUT' });
        answer();
      });

      it('fails fast with BUS_NO_RESPONDERS when nobody listens', async () => {
        const bus = await openBus();
        // Had it waited for an answer, the request would end with BUS_TIMEOUT after 30 s.
        await expect(bus.request(unique('rpc.'), {}, { timeoutMs: 30_000 })).rejects.toMatchObject({ code: 'BUS_NO_RESPONDERS' });
      });

      it('shares requests among the responders of a subject, each answered once', async () => {
        const bus = await openBus();
        const subject = unique('rpc.');
        const counts = [0, 0];
        await bus.reply(subject, async () => {
          counts[0]!++;
          return 'first';
        });
        await bus.reply(subject, async () => {
          counts[1]!++;
          return 'second';
        });
        const answers = await Promise.all(Array.from({ length: 30 }, () => bus.request<string>(subject, {})));
        expect(answers).toHaveLength(30);
        expect(counts[0]! + counts[1]!).toBe(30);
        expect(counts[0]).toBeGreaterThan(0);
        expect(counts[1]).toBeGreaterThan(0);
      });

      it('has no responder any more after the reply is unsubscribed', async () => {
        const bus = await openBus();
        const subject = unique('rpc.');
        const stop = await bus.reply(subject, async () => 'yes');
        await expect(bus.request(subject, {})).resolves.toBe('yes');
        await stop();
        await expect(bus.request(subject, {}, { timeoutMs: 1_000 })).rejects.toMatchObject({ code: 'BUS_NO_RESPONDERS' });
      });
    });

    describe('work queues', () => {
      it('delivers an enqueued job to a running consumer', async () => {
        const bus = await openBus();
        const name = await queue(bus);
        const got: Delivery[] = [];
        await consume(bus, name, { durable: 'workers', handler: async (job) => void record(job, got) });
        await bus.enqueue(name, { url: 'https://example.com' }, { msgId: 'job-1' });
        await waitFor(() => got.length === 1, 5_000, 'delivery');
        expect(got[0]).toMatchObject({ id: 'job-1', data: { url: 'https://example.com' }, deliveryCount: 1 });
      });

      it('gives every job an id even without msgId', async () => {
        const bus = await openBus();
        const name = await queue(bus);
        const got: Delivery[] = [];
        await bus.enqueue(name, 'a');
        await bus.enqueue(name, 'b');
        await consume(bus, name, { durable: 'workers', handler: async (job) => void record(job, got) });
        await waitFor(() => got.length === 2, 5_000, 'deliveries');
        expect(got.every((d) => typeof d.id === 'string' && d.id.length > 0)).toBe(true);
        expect(got[0]!.id).not.toBe(got[1]!.id);
      });

      it('keeps a job enqueued before any consumer runs (durability)', async () => {
        const bus = await openBus();
        const name = await queue(bus);
        await bus.enqueue(name, { early: true });
        await sleep(100);
        const got: Delivery[] = [];
        await consume(bus, name, { durable: 'workers', handler: async (job) => void record(job, got) });
        await waitFor(() => got.length === 1, 5_000, 'delivery of the early job');
        expect(got[0]!.data).toEqual({ early: true });
      });

      it('delivers in enqueue order to a single consumer with concurrency 1', async () => {
        const bus = await openBus();
        const name = await queue(bus);
        for (let i = 0; i < 10; i++) await bus.enqueue(name, i);
        const got: number[] = [];
        await consume(bus, name, {
          durable: 'workers',
          concurrency: 1,
          handler: async (job) => {
            got.push(job.data as number);
          },
        });
        await waitFor(() => got.length === 10, 5_000, 'ten jobs');
        expect(got).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
      });

      it('runs at most `concurrency` handlers at once', async () => {
        const bus = await openBus();
        const name = await queue(bus);
        let running = 0;
        let peak = 0;
        let done = 0;
        await consume(bus, name, {
          durable: 'workers',
          concurrency: 3,
          handler: async () => {
            running++;
            peak = Math.max(peak, running);
            await sleep(120);
            running--;
            done++;
          },
        });
        for (let i = 0; i < 8; i++) await bus.enqueue(name, i);
        await waitFor(() => done === 8, 5_000, 'eight jobs');
        expect(peak).toBe(3);
      });

      it('does not deliver an acked job again', async () => {
        const bus = await openBus();
        const name = await queue(bus);
        const got: Delivery[] = [];
        await consume(bus, name, {
          durable: 'workers',
          concurrency: 2,
          handler: async (job) => {
            record(job, got);
            await job.ack();
          },
        });
        await bus.enqueue(name, 'once');
        await waitFor(() => got.length === 1, 5_000, 'delivery');
        await sleep(ACK_WAIT_MS * 2);
        expect(got).toHaveLength(1);
      });

      it('redelivers a nakked job after roughly the delay, counting deliveries', async () => {
        const bus = await openBus();
        const name = await queue(bus);
        const got: Delivery[] = [];
        await consume(bus, name, {
          durable: 'workers',
          handler: async (job) => {
            record(job, got);
            if (job.deliveryCount === 1) await job.nak(300);
          },
        });
        await bus.enqueue(name, 'retry me');
        await waitFor(() => got.length === 2, 5_000, 'redelivery');
        const gap = got[1]!.at - got[0]!.at;
        expect(got.map((d) => d.deliveryCount)).toEqual([1, 2]);
        // The delay is respected (no upper bound: a loaded machine may deliver later).
        expect(gap).toBeGreaterThanOrEqual(250);
        await sleep(ACK_WAIT_MS * 1.5);
        expect(got).toHaveLength(2);
      });

      it('nakks a job whose handler throws and redelivers it after retryDelayMs', async () => {
        const bus = await openBus();
        const name = await queue(bus);
        const got: Delivery[] = [];
        await consume(bus, name, {
          durable: 'workers',
          retryDelayMs: 200,
          handler: async (job) => {
            record(job, got);
            if (job.deliveryCount < 3) throw new Error('transient');
          },
        });
        await bus.enqueue(name, 'flaky');
        await waitFor(() => got.length === 3, 5_000, 'three deliveries');
        expect(got.map((d) => d.deliveryCount)).toEqual([1, 2, 3]);
        expect(got[1]!.at - got[0]!.at).toBeGreaterThanOrEqual(150);
        await sleep(ACK_WAIT_MS * 1.5);
        expect(got).toHaveLength(3);
      });

      it('redelivers a job not settled within ackWaitMs (handler hangs)', async () => {
        const bus = await openBus();
        const name = await queue(bus);
        const got: Delivery[] = [];
        const hang = gate();
        await consume(bus, name, {
          durable: 'workers',
          concurrency: 2,
          handler: async (job) => {
            record(job, got);
            if (job.deliveryCount === 1) await hang.promise;
          },
        });
        await bus.enqueue(name, 'slow');
        try {
          await waitFor(() => got.length === 2, ACK_WAIT_MS * 4, 'redelivery after the ack wait');
          expect(got.map((d) => d.deliveryCount)).toEqual([1, 2]);
          expect(got[1]!.at - got[0]!.at).toBeGreaterThanOrEqual(ACK_WAIT_MS - 50);
        } finally {
          hang.open();
        }
      });

      it('does not redeliver while the handler reports progress', async () => {
        const bus = await openBus();
        const name = await queue(bus);
        const got: Delivery[] = [];
        let finished = false;
        await consume(bus, name, {
          durable: 'workers',
          concurrency: 2,
          handler: async (job) => {
            record(job, got);
            for (let i = 0; i < 6; i++) {
              await sleep(ACK_WAIT_MS / 2);
              await job.inProgress();
            }
            finished = true;
          },
        });
        await bus.enqueue(name, 'long');
        await waitFor(() => finished, ACK_WAIT_MS * 8, 'long job');
        await sleep(ACK_WAIT_MS * 1.5);
        expect(got.map((d) => d.deliveryCount)).toEqual([1]);
      });

      it('gives up after maxDeliver: onGiveUp once, then no more deliveries', async () => {
        const bus = await openBus();
        const name = await queue(bus, { maxDeliver: 3 });
        const got: Delivery[] = [];
        const gaveUp: { id: string; deliveryCount: number; error: unknown }[] = [];
        await consume(bus, name, {
          durable: 'workers',
          retryDelayMs: 50,
          handler: async (job) => {
            record(job, got);
            throw new Error(`fail ${job.deliveryCount}`);
          },
          onGiveUp: (job, error) => {
            gaveUp.push({ id: job.id, deliveryCount: job.deliveryCount, error });
          },
        });
        await bus.enqueue(name, 'doomed', { msgId: 'doomed-1' });
        await waitFor(() => gaveUp.length === 1, 5_000, 'give up');
        await sleep(ACK_WAIT_MS * 2);
        expect(got.map((d) => d.deliveryCount)).toEqual([1, 2, 3]);
        expect(gaveUp).toHaveLength(1);
        expect(gaveUp[0]).toMatchObject({ id: 'doomed-1', deliveryCount: 3 });
        expect((gaveUp[0]!.error as Error).message).toBe('fail 3');
      });

      it('never delivers a terminated job again', async () => {
        const bus = await openBus();
        const name = await queue(bus);
        const got: Delivery[] = [];
        await consume(bus, name, {
          durable: 'workers',
          handler: async (job) => {
            record(job, got);
            await job.term();
          },
        });
        await bus.enqueue(name, 'bad input');
        await bus.enqueue(name, 'next');
        await waitFor(() => got.length === 2, 5_000, 'deliveries');
        await sleep(ACK_WAIT_MS * 1.5);
        expect(got.map((d) => [d.data, d.deliveryCount])).toEqual([
          ['bad input', 1],
          ['next', 1],
        ]);
      });

      it('stores a job once when the same msgId is enqueued twice', async () => {
        const bus = await openBus();
        const name = await queue(bus);
        await bus.enqueue(name, { v: 1 }, { msgId: 'dup' });
        await bus.enqueue(name, { v: 2 }, { msgId: 'dup' });
        await bus.enqueue(name, { v: 3 }, { msgId: 'other' });
        const got: Delivery[] = [];
        await consume(bus, name, { durable: 'workers', handler: async (job) => void record(job, got) });
        await waitFor(() => got.length === 2, 5_000, 'deliveries');
        await sleep(200);
        expect(got.map((d) => [d.id, d.data])).toEqual([
          ['dup', { v: 1 }],
          ['other', { v: 3 }],
        ]);
      });

      it('shares the work between consumers with the same durable, without duplicates', async () => {
        const bus = await openBus();
        const other = await openBus();
        const name = await queue(bus);
        await other.ensureQueue({ name, ackWaitMs: ACK_WAIT_MS, maxDeliver: 5 });
        const byConsumer: string[][] = [[], []];
        const handlerFor = (index: number) => async (job: Job) => {
          byConsumer[index]!.push(job.data as string);
          await sleep(20);
        };
        await consume(bus, name, { durable: 'workers', handler: handlerFor(0) });
        // Another bus instance stands for another process (same bus in-process).
        const second = bus.kind === 'in-process' ? bus : other;
        await consume(second, name, { durable: 'workers', handler: handlerFor(1) });
        const jobs = Array.from({ length: 20 }, (_, i) => `job-${i}`);
        for (const job of jobs) await bus.enqueue(name, job);
        await waitFor(() => byConsumer[0]!.length + byConsumer[1]!.length >= 20, 5_000, 'twenty jobs');
        await sleep(200);
        const all = [...byConsumer[0]!, ...byConsumer[1]!];
        expect(all.sort()).toEqual([...jobs].sort());
        expect(byConsumer[0]!.length).toBeGreaterThan(0);
        expect(byConsumer[1]!.length).toBeGreaterThan(0);
      });

      it('rejects a second durable name on the same queue with BUS_DURABLE_CONFLICT', async () => {
        const bus = await openBus();
        const name = await queue(bus);
        await consume(bus, name, { durable: 'workers', handler: async () => {} });
        await expect(bus.consume(name, { durable: 'others', handler: async () => {} })).rejects.toMatchObject({
          code: 'BUS_DURABLE_CONFLICT',
        });
      });

      it('stop() waits for in-flight handlers; a new consumer with the same durable continues', async () => {
        const bus = await openBus();
        const name = await queue(bus);
        const jobs = Array.from({ length: 6 }, (_, i) => i);
        for (const job of jobs) await bus.enqueue(name, job);
        const first: number[] = [];
        let inFlight = 0;
        const consumer = await bus.consume(name, {
          durable: 'workers',
          handler: async (job) => {
            inFlight++;
            await sleep(80);
            first.push(job.data as number);
            inFlight--;
          },
        });
        await waitFor(() => first.length >= 2, 5_000, 'two jobs before stop');
        await consumer.stop();
        expect(inFlight).toBe(0);
        const stoppedWith = first.length;
        expect(stoppedWith).toBeLessThan(6);
        await sleep(100);
        expect(first).toHaveLength(stoppedWith);

        const second: number[] = [];
        await consume(bus, name, { durable: 'workers', handler: async (job) => void second.push(job.data as number) });
        await waitFor(() => first.length + second.length >= 6, ACK_WAIT_MS * 4, 'remaining jobs');
        await sleep(100);
        expect([...first, ...second].sort()).toEqual(jobs);
      });

      it('rejects enqueue and consume on a queue that was never ensured', async () => {
        const bus = await openBus();
        const name = unique('missing_');
        await expect(bus.enqueue(name, 'x')).rejects.toMatchObject({ code: 'BUS_QUEUE_UNKNOWN' });
        await expect(bus.consume(name, { durable: 'workers', handler: async () => {} })).rejects.toMatchObject({ code: 'BUS_QUEUE_UNKNOWN' });
      });

      it('rejects an invalid queue name', async () => {
        const bus = await openBus();
        await expect(bus.ensureQueue({ name: 'has.dot', ackWaitMs: ACK_WAIT_MS, maxDeliver: 3 })).rejects.toMatchObject({
          code: 'BUS_INVALID_QUEUE_CONFIG',
        });
      });

      it('closes with a consumer and a delayed redelivery pending', async () => {
        const bus = await factory({ onError });
        const name = await queue(bus);
        let delivered = 0;
        await bus.consume(name, {
          durable: 'workers',
          handler: async (job) => {
            delivered++;
            await job.nak(5_000);
          },
        });
        await bus.enqueue(name, 'later');
        await waitFor(() => delivered === 1, 5_000, 'delivery');
        await bus.close();
        await expect(bus.publish('after.close', 1)).rejects.toMatchObject({ code: 'BUS_CLOSED' });
      });
    });
  });
}
