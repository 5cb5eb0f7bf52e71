import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import { eventFor, runEventStoreContract } from './eventStore.contract.ts';
import { WrongExpectedRevisionError } from './errors.ts';
import type { EventStore, EventToAppend, RecordedEvent, Subscription } from './eventStore.ts';
import { createSqliteEventStore } from './sqliteEventStore.ts';
import { tempDatabasePath } from './testSupport/tempStore.ts';

runEventStoreContract('sqlite file', async () => {
  const file = tempDatabasePath();
  const store = createSqliteEventStore({ path: file.path });
  return {
    store,
    cleanup: async () => {
      await store.close();
      file.remove();
    },
  };
});

runEventStoreContract('sqlite :memory:', async () => {
  const store = createSqliteEventStore({ path: ':memory:' });
  return { store, cleanup: () => store.close() };
});

function batch(count: number): EventToAppend[] {
  return Array.from({ length: count }, (_, n) => eventFor('ThingHappened', { n }));
}

async function waitFor(condition: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Condition not met within ${timeoutMs} ms`);
    await new Promise((done) => setTimeout(done, 5));
  }
}

describe('sqlite event store specifics', () => {
  const files: { remove(): void }[] = [];
  const stores: EventStore[] = [];
  const subscriptions: Subscription[] = [];

  function open(path?: string): { store: EventStore; path: string } {
    let filePath = path;
    if (!filePath) {
      const file = tempDatabasePath();
      files.push(file);
      filePath = file.path;
    }
    const store = createSqliteEventStore({ path: filePath });
    stores.push(store);
    return { store, path: filePath };
  }

  afterEach(async () => {
    await Promise.all(subscriptions.splice(0).map((subscription) => subscription.stop()));
    await Promise.all(stores.splice(0).map((store) => store.close()));
    for (const file of files.splice(0)) file.remove();
  });

  it('opens the file in WAL mode with the documented schema', () => {
    const { path } = open();
    const db = new DatabaseSync(path);
    try {
      expect(db.prepare('PRAGMA journal_mode').get()).toEqual({ journal_mode: 'wal' });
      const columns = db.prepare('PRAGMA table_info(events)').all().map((column) => column.name);
      expect(columns).toEqual([
        'global_position',
        'stream_id',
        'stream_revision',
        'event_id',
        'type',
        'data',
        'metadata',
        'recorded_at',
      ]);
    } finally {
      db.close();
    }
  });

  it('assigns contiguous positions from 1, and a rejected append leaves no gap', async () => {
    const { store } = open();
    await store.append('a-1', batch(2));
    await expect(store.append('a-1', batch(1), 'no_stream')).rejects.toBeInstanceOf(WrongExpectedRevisionError);
    const known = eventFor();
    await store.append('b-1', [known]);
    await expect(store.append('c-1', [eventFor(), known])).rejects.toMatchObject({ code: 'DUPLICATE_EVENT' });
    await store.append('c-1', batch(2));
    const all = await store.readAll();
    expect(all.map((event) => event.position)).toEqual([1n, 2n, 3n, 4n, 5n]);
  });

  it('delivers a catch-up backlog in full batches', async () => {
    const { store } = open();
    await store.append('a-1', batch(5));
    const sizes: number[] = [];
    subscriptions.push(
      store.subscribeToAll({
        fromPosition: 0n,
        batchSize: 2,
        handler: async (events) => {
          sizes.push(events.length);
        },
      }),
    );
    await waitFor(() => sizes.reduce((sum, size) => sum + size, 0) >= 5);
    expect(sizes).toEqual([2, 2, 1]);
  });

  it('wakes subscriptions of other instances on the same file at once, without waiting for a poll', async () => {
    const { store: reader, path } = open();
    const { store: writer } = open(path);
    const received: RecordedEvent[] = [];
    subscriptions.push(
      reader.subscribeToAll({
        fromPosition: 0n,
        pollIntervalMs: 60_000,
        handler: async (events) => {
          received.push(...events);
        },
      }),
    );
    await new Promise((done) => setTimeout(done, 20));
    const started = Date.now();
    await writer.append('a-1', batch(3));
    await waitFor(() => received.length >= 3, 2_000);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('serialises writers on one file: the second of two equal expected revisions conflicts', async () => {
    const { store: first, path } = open();
    const { store: second } = open(path);
    await first.append('order-1', batch(1), 'no_stream');
    const results = await Promise.allSettled([
      first.append('order-1', batch(1), 0n),
      second.append('order-1', batch(1), 0n),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    const rejected = results.find((result) => result.status === 'rejected');
    expect(rejected?.reason).toBeInstanceOf(WrongExpectedRevisionError);
    expect((rejected?.reason as WrongExpectedRevisionError).actual).toBe(1n);
    expect(await second.streamRevision('order-1')).toBe(1n);
  });

  it('fails with EVENT_STORE_BUSY when another writer holds the lock past the busy timeout', async () => {
    const { path } = open();
    const store = createSqliteEventStore({ path, busyTimeoutMs: 50 });
    stores.push(store);
    const other = new DatabaseSync(path);
    other.exec('BEGIN IMMEDIATE');
    try {
      await expect(store.append('a-1', batch(1))).rejects.toMatchObject({ code: 'EVENT_STORE_BUSY' });
    } finally {
      other.exec('ROLLBACK');
      other.close();
    }
    expect((await store.append('a-1', batch(1))).position).toBe(1n);
  });

  it('keeps committed events across close and reopen', async () => {
    const { store, path } = open();
    const written = await store.append('a-1', batch(3));
    await store.close();
    const { store: reopened } = open(path);
    expect(await reopened.headPosition()).toBe(written.position);
    expect(await reopened.streamRevision('a-1')).toBe(2n);
  });

  it('stops its subscriptions on close and refuses use afterwards', async () => {
    const { store } = open();
    let calls = 0;
    store.subscribeToAll({
      fromPosition: 0n,
      handler: async () => {
        calls++;
      },
    });
    await store.close();
    await expect(store.append('a-1', batch(1))).rejects.toMatchObject({ code: 'EVENT_STORE_CLOSED' });
    await expect(store.readAll()).rejects.toMatchObject({ code: 'EVENT_STORE_CLOSED' });
    expect(calls).toBe(0);
  });
});
