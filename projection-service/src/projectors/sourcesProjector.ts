import type { CompanyEvent, SourceEvent } from '@pm/contracts/events';
import { evolveConnectedSources, type ConnectedSources } from '@pm/contracts/domain';
import { toDomainEvent, type Doc, type RecordedEvent, type WriteOp } from '@pm/platform';
import type { Projector } from '../runtime/projector.ts';

/** Every registered store, marketplace and comparison site with its shared fields (the same for all companies). */
export const SOURCES = 'sources';
/** One document per company: the sources it has connected with its own settings of each, as the domain core folds them. */
export const COMPANY_SOURCES = 'companySources';

export interface CompanySourcesDoc extends Doc {
  companyId: string;
  sources: ConnectedSources;
}

const COMPANY_SOURCE_EVENTS: ReadonlySet<string> = new Set(['CompanySourceConnected', 'CompanySourceDisconnected', 'CompanySourceSettingsChanged']);

/** A company's connections after one of its source events, by `evolveConnectedSources`. */
export function evolveCompanySources(doc: CompanySourcesDoc | null, recorded: RecordedEvent): CompanySourcesDoc | null {
  const event = toDomainEvent<CompanyEvent>(recorded);
  const before = doc?.sources ?? {};
  const sources = evolveConnectedSources(before, event);
  if (doc && sources === before) return doc;
  const { companyId } = event.data;
  return { _id: companyId, companyId, sources };
}

/**
 * The shared sources (`sources`) and each company's connections with its own settings
 * (`companySources`, an entity state read as it is). Version 2: shared sources no longer carry a
 * company's scrape settings or a proxy URL; the company's settings are its own.
 */
export const sourcesProjector: Projector = {
  name: 'sources',
  version: 2,
  collections: { [SOURCES]: [{ keys: { hostname: 1 } }], [COMPANY_SOURCES]: [] },
  handles: ['SourceRegistered', 'SourceUpdated', ...COMPANY_SOURCE_EVENTS],
  project(recorded: RecordedEvent): WriteOp[] {
    if (COMPANY_SOURCE_EVENTS.has(recorded.type)) return [];
    const event = toDomainEvent<SourceEvent>(recorded);
    switch (event.type) {
      case 'SourceRegistered':
        return [{ op: 'put', collection: SOURCES, doc: { _id: event.data.sourceId, ...event.data.fields, createdAt: recorded.metadata.occurredAt } }];
      case 'SourceUpdated':
        return [{ op: 'update', collection: SOURCES, id: event.data.sourceId, update: { $set: event.data.changes } }];
    }
  },
  state: {
    collection: COMPANY_SOURCES,
    idOf: (event) => (COMPANY_SOURCE_EVENTS.has(event.type) ? toDomainEvent<CompanyEvent>(event).data.companyId : null),
    evolve: (state, event) => evolveCompanySources(state as CompanySourcesDoc | null, event),
    derive: () => [],
  },
  notices: (event) => (event.metadata.companyId ? [{ companyId: event.metadata.companyId, queryKeys: [['sources']] }] : []),
};
