/**
 * Child process for the crash test: a stand-in projector. Resumes from its checkpoint and
 * applies batches up to `last` (inclusive); batch n increments the counter of every document
 * and stores checkpoint n with it. Prints each committed checkpoint on its own line.
 *
 * Usage: node projectLoop.ts <sqlite path> <last batch>
 */
import type { WriteOp } from '../documentStore.ts';
import { createEmbeddedDocumentStore } from '../embeddedDocumentStore.ts';
import { DOCS_PER_COLLECTION, LOOP_CHECKPOINT, LOOP_COLLECTIONS } from './crashLoopLayout.ts';

async function main(): Promise<void> {
  const [path, lastArg] = process.argv.slice(2);
  if (!path || !lastArg) throw new Error('usage: projectLoop.ts <sqlite path> <last batch>');
  const last = BigInt(lastArg);
  const store = createEmbeddedDocumentStore({ path });
  // A payload that makes SQLite's share of each batch large (each document spans pages), so a
  // kill often lands in the middle of writing one.
  const padding = 'x'.repeat(8_000);
  for (let batch = ((await store.getCheckpoint(LOOP_CHECKPOINT)) ?? 0n) + 1n; batch <= last; batch++) {
    const ops: WriteOp[] = [];
    for (const collection of LOOP_COLLECTIONS) {
      for (let i = 0; i < DOCS_PER_COLLECTION; i++) {
        ops.push({
          op: 'update',
          collection,
          id: `doc-${i}`,
          update: { $inc: { counter: 1 }, $set: { lastBatch: Number(batch), padding } },
          upsert: true,
        });
      }
    }
    await store.applyBatch(ops, { name: LOOP_CHECKPOINT, position: batch });
    process.stdout.write(`${batch}\n`);
  }
  await store.close();
}

await main();
