import { DatabaseSync } from 'node:sqlite';
import type { StatementSync } from 'node:sqlite';
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { appError } from '../errors/appError.ts';
import { DuplicateEventIdError, WrongExpectedRevisionError } from './errors.ts';
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
 * Embedded event store on one SQLite file (or ':memory:').
 *
 * Ordering and gaps: appends run inside `BEGIN IMMEDIATE`, which takes the database write lock
 * before reading the stream's revision, so writers (in this process or any other) are fully
 * serialised. Positions come from `INTEGER PRIMARY KEY AUTOINCREMENT` inside that lock, so they
 * are allocated and committed in the same order: a reader never sees position n+1 without n,
 * and reading "everything after my checkpoint" can never skip a late-committing lower position
 * (the classic gap problem of sequence-based stores with concurrent writers). A rolled-back
 * append also rolls back `sqlite_sequence`, so positions stay contiguous.
 */

export interface SqliteEventStoreOptions {
  /** File path, or ':memory:' for a private in-memory store. */
  path: string;
  /** How long a writer waits for another process's write lock before failing. Default 5000 ms. */
  busyTimeoutMs?: number;
  /**
   * Default 'FULL': every commit is fsynced. 'NORMAL' keeps commits safe from process crashes
   * but may lose the last ones on power loss; it roughly doubles append throughput.
   */
  synchronous?: 'FULL' | 'NORMAL';
}

const DEFAULT_BATCH_SIZE = 500;
const DEFAULT_POLL_INTERVAL_MS = 250;
const DEFAULT_BUSY_TIMEOUT_MS = 5_000;
const MAX_INT64 = 9_223_372_036_854_775_807n;

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS events (
    global_position INTEGER PRIMARY KEY AUTOINCREMENT,
    stream_id       TEXT    NOT NULL,
    stream_revision INTEGER NOT NULL,
    event_id        TEXT    NOT NULL UNIQUE,
    type            TEXT    NOT NULL,
    data            TEXT    NOT NULL,
    metadata        TEXT    NOT NULL,
    recorded_at     TEXT    NOT NULL,
    UNIQUE (stream_id, stream_revision)
  )`;

const COLUMNS = 'global_position, stream_id, stream_revision, event_id, type, data, metadata, recorded_at';

type Listener = () => void;

/**
 * Commit notices for every store instance in this process, keyed by absolute file path, so a
 * subscription on one instance wakes up at once when another instance on the same file commits.
 * Other processes are only seen through polling.
 */
const listenersByFile = new Map<string, Set<Listener>>();

function addListener(key: string, listener: Listener): void {
  let set = listenersByFile.get(key);
  if (!set) {
    set = new Set();
    listenersByFile.set(key, set);
  }
  set.add(listener);
}

function removeListener(key: string, listener: Listener): void {
  const set = listenersByFile.get(key);
  if (!set) return;
  set.delete(listener);
  if (set.size === 0) listenersByFile.delete(key);
}

function notifyListeners(key: string): void {
  const set = listenersByFile.get(key);
  if (!set) return;
  for (const listener of set) listener();
}

interface Statements {
  streamRevision: StatementSync;
  insert: StatementSync;
  readForwards: StatementSync;
  readBackwards: StatementSync;
  readAll: StatementSync;
  head: StatementSync;
  byId: StatementSync;
}

function prepare(db: DatabaseSync, sql: string): StatementSync {
  const statement = db.prepare(sql);
  // Revisions and positions are int64; reading them as numbers would silently lose precision.
  statement.setReadBigInts(true);
  return statement;
}

function toRecordedEvent(row: Record<string, unknown>): RecordedEvent {
  return {
    id: row.event_id as string,
    streamId: row.stream_id as string,
    revision: row.stream_revision as bigint,
    position: row.global_position as bigint,
    type: row.type as string,
    data: JSON.parse(row.data as string) as unknown,
    metadata: JSON.parse(row.metadata as string) as EventMetadata,
    recordedAt: row.recorded_at as string,
  };
}

function isExpectedRevisionMet(expected: ExpectedRevision, actual: bigint | null): boolean {
  switch (expected) {
    case 'any':
      return true;
    case 'no_stream':
      return actual === null;
    case 'stream_exists':
      return actual !== null;
    default:
      return actual === expected;
  }
}

function isDuplicateEventId(error: unknown): boolean {
  return error instanceof Error && error.message.includes('UNIQUE constraint failed: events.event_id');
}

function isBusy(error: unknown): boolean {
  // SQLITE_BUSY (5) and its extended codes share the low byte.
  return typeof error === 'object' && error !== null && 'errcode' in error && ((error.errcode as number) & 0xff) === 5;
}

/** SQLite limits: -1 means "no limit". */
function limitOf(maxCount: number | undefined): number {
  if (maxCount === undefined) return -1;
  if (!Number.isInteger(maxCount) || maxCount < 0) {
    throw appError('INVALID_MAX_COUNT', `maxCount must be a non-negative integer, got ${maxCount}`);
  }
  return maxCount;
}

interface PendingAppend {
  streamId: string;
  events: EventToAppend[];
  expected: ExpectedRevision;
  resolve(result: AppendResult): void;
  reject(error: unknown): void;
}

class SqliteEventStore implements EventStore {
  readonly kind = 'sqlite';
  readonly #db: DatabaseSync;
  readonly #statements: Statements;
  /** Registry key: the absolute file path, or a private key for ':memory:' (nothing is shared). */
  readonly #notifyKey: string;
  readonly #subscriptions = new Set<{ stop(): Promise<void> }>();
  #closed = false;
  /** Appends waiting for the next group commit. */
  #pending: PendingAppend[] = [];

  constructor(options: SqliteEventStoreOptions) {
    const inMemory = options.path === ':memory:';
    this.#notifyKey = inMemory ? `:memory:${randomUUID()}` : resolve(options.path);
    // The busy timeout lets several processes share the file: a writer waits for the lock
    // instead of failing at once with SQLITE_BUSY.
    this.#db = new DatabaseSync(options.path, { timeout: options.busyTimeoutMs ?? DEFAULT_BUSY_TIMEOUT_MS });
    // WAL: readers never block the writer and vice versa, which subscriptions polling from
    // other processes rely on. synchronous=FULL fsyncs the WAL on every commit: an append that
    // returned (and whose command the user saw succeed) survives a power loss or OS crash, not
    // just a process crash as with NORMAL. The event log is the source of truth, so it is
    // worth the fsync; batches of events per append keep the cost per event low.
    this.#db.exec('PRAGMA journal_mode = WAL');
    this.#db.exec(`PRAGMA synchronous = ${options.synchronous === 'NORMAL' ? 'NORMAL' : 'FULL'}`);
    this.#db.exec(SCHEMA);
    this.#statements = {
      streamRevision: prepare(this.#db, 'SELECT MAX(stream_revision) AS revision FROM events WHERE stream_id = ?'),
      insert: prepare(
        this.#db,
        'INSERT INTO events (stream_id, stream_revision, event_id, type, data, metadata, recorded_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      ),
      readForwards: prepare(
        this.#db,
        `SELECT ${COLUMNS} FROM events WHERE stream_id = ? AND stream_revision >= ? ORDER BY stream_revision ASC LIMIT ?`,
      ),
      readBackwards: prepare(
        this.#db,
        `SELECT ${COLUMNS} FROM events WHERE stream_id = ? AND stream_revision <= ? ORDER BY stream_revision DESC LIMIT ?`,
      ),
      readAll: prepare(this.#db, `SELECT ${COLUMNS} FROM events WHERE global_position > ? ORDER BY global_position ASC LIMIT ?`),
      head: prepare(this.#db, 'SELECT MAX(global_position) AS position FROM events'),
      // event_id is UNIQUE, so this is one lookup in its index.
      byId: prepare(this.#db, `SELECT ${COLUMNS} FROM events WHERE event_id = ? AND stream_id = ?`),
    };
  }

  /**
   * Group commit: appends that arrive while one is being committed wait in a queue and are written
   * together in the next transaction, each inside its own savepoint (so a failed expected-revision
   * check or duplicate id undoes only that append), with one fsync'd COMMIT for the group. Every
   * append is still all-or-nothing and resolves only once its COMMIT is durable.
   */
  append(streamId: string, events: EventToAppend[], expected: ExpectedRevision = 'any'): Promise<AppendResult> {
    try {
      this.#assertOpen();
    } catch (error) {
      return Promise.reject(error);
    }
    if (events.length === 0) {
      return Promise.reject(appError('EVENTS_REQUIRED', `Append to ${streamId} needs at least one event`));
    }
    return new Promise<AppendResult>((resolve, reject) => {
      this.#pending.push({ streamId, events, expected, resolve, reject });
      // After the current I/O phase: appends issued by every callback of that phase share one commit.
      if (this.#pending.length === 1) setImmediate(() => this.#flush());
    });
  }

  #flush(): void {
    const group = this.#pending;
    this.#pending = [];
    if (group.length === 0) return;
    if (this.#closed) {
      for (const append of group) append.reject(appError('EVENT_STORE_CLOSED', 'The event store is closed'));
      return;
    }
    const outcomes: ({ ok: true; result: AppendResult } | { ok: false; error: unknown })[] = [];
    // IMMEDIATE takes the write lock now, so the revision reads below cannot go stale before the
    // inserts (a DEFERRED transaction could read, then lose the upgrade race to another process).
    // While another process holds the lock this blocks (synchronous driver) for at most the
    // busy timeout; appends are short, so waits are too.
    try {
      this.#begin();
    } catch (error) {
      for (const append of group) append.reject(error);
      return;
    }
    try {
      for (const append of group) {
        this.#db.exec('SAVEPOINT append');
        try {
          outcomes.push({ ok: true, result: this.#write(append.streamId, append.events, append.expected) });
          this.#db.exec('RELEASE append');
        } catch (error) {
          // All-or-nothing: nothing of a failed append may remain.
          this.#db.exec('ROLLBACK TO append');
          this.#db.exec('RELEASE append');
          outcomes.push({ ok: false, error });
        }
      }
      this.#db.exec('COMMIT');
    } catch (error) {
      if (this.#db.isTransaction) this.#db.exec('ROLLBACK');
      for (const append of group) append.reject(error);
      return;
    }
    group.forEach((append, i) => {
      const outcome = outcomes[i]!;
      if (outcome.ok) append.resolve(outcome.result);
      else append.reject(outcome.error);
    });
    if (outcomes.some((o) => o.ok)) notifyListeners(this.#notifyKey);
  }

  /** One append inside the open transaction. */
  #write(streamId: string, events: EventToAppend[], expected: ExpectedRevision): AppendResult {
    const s = this.#statements;
    const actual = (s.streamRevision.get(streamId)?.revision ?? null) as bigint | null;
    if (!isExpectedRevisionMet(expected, actual)) {
      throw new WrongExpectedRevisionError(streamId, expected, actual);
    }
    const recordedAt = new Date().toISOString();
    let revision = actual ?? -1n;
    let position = 0n;
    for (const event of events) {
      revision += 1n;
      try {
        const changes = s.insert.run(
          streamId,
          revision,
          event.id,
          event.type,
          JSON.stringify(event.data ?? null),
          JSON.stringify(event.metadata),
          recordedAt,
        );
        position = BigInt(changes.lastInsertRowid);
      } catch (error) {
        if (isDuplicateEventId(error)) throw new DuplicateEventIdError(event.id);
        throw error;
      }
    }
    return { nextExpectedRevision: revision, position };
  }

  async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    this.#assertOpen();
    const limit = limitOf(options.maxCount);
    const rows =
      options.direction === 'backwards'
        ? this.#statements.readBackwards.all(streamId, options.fromRevision ?? MAX_INT64, limit)
        : this.#statements.readForwards.all(streamId, options.fromRevision ?? 0n, limit);
    return rows.map(toRecordedEvent);
  }

  async readEvent(streamId: string, eventId: string): Promise<RecordedEvent | null> {
    this.#assertOpen();
    const row = this.#statements.byId.get(eventId, streamId);
    return row ? toRecordedEvent(row) : null;
  }

  async streamRevision(streamId: string): Promise<bigint | null> {
    this.#assertOpen();
    return (this.#statements.streamRevision.get(streamId)?.revision ?? null) as bigint | null;
  }

  async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    this.#assertOpen();
    return this.#readAllSync(options.fromPosition ?? 0n, limitOf(options.maxCount));
  }

  async headPosition(): Promise<bigint> {
    this.#assertOpen();
    return (this.#statements.head.get()?.position ?? 0n) as bigint;
  }

  subscribeToAll(options: SubscribeOptions): Subscription {
    this.#assertOpen();
    const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
    const pollIntervalMs = options.pollIntervalMs ?? DEFAULT_POLL_INTERVAL_MS;
    if (!Number.isInteger(batchSize) || batchSize < 1) {
      throw appError('INVALID_BATCH_SIZE', `batchSize must be a positive integer, got ${batchSize}`);
    }
    let checkpoint = options.fromPosition;
    let stopped = false;
    // Set when there may be unread events: at start, after a commit notice, after a full batch.
    let pending = true;
    let wake: (() => void) | null = null;

    const onCommit = (): void => {
      pending = true;
      wake?.();
    };
    addListener(this.#notifyKey, onCommit);

    const idle = (): Promise<void> =>
      new Promise<void>((done) => {
        // Polling is the fallback for commits made by other processes, which send no notice.
        const timer = setTimeout(finish, pollIntervalMs);
        function finish(): void {
          clearTimeout(timer);
          wake = null;
          done();
        }
        wake = finish;
      });

    const loop = async (): Promise<void> => {
      while (!stopped) {
        if (!pending) {
          await idle();
          pending = true;
          continue;
        }
        pending = false;
        try {
          const batch = this.#readAllSync(checkpoint, batchSize);
          if (batch.length === 0) continue;
          // A full batch means the log may hold more right now: read again without waiting.
          if (batch.length === batchSize) pending = true;
          await options.handler(batch);
          checkpoint = batch[batch.length - 1]!.position;
        } catch (error) {
          stopped = true;
          reportSubscriptionError(options, error);
        }
      }
    };

    const running = loop().finally(() => removeListener(this.#notifyKey, onCommit));
    const subscription = {
      // Awaiting stop() inside the handler would wait for that very handler: don't.
      stop: async (): Promise<void> => {
        stopped = true;
        wake?.();
        // Resolves only after an in-flight handler call has finished.
        await running;
        this.#subscriptions.delete(subscription);
      },
    };
    this.#subscriptions.add(subscription);
    return subscription;
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    // Appends already accepted are written before the connection closes.
    this.#flush();
    // Subscriptions read through this connection, so they must end before it closes.
    await Promise.all([...this.#subscriptions].map((subscription) => subscription.stop()));
    this.#closed = true;
    this.#db.close();
  }

  #begin(): void {
    try {
      this.#db.exec('BEGIN IMMEDIATE');
    } catch (error) {
      if (isBusy(error)) {
        throw appError('EVENT_STORE_BUSY', 'The event store file stayed locked by another writer past the busy timeout');
      }
      throw error;
    }
  }

  #readAllSync(fromPosition: bigint, limit: number): RecordedEvent[] {
    return this.#statements.readAll.all(fromPosition, limit).map(toRecordedEvent);
  }

  #assertOpen(): void {
    if (this.#closed) throw appError('EVENT_STORE_CLOSED', 'The SQLite event store is closed');
  }
}

export function createSqliteEventStore(options: SqliteEventStoreOptions): EventStore {
  return new SqliteEventStore(options);
}
