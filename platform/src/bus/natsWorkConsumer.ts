/**
 * Runs a consume() on a JetStream durable pull consumer. Each concurrency slot pulls one message
 * at a time (fetch of 1), so a job is only pulled when a slot is free to work on it: nothing
 * waits in a client-side buffer while its ack deadline runs out.
 */
import type { Consumer as JsConsumer, ConsumerMessages, JsMsg } from '@nats-io/jetstream';
import type { ConsumeOptions, Consumer } from './bus.ts';
import { runJob, type DeliveredJob, type ReportError } from './runJob.ts';

/** How long one pull waits at the server (the client requires at least 1 s). */
const FETCH_EXPIRES_MS = 5_000;
/** Pause after a failed pull before the next one (server restart, reconnect). */
const RETRY_AFTER_ERROR_MS = 500;

export interface NatsWorkConsumerArgs<T> {
  consumer: JsConsumer;
  options: ConsumeOptions<T>;
  maxDeliver: number;
  /** Round-trip to the server, so an ack/nak is processed before the caller goes on. */
  flush: () => Promise<void>;
  isConnectionClosed: () => boolean;
  report: ReportError;
}

export function startNatsWorkConsumer<T>(args: NatsWorkConsumerArgs<T>): Consumer {
  const { consumer, options, report } = args;
  const pulls = new Set<ConsumerMessages>();
  let stopped = false;
  const pausedSlots = new Set<() => void>();

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        pausedSlots.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      timer.unref();
      pausedSlots.add(wake);
    });

  const pullOne = async (): Promise<JsMsg | null> => {
    const pull = await consumer.fetch({ max_messages: 1, expires: FETCH_EXPIRES_MS });
    pulls.add(pull);
    try {
      let received: JsMsg | null = null;
      // Ends after one message, at expiry, or when stop() stops the pull.
      for await (const msg of pull) received = msg;
      return received;
    } finally {
      pulls.delete(pull);
    }
  };

  const handle = async (msg: JsMsg) => {
    let data: T;
    try {
      data = msg.json<T>();
    } catch (error) {
      report(error, `undecodable job ${msg.seq} on ${msg.subject}: terminated`);
      msg.term();
      await args.flush();
      return;
    }
    await runJob(natsJob(msg, data, args.flush), options, args.maxDeliver, report);
  };

  const slot = async () => {
    while (!stopped) {
      if (args.isConnectionClosed()) {
        report(new Error('connection closed'), `consumer ${options.durable} stopped pulling`);
        return;
      }
      let msg: JsMsg | null;
      try {
        msg = await pullOne();
      } catch (error) {
        if (stopped) return;
        report(error, `pull for consumer ${options.durable} failed; retrying`);
        await pause(RETRY_AFTER_ERROR_MS);
        continue;
      }
      if (!msg) continue;
      if (stopped) {
        // Arrived while stopping: hand it back now instead of letting its ack wait run out.
        msg.nak();
        await args.flush().catch((error: unknown) => report(error, 'flush after stop'));
        return;
      }
      try {
        await handle(msg);
      } catch (error) {
        // Settling failed (e.g. connection lost): the server redelivers after ack_wait.
        report(error, `job ${msg.seq} for consumer ${options.durable}`);
      }
    }
  };

  const concurrency = Math.max(1, Math.floor(options.concurrency ?? 1));
  const slots = Array.from({ length: concurrency }, () => slot());

  return {
    async stop() {
      stopped = true;
      for (const wake of [...pausedSlots]) wake();
      for (const pull of pulls) pull.stop();
      await Promise.all(slots);
    },
  };
}

function natsJob<T>(msg: JsMsg, data: T, flush: () => Promise<void>): DeliveredJob<T> {
  let settled = false;
  const settle = async (send: () => void) => {
    if (settled) return;
    settled = true;
    send();
    await flush();
  };
  return {
    // enqueue always sets a msgID; the sequence is a fallback for messages published by others.
    id: msg.headers?.get('Nats-Msg-Id') || String(msg.seq),
    data,
    deliveryCount: msg.info.deliveryCount,
    get settled() {
      return settled;
    },
    ack: () => settle(() => msg.ack()),
    nak: (delayMs?: number) => settle(() => msg.nak(delayMs && delayMs > 0 ? delayMs : undefined)),
    term: () => settle(() => msg.term()),
    inProgress: async () => {
      if (settled) return;
      msg.working();
      await flush();
    },
  };
}
