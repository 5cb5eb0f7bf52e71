import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { eventFor } from './eventStore.contract.ts';
import type { EventStore, RecordedEvent, Subscription } from './eventStore.ts';
import { createSqliteEventStore } from './sqliteEventStore.ts';
import { tempDatabasePath } from './testSupport/tempStore.ts';

/**
 * Several processes on one SQLite file, and a writer killed with SIGKILL mid-loop.
 * Children run appendLoop.ts on process.execPath (Node 24 strips the types itself).
 */

const appendLoop = fileURLToPath(new URL('./testSupport/appendLoop.ts', import.meta.url));

interface Report {
  batchId: string;
  streamId: string;
  position: bigint;
  size: number;
}

interface Writer {
  child: ChildProcess;
  reports: Report[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stderr(): string;
}

function startWriter(dbPath: string, writerId: string, batches: number, batchSize: number): Writer {
  const child = spawn(process.execPath, [appendLoop, dbPath, writerId, String(batches), String(batchSize)], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const reports: Report[] = [];
  let pending = '';
  let stderr = '';
  child.stdout!.setEncoding('utf8');
  child.stdout!.on('data', (chunk: string) => {
    pending += chunk;
    const lines = pending.split('\n');
    // The last piece is an unfinished line (or ''): a batch is only reported once complete.
    pending = lines.pop()!;
    for (const line of lines) {
      const parsed = JSON.parse(line) as { batchId: string; streamId: string; position: string; size: number };
      reports.push({ ...parsed, position: BigInt(parsed.position) });
    }
  });
  child.stderr!.setEncoding('utf8');
  child.stderr!.on('data', (chunk: string) => {
    stderr += chunk;
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) => {
    // 'close' (not 'exit'): stdout has been fully read by then.
    child.on('close', (code, signal) => done({ code, signal }));
  });
  return { child, reports, exited, stderr: () => stderr };
}

async function waitFor(condition: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((done) => setTimeout(done, 5));
  }
}

/** Every invariant a crash must not break, checked on the whole log. */
function expectConsistentLog(all: RecordedEvent[]): void {
  // Positions contiguous from 1: no gaps, nothing lost in the middle.
  expect(all.map((event) => event.position)).toEqual(all.map((_, index) => BigInt(index + 1)));

  // Revisions per stream contiguous from 0.
  const revisions = new Map<string, bigint[]>();
  for (const event of all) {
    const list = revisions.get(event.streamId) ?? [];
    list.push(event.revision);
    revisions.set(event.streamId, list);
  }
  for (const list of revisions.values()) {
    expect(list).toEqual(list.map((_, index) => BigInt(index)));
  }

  // Every batch is complete and occupies consecutive positions: all-or-nothing.
  const byBatch = new Map<string, RecordedEvent[]>();
  for (const event of all) {
    const batchId = event.metadata.batchId as string;
    const list = byBatch.get(batchId) ?? [];
    list.push(event);
    byBatch.set(batchId, list);
  }
  for (const events of byBatch.values()) {
    expect(events).toHaveLength(events[0]!.metadata.batchSize as number);
    const first = events[0]!.position;
    expect(events.map((event) => event.position)).toEqual(events.map((_, index) => first + BigInt(index)));
  }
}

describe('sqlite event store across processes', () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  function track(writer: Writer): Writer {
    cleanups.push(() => {
      if (writer.child.exitCode === null && writer.child.signalCode === null) writer.child.kill('SIGKILL');
    });
    return writer;
  }

  function openStore(path: string): EventStore {
    const store = createSqliteEventStore({ path });
    cleanups.push(() => store.close());
    return store;
  }

  it('runs the children on Node 24', () => {
    expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(24);
  });

  it("delivers another process's appends to this process's subscription through polling", async () => {
    const file = tempDatabasePath();
    cleanups.push(() => file.remove());
    const store = openStore(file.path);
    const received: RecordedEvent[] = [];
    const subscription: Subscription = store.subscribeToAll({
      fromPosition: 0n,
      pollIntervalMs: 50,
      handler: async (events) => {
        received.push(...events);
      },
    });
    cleanups.push(() => subscription.stop());

    const writer = track(startWriter(file.path, 'p', 4, 3));
    const { code } = await writer.exited;
    expect(code, writer.stderr()).toBe(0);
    await waitFor(() => received.length >= 12, 5_000, 'polled events');
    expect(received.map((event) => event.position)).toEqual(received.map((_, index) => BigInt(index + 1)));
    expect(new Set(received.map((event) => event.metadata.batchId)).size).toBe(4);
    expect(received.at(-1)!.position).toBe(writer.reports.at(-1)!.position);
  });

  it('lets several processes append to one file concurrently without losing or reordering anything', async () => {
    const file = tempDatabasePath();
    cleanups.push(() => file.remove());
    const writers = ['x', 'y', 'z'].map((id) => track(startWriter(file.path, id, 150, 4)));
    const exits = await Promise.all(writers.map((writer) => writer.exited));
    exits.forEach(({ code }, index) => expect(code, writers[index]!.stderr()).toBe(0));

    const store = openStore(file.path);
    const all = await store.readAll();
    expect(all).toHaveLength(3 * 150 * 4);
    expectConsistentLog(all);
  });

  it('survives SIGKILL mid-loop: reported commits are present, no gaps, no partial batch, appends resume', async () => {
    const file = tempDatabasePath();
    cleanups.push(() => file.remove());
    const reported: Report[] = [];

    // Several rounds on the same file, so kills land at different points of the loop.
    for (let round = 0; round < 4; round++) {
      const writer = track(startWriter(file.path, 'k', 0, 7));
      const target = 20 + round * 15;
      await waitFor(() => writer.reports.length >= target, 20_000, `${target} committed batches`);
      writer.child.kill('SIGKILL');
      const { signal } = await writer.exited;
      expect(signal).toBe('SIGKILL');
      reported.push(...writer.reports);

      const store = createSqliteEventStore({ path: file.path });
      try {
        const all = await store.readAll();
        expectConsistentLog(all);
        const ids = new Set(all.map((event) => event.metadata.batchId));
        for (const report of reported) expect(ids.has(report.batchId)).toBe(true);
        const positions = new Set(all.map((event) => event.position));
        for (const report of reported) expect(positions.has(report.position)).toBe(true);

        // The file accepts new appends right after the crash, at the next position.
        const head = await store.headPosition();
        const batchId = `after-crash-${round}`;
        const events = [eventFor(), eventFor()].map((event) => ({
          ...event,
          metadata: { ...event.metadata, batchId, batchSize: 2 },
        }));
        const result = await store.append(batchId, events, 'no_stream');
        expect(result.position).toBe(head + 2n);
      } finally {
        await store.close();
      }
    }
  });
});
