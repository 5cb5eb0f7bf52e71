/**
 * Bus adapter on NATS (production). Notices and request/reply use core NATS subjects with JSON
 * payloads; work queues use JetStream: stream `Q_<name>` on subject `q.<name>` with work-queue
 * retention, and one durable pull consumer per queue. Works with nats-server 2.9.
 */
import {
  AckPolicy,
  JetStreamApiError,
  RetentionPolicy,
  StorageType,
  jetstream,
  jetstreamManager,
  type ConsumerInfo,
  type JetStreamManager,
} from '@nats-io/jetstream';
import { connect, nanos, RequestError, TimeoutError, type Msg } from '@nats-io/transport-node';
import { v7 as uuidv7 } from 'uuid';
import type { Bus, Consumer, ConsumeOptions, QueueConfig, Unsubscribe } from './bus.ts';
import {
  busClosed,
  busNoResponders,
  busTimeout,
  durableConflict,
  queueUnknown,
  validateDurableName,
  validateQueueConfig,
  validateQueueName,
} from './busErrors.ts';
import { startNatsWorkConsumer } from './natsWorkConsumer.ts';
import { DEDUPE_WINDOW_MS, DEFAULT_REQUEST_TIMEOUT_MS } from './busDefaults.ts';
import { openEnvelope, runResponder, type ReplyEnvelope } from './replyEnvelope.ts';
import type { ReportError } from './runJob.ts';

export interface NatsBusOptions {
  servers: string | string[];
  /** Connection name shown by the server (monitoring). */
  name?: string;
  /** Where failures of subscribers, responders, pulls and onGiveUp go. Default: console.error. */
  onError?: ReportError;
}

/** Queue group of all responders: responders of one subject share its requests. */
const RESPONDER_GROUP = 'bus-responders';
/** JetStream API error codes (nats-server 2.9). */
const STREAM_NOT_FOUND = 10059;
const STREAM_NAME_IN_USE = 10058;
const WORKQUEUE_CONSUMER_NOT_UNIQUE = 10099;

const streamName = (queue: string) => `Q_${queue}`;
const queueSubject = (queue: string) => `q.${queue}`;

const encoder = new TextEncoder();
const decoder = new TextDecoder();
const encode = (value: unknown): Uint8Array => encoder.encode(JSON.stringify(value ?? null));
const decode = (data: Uint8Array): unknown => (data.length === 0 ? undefined : (JSON.parse(decoder.decode(data)) as unknown));

const isApiError = (error: unknown, code: number): boolean => error instanceof JetStreamApiError && error.code === code;

export async function createNatsBus(options: NatsBusOptions): Promise<Bus> {
  const report: ReportError = options.onError ?? ((error, context) => console.error(`nats bus: ${context}`, error));
  const nc = await connect({ servers: options.servers, ...(options.name ? { name: options.name } : {}) });
  let jsm: JetStreamManager;
  try {
    jsm = await jetstreamManager(nc);
  } catch (error) {
    await nc.close();
    throw error;
  }
  const js = jetstream(nc);
  const queueConfigs = new Map<string, QueueConfig>();
  const consumers = new Set<Consumer>();
  let closed = false;

  const assertOpen = () => {
    if (closed) throw busClosed();
  };
  const flush = () => nc.flush();

  const ensureDurable = async (config: QueueConfig, durable: string): Promise<ConsumerInfo> => {
    const stream = streamName(config.name);
    const wanted = { ack_wait: nanos(config.ackWaitMs), max_deliver: config.maxDeliver };
    let info: ConsumerInfo;
    try {
      info = await jsm.consumers.add(stream, { durable_name: durable, ack_policy: AckPolicy.Explicit, ...wanted });
    } catch (error) {
      if (isApiError(error, STREAM_NOT_FOUND)) throw queueUnknown(config.name);
      if (isApiError(error, WORKQUEUE_CONSUMER_NOT_UNIQUE)) throw durableConflict(config.name, durable, await otherDurable(stream, durable));
      throw error;
    }
    // Same durable, new ack wait or max deliveries (ensureQueue changed): update in place.
    if (info.config.ack_wait !== wanted.ack_wait || info.config.max_deliver !== wanted.max_deliver) {
      info = await jsm.consumers.update(stream, durable, wanted);
    }
    return info;
  };

  const existingDurable = async (queue: string, durable: string): Promise<ConsumerInfo> => {
    try {
      return await jsm.consumers.info(streamName(queue), durable);
    } catch (error) {
      if (error instanceof JetStreamApiError) throw queueUnknown(queue);
      throw error;
    }
  };

  const otherDurable = async (stream: string, durable: string): Promise<string | null> => {
    for await (const info of jsm.consumers.list(stream)) {
      if (info.name !== durable) return info.name;
    }
    return null;
  };

  return {
    kind: 'nats',

    async publish(subject, message) {
      assertOpen();
      nc.publish(subject, encode(message));
    },

    async subscribe(subject, handler): Promise<Unsubscribe> {
      assertOpen();
      const sub = nc.subscribe(subject, {
        callback: (error, msg) => {
          if (error) {
            report(error, `subscription ${subject}`);
            return;
          }
          try {
            const result = handler(decode(msg.data), msg.subject);
            if (result instanceof Promise) result.catch((failure: unknown) => report(failure, `subscriber of ${subject} failed on ${msg.subject}`));
          } catch (failure) {
            report(failure, `subscriber of ${subject} failed on ${msg.subject}`);
          }
        },
      });
      // Make the subscription known to the server before resolving, so a publish that follows
      // from another connection reaches it.
      await flush();
      return async () => {
        if (!sub.isClosed()) sub.unsubscribe();
        if (!nc.isClosed()) await flush();
      };
    },

    async request<T>(subject: string, message: unknown, requestOptions?: { timeoutMs?: number }): Promise<T> {
      assertOpen();
      const timeoutMs = requestOptions?.timeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
      let reply: Msg;
      try {
        reply = await nc.request(subject, encode(message), { timeout: timeoutMs });
      } catch (error) {
        if (closed) throw busClosed();
        if (error instanceof RequestError && error.isNoResponders()) throw busNoResponders(subject);
        if (error instanceof TimeoutError || (error instanceof RequestError && error.cause instanceof TimeoutError)) {
          throw busTimeout(subject, timeoutMs);
        }
        throw error;
      }
      return openEnvelope<T>(decode(reply.data));
    },

    async reply(subject, handler): Promise<Unsubscribe> {
      assertOpen();
      const answer = async (msg: Msg) => {
        let envelope: ReplyEnvelope;
        try {
          envelope = await runResponder(handler, decode(msg.data));
        } catch (error) {
          // Undecodable request: runResponder itself never throws.
          envelope = { ok: false, error: { code: 'INTERNAL', message: error instanceof Error ? error.message : String(error) } };
        }
        let payload: Uint8Array;
        try {
          payload = encode(envelope);
        } catch (error) {
          payload = encode({ ok: false, error: { code: 'INTERNAL', status: 500, message: `Reply not serialisable: ${String(error)}` } });
        }
        if (!msg.respond(payload)) report(new Error('request without reply subject'), `responder of ${subject}`);
      };
      const sub = nc.subscribe(subject, {
        queue: RESPONDER_GROUP,
        callback: (error, msg) => {
          if (error) {
            report(error, `responder subscription ${subject}`);
            return;
          }
          answer(msg).catch((failure: unknown) => report(failure, `responder of ${subject}`));
        },
      });
      await flush();
      return async () => {
        if (!sub.isClosed()) sub.unsubscribe();
        if (!nc.isClosed()) await flush();
      };
    },

    async ensureQueue(config: QueueConfig) {
      assertOpen();
      validateQueueConfig(config);
      const streamConfig = {
        name: streamName(config.name),
        subjects: [queueSubject(config.name)],
        retention: RetentionPolicy.Workqueue,
        storage: StorageType.File,
        duplicate_window: nanos(DEDUPE_WINDOW_MS),
      };
      try {
        await jsm.streams.add(streamConfig);
      } catch (error) {
        // Created earlier with other settings: bring it in line (the retention cannot change).
        if (!isApiError(error, STREAM_NAME_IN_USE)) throw error;
        await jsm.streams.update(streamConfig.name, { subjects: streamConfig.subjects, duplicate_window: streamConfig.duplicate_window });
      }
      queueConfigs.set(config.name, { ...config });
    },

    async enqueue(queue, message, enqueueOptions) {
      assertOpen();
      validateQueueName(queue);
      try {
        // Always a msgID: a publish retried by the client is then stored once as well.
        await js.publish(queueSubject(queue), encode(message), { msgID: enqueueOptions?.msgId ?? uuidv7() });
      } catch (error) {
        // No stream listens on the subject: the client reports that as "JetStream not enabled".
        if (error instanceof Error && error.name === 'JetStreamNotEnabled') throw queueUnknown(queue);
        throw error;
      }
    },

    async queueDepth(queue) {
      assertOpen();
      // Work-queue retention: the stream holds exactly the jobs not yet acked.
      return (await jsm.streams.info(streamName(queue))).state.messages;
    },

    async consume<T>(queue: string, consumeOptions: ConsumeOptions<T>): Promise<Consumer> {
      assertOpen();
      validateQueueName(queue);
      validateDurableName(consumeOptions.durable);
      const config = queueConfigs.get(queue);
      // Without ensureQueue in this process, join the durable another process set up.
      const info = config ? await ensureDurable(config, consumeOptions.durable) : await existingDurable(queue, consumeOptions.durable);
      const jsConsumer = await js.consumers.get(streamName(queue), consumeOptions.durable);
      const maxDeliver = info.config.max_deliver && info.config.max_deliver > 0 ? info.config.max_deliver : Number.POSITIVE_INFINITY;
      const running = startNatsWorkConsumer({
        consumer: jsConsumer,
        options: consumeOptions,
        maxDeliver,
        flush,
        isConnectionClosed: () => nc.isClosed(),
        report,
      });
      const handle: Consumer = {
        async stop() {
          consumers.delete(handle);
          await running.stop();
        },
      };
      consumers.add(handle);
      return handle;
    },

    async close() {
      if (closed) return;
      closed = true;
      await Promise.all([...consumers].map((consumer) => consumer.stop()));
      // Drain: deliver what is in flight, flush what was published, then close.
      await nc.drain();
    },
  };
}
