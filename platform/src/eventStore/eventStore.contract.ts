import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { v7 as uuidv7 } from 'uuid';
import { DuplicateEventIdError, WrongExpectedRevisionError } from './errors.ts';
import { statusOf } from '../http/errorStatus.ts';
import type { EventMetadata, EventStore, EventToAppend, ExpectedRevision, RecordedEvent } from './eventStore.ts';

/**
 * One behavioural contract for every EventStore adapter. Tests use fresh stream names and
 * positions relative to the head when they start, so they also hold on a shared server.
 */

export interface EventStoreContractCapabilities {
  /** Appending an event id already in the store (any stream) is rejected. Default true. */
  globalEventIdUniqueness?: boolean;
  /** The factory returns a store with no events. Default true. */
  startsEmpty?: boolean;
}

export type EventStoreFactory = () => Promise<{ store: EventStore; cleanup(): Promise<void> }>;

const POLL_MS = 25;

export function metadataFor(overrides: Partial<EventMetadata> = {}): EventMetadata {
  return {
    companyId: 'company-1',
    userId: 'user-1',
    correlationId: uuidv7(),
    causationId: null,
    occurredAt: '2025-01-02T03:04:05.678Z',
    version: 1,
    ...overrides,
  };
}

export function eventFor(type = 'ThingHappened', data: unknown = { n: 1 }, id = uuidv7()): EventToAppend {
  return { id, type, data, metadata: metadataFor() };
}

function events(count: number, type = 'ThingHappened'): EventToAppend[] {
  return Array.from({ length: count }, (_, n) => eventFor(type, { n }));
}

function newStream(category = 'thing'): string {
  return `${category}-${uuidv7()}`;
}

async function waitFor(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Condition not met within ${timeoutMs} ms`);
    await sleep(10);
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((done) => setTimeout(done, ms));
}

async function conflictOf(promise: Promise<unknown>): Promise<WrongExpectedRevisionError> {
  const error = await promise.then(
    () => undefined,
    (rejection: unknown) => rejection,
  );
  expect(error).toBeInstanceOf(WrongExpectedRevisionError);
  return error as WrongExpectedRevisionError;
}

function expectStrictlyIncreasing(positions: bigint[]): void {
  for (let i = 1; i < positions.length; i++) {
    expect(positions[i]! > positions[i - 1]!).toBe(true);
  }
}

export function runEventStoreContract(
  name: string,
  factory: EventStoreFactory,
  capabilities: EventStoreContractCapabilities = {},
): void {
  const globalEventIdUniqueness = capabilities.globalEventIdUniqueness ?? true;
  const startsEmpty = capabilities.startsEmpty ?? true;

  describe(`EventStore contract: ${name}`, () => {
    let store: EventStore;
    let cleanup: () => Promise<void>;

    beforeEach(async () => {
      ({ store, cleanup } = await factory());
    });

    afterEach(async () => {
      await cleanup();
    });

    describe('append and expected revision', () => {
      it('appends to a new stream with no_stream and numbers revisions from 0', async () => {
        const stream = newStream();
        const result = await store.append(stream, events(2), 'no_stream');
        expect(result.nextExpectedRevision).toBe(1n);
        expect(result.position > 0n).toBe(true);
        expect(await store.streamRevision(stream)).toBe(1n);
        const read = await store.readStream(stream);
        expect(read.map((event) => event.revision)).toEqual([0n, 1n]);
        expect(read[1]!.position).toBe(result.position);
      });

      it('rejects no_stream on an existing stream with the actual revision', async () => {
        const stream = newStream();
        await store.append(stream, events(3), 'no_stream');
        const error = await conflictOf(store.append(stream, events(1), 'no_stream'));
        expect(error.actual).toBe(2n);
        expect(error.expected).toBe('no_stream');
        expect(error.streamId).toBe(stream);
        expect(error.code).toBe('CONCURRENCY_CONFLICT');
        expect(statusOf(error.code)).toBe(409);
        expect(await store.streamRevision(stream)).toBe(2n);
      });

      it('accepts stream_exists on an existing stream and rejects it on a missing one', async () => {
        const stream = newStream();
        const missing = await conflictOf(store.append(stream, events(1), 'stream_exists'));
        expect(missing.actual).toBeNull();
        expect(await store.readStream(stream)).toEqual([]);

        await store.append(stream, events(1), 'no_stream');
        const result = await store.append(stream, events(1), 'stream_exists');
        expect(result.nextExpectedRevision).toBe(1n);
      });

      it('accepts an exact revision and rejects a stale one with the actual revision', async () => {
        const stream = newStream();
        const first = await store.append(stream, events(2));
        const second = await store.append(stream, events(1), first.nextExpectedRevision);
        expect(second.nextExpectedRevision).toBe(2n);

        const stale = await conflictOf(store.append(stream, events(1), first.nextExpectedRevision));
        expect(stale.expected).toBe(1n);
        expect(stale.actual).toBe(2n);

        const ahead = await conflictOf(store.append(stream, events(1), 5n));
        expect(ahead.actual).toBe(2n);
        expect(await store.streamRevision(stream)).toBe(2n);
      });

      it('rejects an exact revision on a missing stream with actual null', async () => {
        const error = await conflictOf(store.append(newStream(), events(1), 0n));
        expect(error.actual).toBeNull();
      });

      it('accepts any (the default) on missing and existing streams', async () => {
        const stream = newStream();
        expect((await store.append(stream, events(1), 'any')).nextExpectedRevision).toBe(0n);
        expect((await store.append(stream, events(2))).nextExpectedRevision).toBe(2n);
      });

      it('numbers revisions contiguously across appends and returns the last position', async () => {
        const stream = newStream();
        const sizes = [2, 1, 3];
        let expected: ExpectedRevision = 'no_stream';
        const positions: bigint[] = [];
        for (const size of sizes) {
          const result = await store.append(stream, events(size), expected);
          expected = result.nextExpectedRevision;
          positions.push(result.position);
        }
        expect(expected).toBe(5n);
        expectStrictlyIncreasing(positions);
        const read = await store.readStream(stream);
        expect(read.map((event) => event.revision)).toEqual([0n, 1n, 2n, 3n, 4n, 5n]);
        expectStrictlyIncreasing(read.map((event) => event.position));
        expect(read[1]!.position).toBe(positions[0]);
        expect(read[5]!.position).toBe(positions[2]);
      });

      it('settles concurrent appends one by one: a conflicting one writes nothing, the others all commit', async () => {
        const taken = newStream();
        await store.append(taken, events(1), 'no_stream');
        const streams = [newStream(), newStream(), newStream()];
        const same = newStream();
        const duplicate = events(1)[0]!;
        const outcomes = await Promise.allSettled([
          store.append(streams[0]!, events(2), 'no_stream'),
          store.append(taken, events(3), 'no_stream'),
          store.append(streams[1]!, events(1), 'no_stream'),
          store.append(same, events(1), 'no_stream'),
          store.append(same, events(1), 0n),
          store.append(streams[2]!, [duplicate], 'no_stream'),
          store.append(newStream(), [{ ...duplicate }]),
        ]);
        expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled', 'fulfilled', 'fulfilled', 'rejected']);
        expect(await store.streamRevision(taken)).toBe(0n);
        expect(await store.streamRevision(streams[0]!)).toBe(1n);
        expect(await store.streamRevision(same)).toBe(1n);
        const positions = outcomes.flatMap((o) => (o.status === 'fulfilled' ? [o.value.position] : []));
        expect(new Set(positions).size).toBe(positions.length);
        const all = await store.readAll();
        expect(all.filter((e) => e.id === duplicate.id)).toHaveLength(1);
      });

      it('rejects an empty append', async () => {
        await expect(store.append(newStream(), [])).rejects.toMatchObject({ code: 'EVENTS_REQUIRED' });
      });
    });

    describe('readStream', () => {
      let stream: string;
      beforeEach(async () => {
        stream = newStream();
        await store.append(stream, events(5), 'no_stream');
      });

      const revisionsOf = (read: RecordedEvent[]) => read.map((event) => event.revision);

      it('reads forwards from the start by default', async () => {
        const read = await store.readStream(stream);
        expect(revisionsOf(read)).toEqual([0n, 1n, 2n, 3n, 4n]);
        expect(read.map((event) => event.data)).toEqual([0, 1, 2, 3, 4].map((n) => ({ n })));
        expect(read.every((event) => event.streamId === stream && event.type === 'ThingHappened')).toBe(true);
      });

      it('reads forwards from an inclusive revision with maxCount', async () => {
        expect(revisionsOf(await store.readStream(stream, { fromRevision: 2n, maxCount: 2 }))).toEqual([2n, 3n]);
        expect(revisionsOf(await store.readStream(stream, { fromRevision: 3n }))).toEqual([3n, 4n]);
        expect(await store.readStream(stream, { fromRevision: 5n })).toEqual([]);
        expect(await store.readStream(stream, { maxCount: 0 })).toEqual([]);
      });

      it('reads backwards from the end by default and from an inclusive revision', async () => {
        expect(revisionsOf(await store.readStream(stream, { direction: 'backwards' }))).toEqual([4n, 3n, 2n, 1n, 0n]);
        expect(revisionsOf(await store.readStream(stream, { direction: 'backwards', maxCount: 2 }))).toEqual([4n, 3n]);
        expect(
          revisionsOf(await store.readStream(stream, { direction: 'backwards', fromRevision: 3n, maxCount: 2 })),
        ).toEqual([3n, 2n]);
        expect(revisionsOf(await store.readStream(stream, { direction: 'backwards', fromRevision: 0n }))).toEqual([0n]);
      });

      it('returns [] and a null revision for a missing stream', async () => {
        const missing = newStream();
        expect(await store.readStream(missing)).toEqual([]);
        expect(await store.readStream(missing, { direction: 'backwards' })).toEqual([]);
        expect(await store.streamRevision(missing)).toBeNull();
      });

      it('reads one event by id within its stream, and null for an unknown id or another stream', async () => {
        const [, third] = await store.readStream(stream, { fromRevision: 1n, maxCount: 2 });
        const read = await store.readEvent(stream, third!.id);
        expect(read).toEqual(third);
        expect(await store.readEvent(stream, uuidv7())).toBeNull();
        expect(await store.readEvent(newStream(), third!.id)).toBeNull();
      });

      it('round-trips id, data, metadata and recordedAt', async () => {
        const other = newStream();
        const metadata = metadataFor({
          companyId: null,
          userId: 'service:seed',
          causationId: uuidv7(),
          version: 3,
          traceId: 'trace-1',
          nested: { tags: ['a', 'b'], weight: 1.5 },
        });
        const data = { title: 'Æble – 🍎', price: 1999, tags: ['x'], nested: { ok: true, none: null } };
        const id = uuidv7();
        const before = Date.now();
        await store.append(other, [{ id, type: 'PriceObserved', data, metadata }]);
        const [event] = await store.readStream(other);
        expect(event).toMatchObject({ id, streamId: other, revision: 0n, type: 'PriceObserved' });
        expect(event!.data).toEqual(data);
        expect(event!.metadata).toEqual(metadata);
        const recordedAt = Date.parse(event!.recordedAt);
        expect(Number.isNaN(recordedAt)).toBe(false);
        expect(recordedAt).toBeGreaterThanOrEqual(before - 60_000);
      });
    });

    describe('readAll and headPosition', () => {
      it.skipIf(!startsEmpty)('has head position 0n and reads nothing when empty', async () => {
        expect(await store.headPosition()).toBe(0n);
        expect(await store.readAll()).toEqual([]);
      });

      it('reads the global log in commit order across streams from an exclusive position', async () => {
        const head = await store.headPosition();
        const a = newStream('a');
        const b = newStream('b');
        await store.append(a, events(2));
        await store.append(b, events(1));
        const last = await store.append(a, events(1));

        const all = await store.readAll({ fromPosition: head });
        expect(all.map((event) => [event.streamId, event.revision])).toEqual([
          [a, 0n],
          [a, 1n],
          [b, 0n],
          [a, 2n],
        ]);
        expectStrictlyIncreasing(all.map((event) => event.position));
        expect(all[0]!.position > head).toBe(true);
        expect(all[3]!.position).toBe(last.position);
        expect(await store.headPosition()).toBe(last.position);

        const afterSecond = await store.readAll({ fromPosition: all[1]!.position });
        expect(afterSecond.map((event) => event.id)).toEqual([all[2]!.id, all[3]!.id]);

        const limited = await store.readAll({ fromPosition: head, maxCount: 2 });
        expect(limited.map((event) => event.id)).toEqual([all[0]!.id, all[1]!.id]);
        expect(await store.readAll({ fromPosition: head, maxCount: 0 })).toEqual([]);
        expect(await store.readAll({ fromPosition: last.position })).toEqual([]);
      });

      it.skipIf(!startsEmpty)('reads from position 0n by default', async () => {
        await store.append(newStream(), events(3));
        const all = await store.readAll();
        expect(all).toHaveLength(3);
        expect(all[0]!.position > 0n).toBe(true);
      });
    });

    describe.skipIf(!globalEventIdUniqueness)('event id uniqueness', () => {
      it('rejects a batch holding a known event id and writes none of it', async () => {
        const a = newStream('a');
        const b = newStream('b');
        const known = eventFor();
        await store.append(a, [known]);
        const head = await store.headPosition();

        const batch = [eventFor(), { ...eventFor(), id: known.id }, eventFor()];
        const error = await store.append(b, batch).then(
          () => undefined,
          (rejection: unknown) => rejection,
        );
        expect(error).toBeInstanceOf(DuplicateEventIdError);
        expect(error).toMatchObject({ code: 'DUPLICATE_EVENT', details: { eventId: known.id } });
        expect(await store.readStream(b)).toEqual([]);
        expect(await store.streamRevision(b)).toBeNull();
        expect(await store.headPosition()).toBe(head);
        expect(await store.readAll({ fromPosition: head })).toEqual([]);

        // The store stays usable, and the stream starts cleanly at revision 0.
        const result = await store.append(b, [batch[0]!, batch[2]!], 'no_stream');
        expect(result.nextExpectedRevision).toBe(1n);
      });

      it('rejects the same id in one stream and twice within one batch', async () => {
        const stream = newStream();
        const event = eventFor();
        await store.append(stream, [event]);
        await expect(store.append(stream, [event])).rejects.toBeInstanceOf(DuplicateEventIdError);

        const twice = eventFor();
        await expect(store.append(stream, [twice, twice])).rejects.toBeInstanceOf(DuplicateEventIdError);
        expect(await store.streamRevision(stream)).toBe(0n);
      });
    });

    describe('bigint handling', () => {
      it('returns revisions and positions as bigints', async () => {
        const stream = newStream();
        const result = await store.append(stream, events(1));
        expect(typeof result.nextExpectedRevision).toBe('bigint');
        expect(typeof result.position).toBe('bigint');
        const [event] = await store.readStream(stream);
        expect(typeof event!.revision).toBe('bigint');
        expect(typeof event!.position).toBe('bigint');
        expect(typeof (await store.headPosition())).toBe('bigint');
        expect(typeof (await store.streamRevision(stream))).toBe('bigint');
      });

      it('handles revisions and positions beyond Number.MAX_SAFE_INTEGER without precision loss', async () => {
        const stream = newStream();
        await store.append(stream, events(1));
        const huge = 2n ** 53n + 1n;
        const error = await conflictOf(store.append(stream, events(1), huge));
        expect(error.expected).toBe(huge);
        expect(error.actual).toBe(0n);
        expect(await store.readStream(stream, { fromRevision: huge })).toEqual([]);
        expect(await store.readAll({ fromPosition: 2n ** 62n })).toEqual([]);
      });
    });

    describe('subscribeToAll', () => {
      const subscriptions: { stop(): Promise<void> }[] = [];
      afterEach(async () => {
        await Promise.all(subscriptions.splice(0).map((subscription) => subscription.stop()));
      });

      function collect(fromPosition: bigint, batchSize?: number) {
        const batches: RecordedEvent[][] = [];
        const subscription = store.subscribeToAll({
          fromPosition,
          pollIntervalMs: POLL_MS,
          ...(batchSize === undefined ? {} : { batchSize }),
          handler: async (batch) => {
            batches.push(batch);
          },
        });
        subscriptions.push(subscription);
        const received = () => batches.flat();
        return { batches, received, subscription };
      }

      it('catches up from a checkpoint in order, in batches of at most batchSize', async () => {
        const head = await store.headPosition();
        const a = newStream('a');
        const b = newStream('b');
        await store.append(a, events(2));
        await store.append(b, events(2));
        await store.append(a, events(1));
        const written = await store.readAll({ fromPosition: head });
        expect(written).toHaveLength(5);

        const { batches, received } = collect(startsEmpty ? 0n : head, 2);
        await waitFor(() => received().length >= 5);
        expect(received().map((event) => event.id)).toEqual(written.map((event) => event.id));
        expect(batches.every((batch) => batch.length >= 1 && batch.length <= 2)).toBe(true);
        expect(batches.length).toBeGreaterThanOrEqual(3);
        expectStrictlyIncreasing(received().map((event) => event.position));
      });

      it('starts after an exclusive mid checkpoint', async () => {
        const head = await store.headPosition();
        await store.append(newStream(), events(5));
        const written = await store.readAll({ fromPosition: head });

        const { received } = collect(written[1]!.position);
        await waitFor(() => received().length >= 3);
        await sleep(POLL_MS * 3);
        expect(received().map((event) => event.id)).toEqual(written.slice(2).map((event) => event.id));
      });

      it('delivers events appended after subscribing, in order', async () => {
        const head = await store.headPosition();
        const { received } = collect(head);
        await sleep(POLL_MS * 2);
        const stream = newStream();
        await store.append(stream, events(2));
        await store.append(newStream(), events(1));
        await store.append(stream, events(2));
        const written = await store.readAll({ fromPosition: head });
        await waitFor(() => received().length >= 5);
        expect(received().map((event) => event.id)).toEqual(written.map((event) => event.id));
      });

      it('delivers the next batch only after the handler promise resolves', async () => {
        const head = await store.headPosition();
        let running = 0;
        let maxRunning = 0;
        const seen: RecordedEvent[] = [];
        subscriptions.push(
          store.subscribeToAll({
            fromPosition: head,
            batchSize: 1,
            pollIntervalMs: POLL_MS,
            handler: async (batch) => {
              running++;
              maxRunning = Math.max(maxRunning, running);
              await sleep(15);
              seen.push(...batch);
              running--;
            },
          }),
        );
        await store.append(newStream(), events(4));
        await waitFor(() => seen.length >= 4);
        expect(maxRunning).toBe(1);
        expectStrictlyIncreasing(seen.map((event) => event.position));
      });

      it('stops delivering after stop(), and stop() waits for the running handler', async () => {
        const head = await store.headPosition();
        let release!: () => void;
        const gate = new Promise<void>((done) => {
          release = done;
        });
        let handlerEntered = false;
        let handlerFinished = false;
        const delivered: RecordedEvent[] = [];
        const subscription = store.subscribeToAll({
          fromPosition: head,
          pollIntervalMs: POLL_MS,
          handler: async (batch) => {
            handlerEntered = true;
            await gate;
            delivered.push(...batch);
            handlerFinished = true;
          },
        });
        await store.append(newStream(), events(1));
        await waitFor(() => handlerEntered);

        let stopped = false;
        const stopping = subscription.stop().then(() => {
          stopped = true;
        });
        await sleep(POLL_MS * 2);
        expect(stopped).toBe(false);
        release();
        await stopping;
        expect(handlerFinished).toBe(true);

        await store.append(newStream(), events(2));
        await sleep(POLL_MS * 4);
        expect(delivered).toHaveLength(1);
      });

      it('stops and reports through onError when the handler throws', async () => {
        const head = await store.headPosition();
        const failure = new Error('projection failed');
        const errors: unknown[] = [];
        let calls = 0;
        const subscription = store.subscribeToAll({
          fromPosition: head,
          pollIntervalMs: POLL_MS,
          handler: async () => {
            calls++;
            throw failure;
          },
          onError: (error) => errors.push(error),
        });
        subscriptions.push(subscription);
        await store.append(newStream(), events(1));
        await waitFor(() => errors.length > 0);
        expect(errors).toEqual([failure]);

        await store.append(newStream(), events(1));
        await sleep(POLL_MS * 4);
        expect(calls).toBe(1);
        await subscription.stop();
      });
    });
  });
}
