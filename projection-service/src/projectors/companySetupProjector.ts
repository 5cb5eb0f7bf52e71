import type { RecordedEvent, WriteOp } from '@pm/platform';
import type { Projector } from '../runtime/projector.ts';

export const COMPANY_SETUP = 'companySetup';

/**
 * What each company has set up, for the dashboard's guided start and company statistics:
 * one counter document per company. Later capabilities add their events to `deltas`
 * (products, sources, price rules) and bump `version` so the counters are rebuilt.
 */
const deltas: Record<string, { field: 'users' | 'products' | 'sources' | 'priceRules'; by: 1 | -1 }> = {
  UserRegistered: { field: 'users', by: 1 },
  UserDeleted: { field: 'users', by: -1 },
  ProductCreated: { field: 'products', by: 1 },
  ProductArchived: { field: 'products', by: -1 },
  ProductRestored: { field: 'products', by: 1 },
  CompanySourceConnected: { field: 'sources', by: 1 },
  CompanySourceDisconnected: { field: 'sources', by: -1 },
  PriceRuleCreated: { field: 'priceRules', by: 1 },
  PriceRuleDeleted: { field: 'priceRules', by: -1 },
};

export const companySetupProjector: Projector = {
  name: 'companySetup',
  version: 3,
  collections: { [COMPANY_SETUP]: [] },
  handles: ['CompanyCreated', ...Object.keys(deltas)],
  project(event: RecordedEvent): WriteOp[] {
    const companyId = event.metadata.companyId;
    if (!companyId) return [];
    if (event.type === 'CompanyCreated') {
      return [{ op: 'update', collection: COMPANY_SETUP, id: companyId, upsert: true, update: { $set: { createdAt: event.metadata.occurredAt } } }];
    }
    const delta = deltas[event.type];
    return delta ? [{ op: 'update', collection: COMPANY_SETUP, id: companyId, upsert: true, update: { $inc: { [delta.field]: delta.by } } }] : [];
  },
  notices: (event) => (event.metadata.companyId ? [{ companyId: event.metadata.companyId, queryKeys: [['company', 'setup'], ['admin', 'companies']] }] : []),
};
