import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createEmbeddedDocumentStore, createInProcessBus, createSqliteEventStore, type Bus, type Doc, type DocumentStore, type EventStore } from '@pm/platform';
import { foldEntityStates } from './entityStateFold.ts';
import { ProjectionManager } from './projectionManager.ts';
import type { Projector } from './projector.ts';

const log = pino({ level: 'silent' });

/** The lowest current value per group: a value may rise, which update operators cannot undo. */
const lowestProjector = (version = 1): Projector => ({
  name: 'lowest',
  version,
  collections: { groups: [], lowest: [{ keys: { companyId: 1, min: 1 } }] },
  handles: ['ValueSet', 'GroupClosed'],
  state: {
    collection: 'groups',
    idOf: (event) => (event.data as { group: string }).group,
    evolve: (state, event) => {
      const data = event.data as { group: string; key?: string; value?: number };
      if (event.type === 'GroupClosed') return null;
      const values = { ...((state?.['values'] as Record<string, number> | undefined) ?? {}), [data.key!]: data.value! };
      return { _id: data.group, companyId: event.metadata.companyId, values };
    },
    derive: (_before, after) => {
      if (!after) return [];
      const values = Object.values(after['values'] as Record<string, number>);
      return [{ op: 'put', collection: 'lowest', doc: { _id: after._id, companyId: after['companyId'], min: Math.min(...values) } }];
    },
  },
});

const event = (type: string, data: Record<string, unknown>) => ({
  id: crypto.randomUUID(),
  type,
  data,
  metadata: { companyId: 'c1', userId: 'service:test', correlationId: crypto.randomUUID(), causationId: null, occurredAt: new Date().toISOString(), version: 1 },
});
const set = (group: string, key: string, value: number) => event('ValueSet', { group, key, value });

describe('entity state projections', () => {
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

  const lowest = async (manager: ProjectionManager) => Object.fromEntries((await docs.find(manager.collection('lowest'), {})).map((d: Doc) => [d._id, d['min']]));

  it('folds events into states across batches and restarts, and derives from the whole state', async () => {
    await events.append('a', [set('g1', 'x', 5), set('g1', 'y', 3), set('g2', 'x', 9)]);
    let manager = new ProjectionManager({ events, docs, bus }, [lowestProjector()], { log, batchSize: 2 });
    await manager.start();
    expect(await manager.waitFor('lowest', 3n, 5_000)).toBe(true);
    expect(await lowest(manager)).toEqual({ g1: 3, g2: 9 });
    await manager.stop();

    // The lowest value rises: the state knows the other values, so the minimum is recomputed.
    const { position } = await events.append('a', [set('g1', 'y', 8), event('GroupClosed', { group: 'g2' })]);
    manager = new ProjectionManager({ events, docs, bus }, [lowestProjector()], { log, batchSize: 2 });
    await manager.start();
    expect(await manager.waitFor('lowest', position, 5_000)).toBe(true);
    expect(await lowest(manager)).toEqual({ g1: 5, g2: 9 });
    // g2's state is gone with its group; g1 carries the position of the event that last changed it.
    expect(await docs.find(manager.collection('groups'), {})).toEqual([{ _id: 'g1', companyId: 'c1', values: { x: 5, y: 8 }, _pos: (position - 1n).toString() }]);
    await manager.stop();
  });

  it('rebuilds to the same read model from the log', async () => {
    for (let i = 0; i < 20; i++) await events.append('a', [set(`g${i % 3}`, `k${i % 4}`, (i * 7) % 11)]);
    const first = new ProjectionManager({ events, docs, bus }, [lowestProjector(1)], { log, batchSize: 3 });
    await first.start();
    await first.waitFor('lowest', 20n, 5_000);
    const before = await lowest(first);
    await first.stop();

    const second = new ProjectionManager({ events, docs, bus }, [lowestProjector(2)], { log, batchSize: 7 });
    await second.start();
    await expect.poll(() => second.status()[0]?.generation, { timeout: 5_000 }).toBe(2);
    expect(await lowest(second)).toEqual(before);
    await second.stop();
  });

  it('derives once per batch with deriveBatch: every changed state at once, stamped with the batch\'s last change', async () => {
    const spec = lowestProjector().state!;
    const calls: string[][] = [];
    const batchSpec = { ...spec, deriveBatch: (changes: readonly { id: string; after: Doc | null }[]) => {
      calls.push(changes.map((change) => change.id));
      return [{ op: 'update' as const, collection: 'total', id: 'all', upsert: true, update: { $inc: { groups: changes.length } } }];
    } };
    const recorded = [set('g1', 'x', 5), set('g2', 'x', 9), set('g1', 'y', 3)].map((e, i) => ({ ...e, position: BigInt(i + 1), streamId: 'a', revision: BigInt(i), recordedAt: new Date().toISOString() }));
    const writes = await foldEntityStates(batchSpec, recorded, async () => []);
    expect(calls).toEqual([['g1', 'g2']]);
    // The states' puts keep their own positions; the batch's derived write carries the last one.
    expect(writes.map((w) => [w.op.op, w.op.collection, w.position])).toEqual([['put', 'groups', 3n], ['put', 'groups', 2n], ['update', 'total', 3n]]);
  });
});
