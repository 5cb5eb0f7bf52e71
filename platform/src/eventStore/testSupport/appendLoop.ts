/**
 * Child process for the SQLite cross-process and crash tests.
 * Usage: appendLoop.ts <dbPath> <writerId> <batches (0 = until killed)> <batchSize>
 *
 * Appends batches round-robin to three streams with an exact expected revision and prints one
 * JSON line per committed batch, only after append() returned (i.e. after COMMIT).
 */
import { randomUUID } from 'node:crypto';
import { writeSync } from 'node:fs';
import { createSqliteEventStore } from '../sqliteEventStore.ts';
import type { EventToAppend } from '../eventStore.ts';

const [dbPath, writerId = 'w', batchesArg = '0', batchSizeArg = '5'] = process.argv.slice(2);
if (!dbPath) throw new Error('usage: appendLoop.ts <dbPath> <writerId> <batches> <batchSize>');
const batches = Number(batchesArg);
const batchSize = Number(batchSizeArg);

const store = createSqliteEventStore({ path: dbPath });
const streams = [0, 1, 2].map((n) => `crash-${writerId}${n}`);
const revisions = new Map<string, bigint | null>();
for (const stream of streams) revisions.set(stream, await store.streamRevision(stream));

for (let n = 0; batches === 0 || n < batches; n++) {
  const streamId = streams[n % streams.length]!;
  const batchId = randomUUID();
  const events: EventToAppend[] = Array.from({ length: batchSize }, (_, index) => ({
    id: randomUUID(),
    type: 'CrashTested',
    data: { writerId, batch: n, index },
    metadata: {
      companyId: null,
      userId: 'service:crash-test',
      correlationId: batchId,
      causationId: null,
      occurredAt: new Date().toISOString(),
      version: 1,
      batchId,
      batchSize,
    },
  }));
  const current = revisions.get(streamId) ?? null;
  const result = await store.append(streamId, events, current === null ? 'no_stream' : current);
  revisions.set(streamId, result.nextExpectedRevision);
  // Synchronous write: the line is in the pipe before the next append starts, so a report
  // is never lost behind a SIGKILL that lands after the commit.
  writeSync(1, `${JSON.stringify({ batchId, streamId, position: result.position.toString(), size: batchSize })}\n`);
}
await store.close();
