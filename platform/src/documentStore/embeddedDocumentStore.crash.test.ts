import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import type { DocumentStore } from './documentStore.ts';
import { createEmbeddedDocumentStore } from './embeddedDocumentStore.ts';
import { DOCS_PER_COLLECTION, LOOP_CHECKPOINT, LOOP_COLLECTIONS } from './testSupport/crashLoopLayout.ts';

const script = join(dirname(fileURLToPath(import.meta.url)), 'testSupport', 'projectLoop.ts');

interface LoopRun {
  /** Resolves with the checkpoints the child reported as committed, once it has exited. */
  exited: Promise<{ printed: bigint[]; code: number | null; signal: NodeJS.Signals | null; stderr: string }>;
  kill(): void;
  /** Resolves once the child has reported at least `count` commits. */
  committed(count: number): Promise<void>;
}

function runLoop(path: string, last: bigint): LoopRun {
  const child = spawn(process.execPath, [script, path, last.toString()], { stdio: ['ignore', 'pipe', 'pipe'] });
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
    child.on('close', (code, signal) => resolve({ printed, code, signal, stderr }));
  });
  return {
    exited,
    kill: () => child.kill('SIGKILL'),
    committed: (count) =>
      new Promise<void>((resolve, reject) => {
        if (printed.length >= count) return resolve();
        waiters.push({ count, resolve });
        void exited.then(({ stderr: output }) => reject(new Error(`loop exited after ${printed.length} commits:\n${output}`)));
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

describe('embedded document store crash safety', () => {
  let dir: string | undefined;

  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('after SIGKILL mid-run, holds exactly the batches up to its checkpoint and resumes from it', async () => {
    dir = mkdtempSync(join(tmpdir(), 'docstore-crash-'));
    const path = join(dir, 'projection.sqlite');

    const run = runLoop(path, 1_000_000_000n);
    await run.committed(150);
    run.kill();
    const { printed, signal } = await run.exited;
    expect(signal).toBe('SIGKILL');
    const lastPrinted = printed.at(-1)!;

    let store = createEmbeddedDocumentStore({ path });
    const checkpoint = (await store.getCheckpoint(LOOP_CHECKPOINT))!;
    // A commit may land after its line was written to stdout but before the kill: >=, not ==.
    expect(checkpoint).toBeGreaterThanOrEqual(lastPrinted);
    await expectCountersAt(store, checkpoint);
    await store.close();

    const final = checkpoint + 40n;
    const resumed = runLoop(path, final);
    const { code, printed: resumedPrinted, stderr } = await resumed.exited;
    expect(code, stderr).toBe(0);
    expect(resumedPrinted[0]).toBe(checkpoint + 1n);
    expect(resumedPrinted.at(-1)).toBe(final);

    store = createEmbeddedDocumentStore({ path });
    expect(await store.getCheckpoint(LOOP_CHECKPOINT)).toBe(final);
    await expectCountersAt(store, final);
    await store.close();
  });
});
