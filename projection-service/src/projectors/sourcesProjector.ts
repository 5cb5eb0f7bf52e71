import type { SourceEvent } from '@pm/contracts/events';
import { toDomainEvent, type RecordedEvent, type WriteOp } from '@pm/platform';
import type { Projector } from '../runtime/projector.ts';

export const SOURCES = 'sources';

/** Every registered store, marketplace and comparison site (shared by all companies). */
export const sourcesProjector: Projector = {
  name: 'sources',
  version: 1,
  collections: { [SOURCES]: [{ keys: { hostname: 1 } }] },
  handles: ['SourceRegistered', 'SourceUpdated'],
  project(recorded: RecordedEvent): WriteOp[] {
    const event = toDomainEvent<SourceEvent>(recorded);
    switch (event.type) {
      case 'SourceRegistered':
        return [{ op: 'put', collection: SOURCES, doc: { _id: event.data.sourceId, ...event.data.fields, createdAt: recorded.metadata.occurredAt } }];
      case 'SourceUpdated':
        return [{ op: 'update', collection: SOURCES, id: event.data.sourceId, update: { $set: event.data.changes } }];
    }
  },
  notices: (event) => (event.metadata.companyId ? [{ companyId: event.metadata.companyId, queryKeys: [['sources']] }] : []),
};
