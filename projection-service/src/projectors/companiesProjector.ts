import type { CompanyEvent } from '@pm/contracts/events';
import { toDomainEvent, type RecordedEvent, type WriteOp } from '@pm/platform';
import type { Projector } from '../runtime/projector.ts';

export const COMPANIES = 'companies';

export const companiesProjector: Projector = {
  name: 'companies',
  version: 3,
  collections: { [COMPANIES]: [{ keys: { name: 1 } }] },
  handles: ['CompanyCreated', 'CompanyDetailsChanged', 'CompanySourceConnected', 'CompanySourceDisconnected', 'CompanyOwnShopsChanged'],
  project(recorded: RecordedEvent): WriteOp[] {
    const event = toDomainEvent<CompanyEvent>(recorded);
    switch (event.type) {
      case 'CompanyCreated': {
        const { companyId, ...company } = event.data;
        return [{ op: 'put', collection: COMPANIES, doc: { _id: companyId, ...company, ownShops: [], createdAt: recorded.metadata.occurredAt } }];
      }
      case 'CompanyDetailsChanged': {
        const { companyId, ...changes } = event.data;
        return [{ op: 'update', collection: COMPANIES, id: companyId, update: { $set: changes } }];
      }
      case 'CompanyOwnShopsChanged':
        return [{ op: 'update', collection: COMPANIES, id: event.data.companyId, update: { $set: { ownShops: event.data.ownShops } } }];
      case 'CompanySourceConnected':
        return [{ op: 'update', collection: COMPANIES, id: event.data.companyId, update: { $addToSet: { sourceIds: event.data.sourceId } } }];
      case 'CompanySourceDisconnected':
        return [{ op: 'update', collection: COMPANIES, id: event.data.companyId, update: { $pull: { sourceIds: event.data.sourceId } } }];
      default:
        // A company's own source settings live in the sources projector's `companySources`.
        return [];
    }
  },
  // The company's connected sources are company events too, so the sources list follows them.
  notices: (event) => (event.metadata.companyId ? [{ companyId: event.metadata.companyId, queryKeys: [['company'], ['profile'], ['admin', 'companies'], ['sources']] }] : []),
};
