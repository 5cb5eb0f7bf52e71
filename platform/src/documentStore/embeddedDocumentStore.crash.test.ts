import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import type { DocumentStore } from './documentStore.ts';
import { createEmbeddedDocumentStore } from './embeddedDocumentStore.ts';
import { DOCS_PER_COLLECTION, LOOP_CHECKPOINT, LOOP_COLLECTIONS } from './testSupport/crashLoopLayout.ts';

const script = join(dirname(fileURLToPath(import.meta.url)), 'testSupport', 'projectLoop.ts');

/** Children still running, killed after each test so a failing assertion leaves no loop behind. */
const running = new Set<ChildProcess>();

interface LoopRun {
  /** Resolves with the checkpoints the child reported as committed, once it has exited. */
  exited: Promise<{ printed: bigint[]; code: number | null; signal: NodeJS.Signals | null; stderr: string }>;
  kill(): void;
  /** Resolves once the child has reported at least `count` commits. */
  committed(count: number): Promise<void>;
}

function runLoop(path: string, last: bigint): LoopRun {
  const child = spawn(process.execPath, [script, path, last.toString()], { stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  const printed: bigint[] = [];
  let buffered = '';
  let stderr = '';
  const waiters: Array<{ count: number; resolve: () => void }> = [];
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    buffered += chunk;
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) if (line.trim()) printed.push(BigInt(line.trim()));
    for (const waiter of waiters.filter((w) => printed.length >= w.count)) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve();
    }
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  const exited = new Promise<{ printed: bigint[]; code: number | null; signal: NodeJS.Signals | null; stderr: string }>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code, signal) => {
      running.delete(child);
      resolve({ printed, code, signal, stderr });
    });
  });
  return {
    exited,
    kill: () => child.kill('SIGKILL'),
    committed: (count) =>
      new Promise<void>((resolve, reject) => {
        if (printed.length >= count) return resolve();
        waiters.push({ count, resolve });
        // Settling after `resolve` is a no-op, so this only fires when the child dies too early.
        exited.then(({ stderr: output }) => reject(new Error(`loop exited after ${printed.length} commits:\n${output}`)), reject);
      }),
  };
}

async function expectCountersAt(store: DocumentStore, checkpoint: bigint): Promise<void> {
  for (const collection of LOOP_COLLECTIONS) {
    const docs = await store.find(collection, {}, { sort: { _id: 1 } });
    expect(docs).toHaveLength(DOCS_PER_COLLECTION);
    for (const doc of docs) {
      expect(doc.counter, `${collection}/${doc._id}`).toBe(Number(checkpoint));
      expect(doc.lastBatch, `${collection}/${doc._id}`).toBe(Number(checkpoint));
    }
  }
}

// Spawns child processes: on a loaded 2-core machine each start alone can take seconds.
describe('embedded document store crash safety', { timeout: 120_000 }, () => {
  let dir: string | undefined;

  afterEach(() => {
    for (const child of running) child.kill('SIGKILL');
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('after SIGKILL mid-run, holds exactly the batches up to its checkpoint and resumes from it', async () => {
    dir = mkdtempSync(join(tmpdir(), 'docstore-crash-'));
    const path = join(dir, 'projection.sqlite');

    // Several crashes at random moments, each followed by a resume from the stored checkpoint.
    let previous = 0n;
    for (let crash = 0; crash < 8; crash++) {
      const run = runLoop(path, 1_000_000_000n);
      await run.committed(20);
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 40));
      run.kill();
      const { printed, signal } = await run.exited;
      expect(signal).toBe('SIGKILL');
      expect(printed[0]).toBe(previous + 1n);

      const store = createEmbeddedDocumentStore({ path });
      const checkpoint = (await store.getCheckpoint(LOOP_CHECKPOINT))!;
      // A commit may land after the last line was written but before the kill: >=, not ==.
      expect(checkpoint).toBeGreaterThanOrEqual(printed.at(-1)!);
      await expectCountersAt(store, checkpoint);
      await store.close();
      previous = checkpoint;
    }

    const final = previous + 40n;
    const resumed = runLoop(path, final);
    const { code, printed, stderr } = await resumed.exited;
    expect(code, stderr).toBe(0);
    expect(printed[0]).toBe(previous + 1n);
    expect(printed.at(-1)).toBe(final);

    const store = createEmbeddedDocumentStore({ path });
    expect(await store.getCheckpoint(LOOP_CHECKPOINT)).toBe(final);
    await expectCountersAt(store, final);
    await store.close();
  });
});
