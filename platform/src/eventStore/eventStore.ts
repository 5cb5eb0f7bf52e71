/**
 * Event store port. Shaped after Emmett's EventStore: streams named `<category>-<id>`,
 * optimistic concurrency through an expected revision, a global log ordered by position,
 * and catch-up subscriptions from an exclusive checkpoint.
 *
 * Revisions are 0-based (first event of a stream has revision 0n). Global positions are
 * positive bigints, strictly increasing in commit order; position 0n means "before the first".
 */

export type ExpectedRevision = 'any' | 'no_stream' | 'stream_exists' | bigint;

export interface EventMetadata {
  companyId: string | null;
  /** User id, or the name of the service that acted (e.g. `service:seed`). */
  userId: string;
  correlationId: string;
  causationId: string | null;
  occurredAt: string;
  /** Schema version of the payload. */
  version: number;
  [key: string]: unknown;
}

/** An event as the caller hands it to `append`. */
export interface EventToAppend {
  /** UUID (v7). Unique across the whole store; appending a known id again is a conflict. */
  id: string;
  type: string;
  data: unknown;
  metadata: EventMetadata;
}

/** An event as it was committed. */
export interface RecordedEvent {
  id: string;
  streamId: string;
  revision: bigint;
  position: bigint;
  type: string;
  data: unknown;
  metadata: EventMetadata;
  recordedAt: string;
}

export interface AppendResult {
  /** Revision of the last event written to the stream. */
  nextExpectedRevision: bigint;
  /** Global position of the last event written. */
  position: bigint;
}

export interface ReadStreamOptions {
  direction?: 'forwards' | 'backwards';
  /** Inclusive start revision. Forwards defaults to 0n, backwards to the end of the stream. */
  fromRevision?: bigint;
  maxCount?: number;
}

export interface ReadAllOptions {
  /** Exclusive: events with position > fromPosition are returned. Default 0n. */
  fromPosition?: bigint;
  maxCount?: number;
}

export interface SubscribeOptions {
  /** Exclusive checkpoint: delivery starts after this position. */
  fromPosition: bigint;
  /** Max events per handler call. Default 500. */
  batchSize?: number;
  /** Polling interval for commits made by other processes. Default 250 ms. */
  pollIntervalMs?: number;
  /** Called with batches in global order; the next batch is delivered only after the promise resolves. */
  handler: (events: RecordedEvent[]) => Promise<void>;
  /** Called when the handler throws; the subscription then stops. */
  onError?: (error: unknown) => void;
}

export interface Subscription {
  /** Resolves once the loop has stopped and no handler call is running. */
  stop(): Promise<void>;
}

export interface EventStore {
  readonly kind: string;
  append(streamId: string, events: EventToAppend[], expected?: ExpectedRevision): Promise<AppendResult>;
  /** Returns [] for a stream that does not exist. */
  readStream(streamId: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;
  /**
   * One event by its id, or null when the stream does not hold it. The stream is named because
   * not every store indexes ids globally (SQLite does; KurrentDB scans that stream backwards).
   */
  readEvent(streamId: string, eventId: string): Promise<RecordedEvent | null>;
  /** Current revision of the stream, or null when it does not exist. */
  streamRevision(streamId: string): Promise<bigint | null>;
  readAll(options?: ReadAllOptions): Promise<RecordedEvent[]>;
  /** Position of the last committed event, 0n when empty. */
  headPosition(): Promise<bigint>;
  subscribeToAll(options: SubscribeOptions): Subscription;
  close(): Promise<void>;
}
