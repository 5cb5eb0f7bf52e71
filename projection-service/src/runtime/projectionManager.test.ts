import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createEmbeddedDocumentStore, createInProcessBus, createSqliteEventStore, type Bus, type DocumentStore, type EventStore } from '@pm/platform';
import { ProjectionManager, type RebuildRecorder } from './projectionManager.ts';
import { physicalCollection } from './physicalNames.ts';
import { counterProjector, tick } from './testSupport/counterProjector.ts';

const log = pino({ level: 'silent' });

describe('projection manager', () => {
  let events: EventStore;
  let docs: DocumentStore;
  let bus: Bus;
  beforeEach(() => {
    events = createSqliteEventStore({ path: ':memory:' });
    docs = createEmbeddedDocumentStore({ path: ':memory:' });
    bus = createInProcessBus();
  });
  afterEach(async () => {
    await bus.close();
    await docs.close();
    await events.close();
  });

  async function counts(manager: ProjectionManager) {
    const rows = await docs.find(manager.collection('counters'), {}, { sort: { _id: 1 } });
    return Object.fromEntries(rows.map((r) => [r._id, r['ticks']]));
  }

  it('projects in batches, resumes from its checkpoint and waits for positions', async () => {
    for (let i = 0; i < 30; i++) await events.append(`s-${i % 3}`, [tick(`k${i % 4}`)]);
    let manager = new ProjectionManager({ events, docs, bus }, [counterProjector()], { log, batchSize: 4 });
    await manager.start();
    expect(await manager.waitFor('counters', 30n, 5_000)).toBe(true);
    expect(await counts(manager)).toEqual({ k0: 8, k1: 8, k2: 7, k3: 7 });
    await manager.stop();

    // Restart: the checkpoint keeps it from applying anything twice.
    await events.append('s-0', [tick('k0')]);
    manager = new ProjectionManager({ events, docs, bus }, [counterProjector()], { log, batchSize: 4 });
    await manager.start();
    expect(await manager.waitFor('counters', 31n, 5_000)).toBe(true);
    expect(await counts(manager)).toEqual({ k0: 9, k1: 8, k2: 7, k3: 7 });
    expect(await manager.waitFor('counters', 99n, 50)).toBe(false);
    await manager.stop();
  });

  it('publishes live notices per company after a batch commits', async () => {
    const received: unknown[] = [];
    await bus.subscribe('live.*', (message, subject) => void received.push({ subject, message }));
    const manager = new ProjectionManager({ events, docs, bus }, [counterProjector()], { log });
    await manager.start();
    const { position } = await events.append('s', [tick('a', 'c1'), tick('b', 'c2'), tick('c', 'c1')]);
    await manager.waitFor('counters', position, 5_000);
    await expect.poll(() => received.length).toBe(2);
    expect(received).toContainEqual({ subject: 'live.c1', message: { type: 'invalidate', queryKeys: [['counters']], position: position.toString() } });
    expect(received).toContainEqual({ subject: 'live.c2', message: { type: 'invalidate', queryKeys: [['counters']], position: position.toString() } });
    await manager.stop();
  });

  it('rebuilds a changed projector into a new generation and switches when caught up', async () => {
    for (let i = 0; i < 50; i++) await events.append('s', [tick(`k${i % 2}`)]);
    const v1 = new ProjectionManager({ events, docs, bus }, [counterProjector(1)], { log });
    await v1.start();
    await v1.waitFor('counters', 50n, 5_000);
    await v1.stop();

    const v2 = new ProjectionManager({ events, docs, bus }, [counterProjector(2)], { log, batchSize: 5 });
    await v2.start();
    // Until the new generation has caught up, queries keep reading the complete old one.
    expect([physicalCollection('counters', 1), physicalCollection('counters', 2)]).toContain(v2.collection('counters'));
    await expect.poll(() => v2.collection('counters'), { timeout: 10_000 }).toBe(physicalCollection('counters', 2));
    expect(await counts(v2)).toEqual({ k0: 25, k1: 25 });
    const rows = await docs.find(v2.collection('counters'), {});
    expect(rows.every((r) => r['version'] === 2)).toBe(true);
    expect(await docs.listCollections()).not.toContain(physicalCollection('counters', 1));
    expect(v2.status()[0]).toMatchObject({ name: 'counters', version: 2, generation: 2, status: 'running', rebuilding: null });

    // Events after the switch keep flowing into the new generation.
    const { position } = await events.append('s', [tick('k0')]);
    expect(await v2.waitFor('counters', position, 5_000)).toBe(true);
    expect(await counts(v2)).toEqual({ k0: 26, k1: 25 });
    await v2.stop();

    // A restart with the same version keeps generation 2 and rebuilds nothing.
    const again = new ProjectionManager({ events, docs, bus }, [counterProjector(2)], { log });
    await again.start();
    expect(again.collection('counters')).toBe(physicalCollection('counters', 2));
    expect(again.status()[0]?.rebuilding).toBeNull();
    await again.stop();
  });

  it('records a rebuild asked for while running, refuses a second one with exclusive, and records the version change at start', async () => {
    for (let i = 0; i < 20; i++) await events.append('s', [tick(`k${i % 2}`)]);
    const recorded: string[] = [];
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const recorder: RebuildRecorder = {
      started: async ({ readModel, generation, reason, requestedBy }) => {
        recorded.push(`started ${readModel} ${generation} ${reason} ${requestedBy}`);
        await gate;
      },
      completed: async ({ readModel, generation, position }) => void recorded.push(`completed ${readModel} ${generation} at ${position}`),
      failed: async ({ readModel, generation, error }) => void recorded.push(`failed ${readModel} ${generation} ${error}`),
    };
    const manager = new ProjectionManager({ events, docs, bus }, [counterProjector(1)], { log, recorder });
    await manager.start();
    const first = manager.rebuild('counters', { reason: 'REQUESTED', requestedBy: 'u-1', exclusive: true });
    expect(manager.isRebuilding('counters')).toBe(true);
    await expect(manager.rebuild('counters', { reason: 'REQUESTED', requestedBy: 'u-2', exclusive: true })).rejects.toMatchObject({ code: 'READ_MODEL_REBUILDING' });
    await expect(manager.rebuild('nothing', { reason: 'REQUESTED', requestedBy: 'u-1' })).rejects.toMatchObject({ code: 'READ_MODEL_NOT_FOUND' });
    release();
    expect(await first).toEqual({ generation: 2 });
    await expect.poll(() => manager.collection('counters'), { timeout: 10_000 }).toBe(physicalCollection('counters', 2));
    await expect.poll(() => recorded).toEqual(['started counters 2 REQUESTED u-1', 'completed counters 2 at 20']);
    expect(manager.isRebuilding('counters')).toBe(false);
    await manager.stop();

    // A new code version rebuilds at start, recorded as such.
    const v2 = new ProjectionManager({ events, docs, bus }, [counterProjector(2)], { log, recorder });
    await v2.start();
    await expect.poll(() => recorded.at(-1), { timeout: 10_000 }).toBe('completed counters 3 at 20');
    expect(recorded).toContain('started counters 3 VERSION_CHANGED service:projection');
    await v2.stop();
  });

  it('replaying the log from scratch gives the same read model', async () => {
    for (let i = 0; i < 40; i++) await events.append('s', [tick(`k${i % 3}`)]);
    const first = new ProjectionManager({ events, docs, bus }, [counterProjector()], { log });
    await first.start();
    await first.waitFor('counters', 40n, 5_000);
    const before = await counts(first);
    await first.rebuild('counters');
    await expect.poll(() => first.collection('counters'), { timeout: 10_000 }).toBe(physicalCollection('counters', 2));
    expect(await counts(first)).toEqual(before);
    await first.stop();
  });
});
