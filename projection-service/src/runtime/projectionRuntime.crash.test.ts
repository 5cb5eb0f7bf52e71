import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createEmbeddedDocumentStore, createInProcessBus, createSqliteEventStore } from '@pm/platform';
import { ProjectionManager } from './projectionManager.ts';
import { physicalCollection } from './physicalNames.ts';
import { counterProjector } from './testSupport/counterProjector.ts';

const dir = mkdtempSync(join(tmpdir(), 'pm-projection-crash-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Run the child until it has committed at least `minAppends`, then SIGKILL it; returns the positions it reported. */
function runAndKill(eventsPath: string, docsPath: string, minAppends: number): Promise<bigint[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(import.meta.dirname, 'testSupport', 'appendAndProject.ts'), eventsPath, docsPath], { stdio: ['ignore', 'pipe', 'inherit'] });
    const positions: bigint[] = [];
    let buffer = '';
    child.stdout.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) positions.push(BigInt(line));
      if (positions.length >= minAppends && !child.killed) setTimeout(() => child.kill('SIGKILL'), Math.random() * 30);
    });
    child.on('exit', (_code, signal) => (signal === 'SIGKILL' ? resolve(positions) : reject(new Error(`child exited without being killed (${signal})`))));
  });
}

// Spawns four child processes in a row: on a loaded 2-core machine each start alone can take seconds.
describe('projection runtime under SIGKILL', { timeout: 120_000 }, () => {
  it('loses no committed event and applies every event exactly once after resuming', async () => {
    const eventsPath = join(dir, 'events.sqlite');
    const docsPath = join(dir, 'docs.sqlite');
    let reported: bigint[] = [];
    for (let round = 0; round < 4; round++) reported = reported.concat(await runAndKill(eventsPath, docsPath, 150 + round * 50));

    const events = createSqliteEventStore({ path: eventsPath });
    const docs = createEmbeddedDocumentStore({ path: docsPath });
    const all = await events.readAll({ maxCount: 1_000_000 });
    const positions = new Set(all.map((e) => e.position));
    for (const position of reported) expect(positions.has(position)).toBe(true);

    const manager = new ProjectionManager({ events, docs, bus: createInProcessBus() }, [counterProjector()], { log: pino({ level: 'silent' }) });
    await manager.start();
    const head = await events.headPosition();
    expect(await manager.waitFor('counters', head, 10_000)).toBe(true);

    const expected = new Map<string, number>();
    for (const event of all) {
      const counter = (event.data as { counter: string }).counter;
      expected.set(counter, (expected.get(counter) ?? 0) + 1);
    }
    const counters = await docs.find(physicalCollection('counters', 1), {});
    expect(Object.fromEntries(counters.map((c) => [c._id, c['ticks']]))).toEqual(Object.fromEntries(expected));
    await manager.stop();
    await docs.close();
    await events.close();
  });
});
