import {
  BACKWARDS,
  END,
  FORWARDS,
  KurrentDBClient,
  START,
  StreamNotFoundError,
  WrongExpectedVersionError,
  excludeSystemEvents,
  jsonEvent,
} from '@kurrent/kurrentdb-client';
import type {
  AppendResult as KurrentAppendResult,
  AllStreamResolvedEvent,
  AppendStreamState,
  JSONType,
  ReadPosition,
  ResolvedEvent,
} from '@kurrent/kurrentdb-client';
import { AppError, appError } from '../errors/appError.ts';
import { WrongExpectedRevisionError } from './errors.ts';
import { reportSubscriptionError } from './reportSubscriptionError.ts';
import type {
  AppendResult,
  EventMetadata,
  EventStore,
  EventToAppend,
  ExpectedRevision,
  ReadAllOptions,
  ReadStreamOptions,
  RecordedEvent,
  SubscribeOptions,
  Subscription,
} from './eventStore.ts';

/**
 * Production event store on KurrentDB (formerly EventStoreDB).
 *
 * Our `position` is the event's commit position in the transaction log. A Kurrent position is a
 * (commit, prepare) pair; for events written through the gRPC API (no explicit transactions)
 * both are equal, so a checkpoint is turned back into `{ commit: p, prepare: p }`.
 *
 * Event ids: Kurrent keys idempotency on event ids per stream and does not keep a global id
 * index, so appending a known id is deduplicated by the server rather than rejected with
 * DuplicateEventIdError as the SQLite adapter does.
 */

export interface KurrentEventStoreOptions {
  /** e.g. `kurrentdb://localhost:2113?tls=false` */
  connectionString: string;
}

const DEFAULT_BATCH_SIZE = 500;

type KurrentEvent = NonNullable<ResolvedEvent['event']> | NonNullable<AllStreamResolvedEvent['event']>;

function toStreamState(expected: ExpectedRevision): AppendStreamState {
  // Our literals are the client's constants (ANY = 'any', NO_STREAM = 'no_stream', ...).
  return expected;
}

function toReadPosition(position: bigint): ReadPosition {
  return position === 0n ? START : { commit: position, prepare: position };
}

function isSystemEvent(event: KurrentEvent): boolean {
  return event.type.startsWith('$');
}

function toRecordedEvent(resolved: ResolvedEvent | AllStreamResolvedEvent): RecordedEvent | null {
  const event = resolved.event;
  // Unresolved links and system events are not ours.
  if (!event || isSystemEvent(event)) return null;
  const position = event.position?.commit ?? resolved.commitPosition;
  if (position === undefined) {
    throw new AppError('EVENT_POSITION_MISSING', `KurrentDB returned event ${event.id} without a position`);
  }
  return {
    id: event.id,
    streamId: event.streamId,
    revision: event.revision,
    position,
    type: event.type,
    data: event.data,
    metadata: event.metadata as EventMetadata,
    recordedAt: event.created.toISOString(),
  };
}

function assertMaxCount(maxCount: number | undefined): void {
  if (maxCount !== undefined && (!Number.isInteger(maxCount) || maxCount < 0)) {
    throw appError('INVALID_MAX_COUNT', `maxCount must be a non-negative integer, got ${maxCount}`);
  }
}

class KurrentEventStore implements EventStore {
  readonly kind = 'kurrentdb';
  readonly #client: KurrentDBClient;
  readonly #subscriptions = new Set<Subscription>();

  constructor(options: KurrentEventStoreOptions) {
    this.#client = KurrentDBClient.connectionString(options.connectionString);
  }

  async append(streamId: string, events: EventToAppend[], expected: ExpectedRevision = 'any'): Promise<AppendResult> {
    if (events.length === 0) {
      throw appError('EVENTS_REQUIRED', `Append to ${streamId} needs at least one event`);
    }
    const eventData = events.map((event) =>
      jsonEvent({
        id: event.id,
        type: event.type,
        data: (event.data ?? null) as JSONType,
        metadata: event.metadata as Record<string, unknown>,
      }),
    );
    let result: KurrentAppendResult;
    try {
      result = await this.#client.appendToStream(streamId, eventData, { streamState: toStreamState(expected) });
    } catch (error) {
      if (error instanceof WrongExpectedVersionError) {
        const actual = error.actualState === 'no_stream' ? null : error.actualState;
        throw new WrongExpectedRevisionError(streamId, expected, actual);
      }
      throw error;
    }
    // Only reached when the client is configured with throwOnAppendFailure=false.
    if (!result.success) {
      const actual = result.nextExpectedRevision < 0n ? null : result.nextExpectedRevision;
      throw new WrongExpectedRevisionError(streamId, expected, actual);
    }
    const position = result.position?.commit ?? (await this.#lastPositionOf(streamId));
    return { nextExpectedRevision: result.nextExpectedRevision, position };
  }

  async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    assertMaxCount(options.maxCount);
    if (options.maxCount === 0) return [];
    const backwards = options.direction === 'backwards';
    const events: RecordedEvent[] = [];
    try {
      const reader = this.#client.readStream(streamId, {
        direction: backwards ? BACKWARDS : FORWARDS,
        fromRevision: options.fromRevision ?? (backwards ? END : START),
        ...(options.maxCount === undefined ? {} : { maxCount: options.maxCount }),
      });
      for await (const resolved of reader) {
        const event = toRecordedEvent(resolved);
        if (event) events.push(event);
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return events;
  }

  /** KurrentDB keeps no global id index: scan the stream from its end (recent events are asked for most). */
  async readEvent(streamId: string, eventId: string): Promise<RecordedEvent | null> {
    try {
      const reader = this.#client.readStream(streamId, { direction: BACKWARDS, fromRevision: END });
      for await (const resolved of reader) {
        if (resolved.event?.id !== eventId) continue;
        return toRecordedEvent(resolved);
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return null;
      throw error;
    }
    return null;
  }

  async streamRevision(streamId: string): Promise<bigint | null> {
    const [last] = await this.readStream(streamId, { direction: 'backwards', maxCount: 1 });
    return last?.revision ?? null;
  }

  async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    assertMaxCount(options.maxCount);
    const from = options.fromPosition ?? 0n;
    const maxCount = options.maxCount;
    if (maxCount === 0) return [];
    const events: RecordedEvent[] = [];
    const reader = this.#client.readAll({
      direction: FORWARDS,
      fromPosition: toReadPosition(from),
      filter: excludeSystemEvents(),
      // Reading from a position includes the event at it; ours is exclusive, so read one more.
      ...(maxCount === undefined ? {} : { maxCount: maxCount + 1 }),
    });
    for await (const resolved of reader) {
      const event = toRecordedEvent(resolved);
      if (!event || event.position <= from) continue;
      events.push(event);
      if (maxCount !== undefined && events.length >= maxCount) break;
    }
    return events;
  }

  async headPosition(): Promise<bigint> {
    const reader = this.#client.readAll({
      direction: BACKWARDS,
      fromPosition: END,
      filter: excludeSystemEvents(),
      maxCount: 1,
    });
    for await (const resolved of reader) {
      const event = toRecordedEvent(resolved);
      if (event) return event.position;
    }
    return 0n;
  }

  subscribeToAll(options: SubscribeOptions): Subscription {
    const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
    if (!Number.isInteger(batchSize) || batchSize < 1) {
      throw appError('INVALID_BATCH_SIZE', `batchSize must be a positive integer, got ${batchSize}`);
    }
    // Server-side catch-up then live; the checkpoint is exclusive on the server as it is for us.
    const source = this.#client.subscribeToAll({
      fromPosition: toReadPosition(options.fromPosition),
      filter: excludeSystemEvents(),
    });
    let checkpoint = options.fromPosition;
    let stopped = false;
    let ended = false;
    let failure: unknown = undefined;
    let wake: (() => void) | null = null;
    const signal = (): void => {
      const resume = wake;
      wake = null;
      resume?.();
    };
    // Pulling with read() (paused mode) keeps the stream's backpressure: nothing more is
    // buffered than the readable high-water mark while a handler runs.
    source.on('readable', signal);
    source.on('end', () => {
      ended = true;
      signal();
    });
    source.on('error', (error: Error) => {
      if (!stopped) failure = error;
      signal();
    });

    const nextBatch = (): RecordedEvent[] => {
      const batch: RecordedEvent[] = [];
      while (batch.length < batchSize) {
        const resolved = source.read() as AllStreamResolvedEvent | null;
        if (resolved === null) break;
        const event = toRecordedEvent(resolved);
        if (event && event.position > checkpoint) batch.push(event);
      }
      return batch;
    };

    const loop = async (): Promise<void> => {
      while (!stopped) {
        if (failure !== undefined) throw failure;
        const batch = nextBatch();
        if (batch.length === 0) {
          if (ended) throw appError('SUBSCRIPTION_ENDED', 'KurrentDB ended the $all subscription');
          // 'readable' fires after read() returned null and data arrived, so no wake-up is lost.
          await new Promise<void>((resume) => {
            wake = resume;
          });
          continue;
        }
        await options.handler(batch);
        checkpoint = batch[batch.length - 1]!.position;
      }
    };

    const running = loop()
      .catch((error: unknown) => {
        stopped = true;
        reportSubscriptionError(options, error);
      })
      .then(() => source.unsubscribe())
      .catch((error: unknown) => reportSubscriptionError(options, error));

    const subscription: Subscription = {
      stop: async () => {
        stopped = true;
        signal();
        await running;
        this.#subscriptions.delete(subscription);
      },
    };
    this.#subscriptions.add(subscription);
    return subscription;
  }

  async close(): Promise<void> {
    await Promise.all([...this.#subscriptions].map((subscription) => subscription.stop()));
    await this.#client.dispose();
  }

  async #lastPositionOf(streamId: string): Promise<bigint> {
    const [last] = await this.readStream(streamId, { direction: 'backwards', maxCount: 1 });
    if (!last) throw new AppError('EVENT_POSITION_MISSING', `Stream ${streamId} is empty right after an append`);
    return last.position;
  }
}

export function createKurrentEventStore(options: KurrentEventStoreOptions): EventStore {
  return new KurrentEventStore(options);
}
