import type { Projector } from '../projector.ts';

/** Counts `Ticked` events per counter with $inc: any double application would show. */
export const counterProjector = (version = 1): Projector => ({
  name: 'counters',
  version,
  collections: { counters: [{ keys: { companyId: 1 } }] },
  handles: ['Ticked'],
  project: (event) => {
    const { counter } = event.data as { counter: string };
    return [{ op: 'update', collection: 'counters', id: counter, upsert: true, update: { $inc: { ticks: 1 }, $set: { companyId: event.metadata.companyId, version } } }];
  },
  notices: (event) => [{ companyId: String(event.metadata.companyId), queryKeys: [['counters']] }],
});

export const tick = (counter: string, companyId = 'c1') => ({
  id: crypto.randomUUID(),
  type: 'Ticked',
  data: { counter },
  metadata: { companyId, userId: 'service:test', correlationId: crypto.randomUUID(), causationId: null, occurredAt: new Date().toISOString(), version: 1 },
});
